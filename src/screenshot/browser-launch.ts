import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { fail, succeed, type Outcome } from '../errors.js';

/**
 * The switches every browser is started with. The first eight keep Chromium quiet on a
 * closed network. The rest close the ways out that do not go through the guarded proxy:
 * the browser may resolve no name itself (only the proxy's literal address is reachable),
 * and WebRTC may not send UDP that bypasses the proxy.
 */
export const BROWSER_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/**
 * Chromium's zygote and crash handlers outlive the browser process by a moment and are
 * re-parented to PID 1, which in a container is often something that never reaps (node
 * itself, or a minimal init): each recycle would leave zombies. This wrapper makes itself
 * a child subreaper (prctl PR_SET_CHILD_SUBREAPER), runs the browser, and exits only once
 * every descendant has been reaped. perl is in Debian's essential set; without it the
 * browser is started directly.
 */
const REAPER_SCRIPT = `#!/usr/bin/perl
use strict; use warnings; use POSIX ();
my %prctl = (x86_64 => 157, aarch64 => 167, ppc64le => 171, s390x => 172);
my $arch = (POSIX::uname())[4];
syscall($prctl{$arch}, 36, 1) if exists $prctl{$arch};
my $browser = $ENV{PAGELENS_BROWSER_BINARY} or die "PAGELENS_BROWSER_BINARY is not set\\n";
my $pid = fork() // die "fork: $!\\n";
if ($pid == 0) { exec($browser, @ARGV) or POSIX::_exit(127); }
for my $signal (qw(TERM INT HUP)) { $SIG{$signal} = sub { kill $signal, $pid }; }
my $status = 0;
while (1) {
  my $done = waitpid(-1, 0);
  last if $done == -1;
  $status = $? if $done == $pid;
}
POSIX::_exit($status & 127 ? 128 + ($status & 127) : $status >> 8);
`;

const PERL = '/usr/bin/perl';

export interface BrowserLauncher {
  launch(): Promise<Outcome<Browser>>;
  /** Removes the launcher's temporary files. */
  dispose(): void;
}

export interface LauncherOptions {
  readonly chromiumPath: string;
  readonly proxyUrl: string;
}

/** Is there an executable file at `chromiumPath`? Otherwise the remedy, for a 503. */
export function checkBrowserBinary(chromiumPath: string): Outcome<void> {
  try {
    fs.accessSync(chromiumPath, fs.constants.X_OK);
    if (fs.statSync(chromiumPath).isFile()) return succeed(undefined);
  } catch {
    // reported below
  }
  return fail(
    'unavailable',
    `Screenshots need Chromium, and there is no executable browser at ${chromiumPath}. Install it (Debian/Ubuntu: apt-get install chromium) or set PAGELENS_CHROMIUM_PATH (--chromium-path) to the browser binary, then restart.`,
  );
}

function writeReaper(): { dir: string; file: string } | undefined {
  if (!fs.existsSync(PERL)) return undefined;
  try {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-browser-'));
    const file = path.join(dir, 'reap-browser.pl');
    fs.writeFileSync(file, REAPER_SCRIPT, { mode: 0o700 });
    return { dir, file };
  } catch {
    return undefined;
  }
}

export function createBrowserLauncher(options: LauncherOptions): BrowserLauncher {
  let reaper = writeReaper();
  // playwright-core (a lot of memory once loaded) is loaded with the first launch, not at start.
  const start = async () =>
    (await import('playwright-core')).chromium.launch({
      executablePath: reaper?.file ?? options.chromiumPath,
      env: { ...process.env, PAGELENS_BROWSER_BINARY: options.chromiumPath },
      args: [...BROWSER_ARGS],
      proxy: { server: options.proxyUrl },
      // The server shuts the browser down itself on SIGINT/SIGTERM (and playwright kills it on exit).
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      timeout: 30_000,
    });
  async function launch(): Promise<Outcome<Browser>> {
    const binary = checkBrowserBinary(options.chromiumPath);
    if (!binary.ok) return binary;
    try {
      return succeed(await start());
    } catch (error) {
      if (!reaper) return fail('unavailable', `Chromium at ${options.chromiumPath} did not start: ${firstLine(error)}`);
    }
    // A temp dir mounted noexec (or a perl without syscall) stops the wrapper: go direct from now on.
    dispose();
    return launch();
  }
  function dispose(): void {
    if (reaper) fs.rmSync(reaper.dir, { recursive: true, force: true });
    reaper = undefined;
  }
  return { launch, dispose };
}

export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}
