/**
 * `npm run test:container`: builds the image from the Dockerfile with podman and checks it as an
 * operator would use it (docs/reference/real-web.md#packaging):
 *
 *   1. one instance: /healthz and the image's HEALTHCHECK, a non-root user, `pagelens` on the PATH,
 *      PORT honoured, a fixture call with the owner's test key (from /data/owner-keys.txt), a
 *      screenshot (its signed link opened), a key made with the CLI inside the container;
 *   2. restarts: killed with SIGKILL and started again (the same container; server.pid says 1 and
 *      the new server is pid 1 again), then killed and replaced by a new container on the same
 *      volume: the data is still there; SIGTERM with a request under way: the request is answered
 *      and the container exits 0 right after it (within 3 s);
 *   3. compose.yaml with podman-compose: two instances, PostgreSQL and Redis; a job created on one
 *      instance and read from the other, its pages (served by this script) fetched by both.
 *
 * Exit 0: passed, or skipped because this machine cannot build or run images (no podman runtime,
 * no base image, the build could not reach a package mirror): "SKIPPED" says why. Exit 1: the
 * image or the service failed. Environment: PAGELENS_TEST_IMAGE=name uses an image already built
 * (no build); PAGELENS_POSTGRES_IMAGE / PAGELENS_REDIS_IMAGE (default: the official postgres:17
 * and redis:8, present or pulled, else stand-ins built from Debian's packages,
 * scripts/container-test/*.Containerfile); KEEP=1 leaves the containers for a look.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/child-server.js';
import { allResults, call, until } from '../test/job-api.js';
import { waitFor } from '../test/poll.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUN = `pltest${process.pid}`;
const VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const cleanups: Array<() => void> = [];
const figures: string[] = [];

class Skip extends Error {}

function log(message: string): void {
  process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);
}

/** Podman's complaints about a missing systemd (healthcheck timers) and syslog are noise here. */
function quiet(stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => line && !/systemd connection|connect to syslog|healthcheck timer/i.test(line))
    .join('\n');
}

interface Ran { status: number; stdout: string; stderr: string }

function run(command: string, args: string[], options: { allowFail?: boolean; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): Ran {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', env: options.env ?? process.env, timeout: options.timeoutMs ?? 120_000, maxBuffer: 64 * 1024 * 1024 });
  const ran = { status: result.status ?? 1, stdout: result.stdout ?? '', stderr: quiet(result.stderr ?? '') };
  if (ran.status !== 0 && !options.allowFail) {
    throw new Error(`${command} ${args.join(' ')} exited ${ran.status}${result.error ? ` (${result.error.message})` : ''}\n${ran.stderr.slice(-3000)}`);
  }
  return ran;
}

const podman = (args: string[], options: { allowFail?: boolean; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}) => run('podman', args, options);

/** A long command whose output goes to a log file; resolves with its exit status. */
function runLogged(command: string, args: string[], logFile: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const out = fs.openSync(logFile, 'w');
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', out, out] });
    child.on('exit', (code) => {
      fs.closeSync(out);
      resolve(code ?? 1);
    });
  });
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`check failed: ${message}`);
  log(`  ok: ${message}`);
}

async function healthy(base: string, timeoutMs = 90_000): Promise<void> {
  await waitFor(async () => {
    const answer = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) });
    if (!answer.ok) throw new Error(`${base}/healthz answered ${answer.status}`);
  }, { timeoutMs, intervalMs: 250 });
}

function removeContainer(name: string): void {
  podman(['rm', '-f', '-v', '-t', '0', name], { allowFail: true });
}

/** The key on `label:` in a data directory's owner-keys.txt, read inside the container. */
function ownerKey(container: string, label: 'live' | 'test'): string | undefined {
  const text = podman(['exec', container, 'cat', '/data/owner-keys.txt'], { allowFail: true }).stdout;
  return new RegExp(`^${label} key: (\\S+)$`, 'm').exec(text)?.[1];
}

function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// ---------------------------------------------------------------------------------------------

function preflight(): void {
  if (run('sh', ['-c', 'command -v podman'], { allowFail: true }).status !== 0) throw new Skip('podman is not installed');
  const info = podman(['info', '--format', '{{.Host.OCIRuntime.Name}}'], { allowFail: true, timeoutMs: 60_000 });
  if (info.status !== 0) throw new Skip(`podman cannot run here: ${info.stderr.trim().split('\n').pop()}`);
  if (process.env.PAGELENS_TEST_IMAGE) return;
  if (podman(['image', 'exists', 'debian:trixie-slim'], { allowFail: true }).status !== 0) {
    log('debian:trixie-slim is not here; pulling it');
    if (podman(['pull', 'debian:trixie-slim'], { allowFail: true, timeoutMs: 300_000 }).status !== 0) {
      throw new Skip('no debian:trixie-slim image and no registry to pull it from (make one from Debian\'s packages: scripts/container-base.sh)');
    }
  }
  const probe = podman(['run', '--rm', 'debian:trixie-slim', 'true'], { allowFail: true, timeoutMs: 120_000 });
  if (probe.status !== 0) throw new Skip(`podman cannot start a container here: ${probe.stderr.trim().split('\n').pop()}`);
}

/** Network trouble on the way to a package mirror or registry: the machine's, not the image's. */
const ENVIRONMENT_FAILURES = /Temporary failure resolving|Could not resolve|Failed to fetch http|Unable to fetch some archives|EAI_AGAIN|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|ECONNRESET|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_GET_ISSUER_CERT|unable to verify the first certificate|network is unreachable/i;

async function buildImage(tag: string, file: string, context: string, what: string): Promise<number> {
  const logFile = path.join(os.tmpdir(), `${RUN}-${path.basename(file)}.log`);
  const started = Date.now();
  const status = await runLogged('podman', ['build', '--format', 'docker', '-t', tag, '-f', file, context], logFile);
  const seconds = (Date.now() - started) / 1000;
  if (status !== 0) {
    const text = fs.readFileSync(logFile, 'utf8');
    process.stdout.write(text.split('\n').slice(-60).join('\n') + '\n');
    if (ENVIRONMENT_FAILURES.test(text)) throw new Skip(`building ${what} could not reach a package mirror or registry (log: ${logFile})`);
    throw new Error(`podman build of ${what} failed (exit ${status}); log: ${logFile}`);
  }
  fs.rmSync(logFile, { force: true });
  return seconds;
}

async function theImage(): Promise<string> {
  const given = process.env.PAGELENS_TEST_IMAGE;
  if (given) {
    log(`using the image ${given} (PAGELENS_TEST_IMAGE), not building`);
    return given;
  }
  const tag = 'localhost/pagelens:test';
  log('building the image (podman build --format docker -t pagelens:test .)');
  const seconds = await buildImage(tag, 'Dockerfile', '.', 'the Dockerfile');
  const bytes = Number(podman(['image', 'inspect', '--format', '{{.Size}}', tag]).stdout.trim());
  figures.push(`image build: ${seconds.toFixed(0)} s (layers cached from earlier builds are reused)`, `image size: ${(bytes / 1e6).toFixed(0)} MB (${tag})`);
  log(`built in ${seconds.toFixed(0)} s, ${(bytes / 1e6).toFixed(0)} MB`);
  return tag;
}

// ---------------------------------------------------------------------------------------------

async function oneInstance(image: string): Promise<void> {
  const volume = `${RUN}-data`;
  const names = { first: `${RUN}-a`, second: `${RUN}-b`, port: `${RUN}-port` };
  cleanups.push(() => {
    for (const name of Object.values(names)) removeContainer(name);
    podman(['volume', 'rm', '-f', volume], { allowFail: true });
  });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const start = (name: string) => podman(['run', '-d', '--name', name, '-p', `127.0.0.1:${port}:8080`, '-v', `${volume}:/data`, image]);

  log('one instance: docker run -d -p …:8080 -v data:/data');
  start(names.first);
  const startedAt = Date.now();
  await healthy(base);
  figures.push(`first start to /healthz 200: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  check(true, `GET /healthz answers 200 on the published port (the server listens on 0.0.0.0:8080)`);

  type Check = { Test?: string[] };
  const inspected = JSON.parse(podman(['image', 'inspect', image]).stdout)[0] as { Healthcheck?: Check; Config: { User?: string; Healthcheck?: Check; Volumes?: Record<string, unknown> } };
  // podman puts it beside Config, docker inside it.
  check((inspected.Healthcheck ?? inspected.Config.Healthcheck)?.Test?.join(' ').includes('/healthz'), 'the image has a HEALTHCHECK on /healthz');
  check(Object.keys(inspected.Config.Volumes ?? {}).includes('/data'), 'the image declares VOLUME /data');
  check(podman(['healthcheck', 'run', names.first], { allowFail: true }).status === 0, 'podman healthcheck run: healthy');

  const uid = podman(['exec', names.first, 'id', '-u']).stdout.trim();
  const pid1 = podman(['exec', names.first, 'sh', '-c', "awk '/^Uid:/ {print $2}' /proc/1/status"]).stdout.trim();
  check(uid !== '0' && pid1 !== '0', `the server runs as a non-root user (uid ${pid1}, user ${inspected.Config.User ?? '?'})`);
  check(podman(['exec', names.first, 'pagelens', '--version']).stdout.trim() === VERSION, `pagelens is on the PATH (pagelens --version: ${VERSION})`);

  const key = ownerKey(names.first, 'test');
  check(key?.startsWith('pl_test_'), "the owner's keys are in /data/owner-keys.txt");
  const { fixtures } = (await (await fetch(`${base}/fixtures`)).json()) as { fixtures: Array<{ url: string }> };
  const fixture = fixtures[0]!.url;
  const preview = await fetch(`${base}/preview?url=${encodeURIComponent(fixture)}`, { headers: { 'x-api-key': key! } });
  const previewBody = (await preview.json()) as { title?: string };
  check(preview.status === 200 && (previewBody.title ?? '').length > 0, `a fixture call with the test key answers 200 ("${previewBody.title}")`);

  const shot = await fetch(`${base}/screenshot?url=${encodeURIComponent(fixture)}`, { headers: { 'x-api-key': key! } });
  const shotBody = (await shot.json()) as { screenshot_url?: string; width?: number; height?: number };
  check(shot.status === 200 && shotBody.screenshot_url, `GET /screenshot answers 200 with a link (Debian's chromium in the image): ${JSON.stringify(shotBody).slice(0, 120)}`);
  const link = new URL(shotBody.screenshot_url!);
  const png = Buffer.from(await (await fetch(`${base}${link.pathname}${link.search}`)).arrayBuffer());
  const size = pngSize(png);
  check(size && size.width === shotBody.width && size.height === shotBody.height, `the screenshot link serves a ${size?.width}×${size?.height} PNG of ${png.length} bytes`);

  const made = JSON.parse(podman(['exec', names.first, 'pagelens', 'keys', 'create', '--email', 'restart@example.com', '--plan', 'starter', '--scopes', 'preview', '--env', 'test', '--json']).stdout) as { key: string };
  const madeAnswer = await fetch(`${base}/preview?url=${encodeURIComponent(fixture)}`, { headers: { 'x-api-key': made.key } });
  check(madeAnswer.status === 200, 'a key made with `pagelens keys create` inside the container works');

  // PORT is honoured.
  const otherPort = await freePort();
  podman(['run', '-d', '--name', names.port, '-e', 'PORT=9090', '-p', `127.0.0.1:${otherPort}:9090`, image]);
  await healthy(`http://127.0.0.1:${otherPort}`);
  check(podman(['healthcheck', 'run', names.port], { allowFail: true }).status === 0, 'PORT=9090: the server listens on 9090 and the HEALTHCHECK follows it');
  removeContainer(names.port);

  log('restarts: kill -9, then start the same container');
  podman(['kill', '-s', 'KILL', names.first]);
  podman(['wait', names.first], { allowFail: true });
  const recorded = podman(['run', '--rm', '--entrypoint', 'cat', '-v', `${volume}:/data`, image, '/data/server.pid']).stdout.trim();
  check(recorded === '1', `after kill -9, /data/server.pid still names pid ${recorded} — the pid the next server gets too`);
  podman(['start', names.first]);
  await healthy(base, 60_000);
  check(true, 'the killed container starts again (its own new pid 1 is not taken for another server)');
  const afterRestart = await fetch(`${base}/preview?url=${encodeURIComponent(fixture)}`, { headers: { 'x-api-key': made.key } });
  check(afterRestart.status === 200, 'the key made before the kill still works');

  log('a new container on the same volume, after another kill -9');
  podman(['kill', '-s', 'KILL', names.first]);
  podman(['wait', names.first], { allowFail: true });
  removeContainer(names.first);
  start(names.second);
  await healthy(base, 60_000);
  check(true, 'a new container on the same /data volume starts');
  const survived = await fetch(`${base}/preview?url=${encodeURIComponent(fixture)}`, { headers: { 'x-api-key': made.key } });
  check(survived.status === 200, 'the data survived: the key made in the first container works in the new one');
  check(ownerKey(names.second, 'test') === key, 'the owner keys file is still in /data (no second owner account was made)');

  log('SIGTERM with a request under way');
  // The browser is launched first, so that the request under way is the 3 s capture, not Chromium's cold start.
  const warm = await fetch(`${base}/screenshot?url=${encodeURIComponent(fixture)}&maxAge=0`, { headers: { 'x-api-key': key! } });
  check(warm.status === 200, 'a first screenshot in the new container launches its browser');
  let answeredAt = 0;
  const inFlight = fetch(`${base}/screenshot?url=${encodeURIComponent(fixtures[1]?.url ?? fixture)}&wait_ms=3000`, { headers: { 'x-api-key': key! } }).then(
    (answer) => {
      answeredAt = Date.now();
      return answer.status;
    },
    (error: unknown) => `failed: ${String(error)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const stopStarted = Date.now();
  // Not spawnSync: the answer to the request under way must be seen when it comes.
  const stopStatus = await runLogged('podman', ['stop', '-t', '30', names.second], path.join(os.tmpdir(), `${RUN}-stop.log`));
  const stoppedAt = Date.now();
  const exitCode = podman(['inspect', '--format', '{{.State.ExitCode}}', names.second]).stdout.trim();
  check((await inFlight) === 200, `the request under way at SIGTERM is answered (200), ${((answeredAt - stopStarted) / 1000).toFixed(1)} s after it`);
  const afterAnswer = (stoppedAt - answeredAt) / 1000;
  check(stopStatus === 0 && exitCode === '0' && afterAnswer < 3,
    `the container exits 0 ${afterAnswer.toFixed(1)} s after that answer (${((stoppedAt - stopStarted) / 1000).toFixed(1)} s after SIGTERM; nothing else holds it up)`);
  figures.push(`docker stop with a 3 s screenshot under way: ${((stoppedAt - stopStarted) / 1000).toFixed(1)} s, exit 0, ${afterAnswer.toFixed(1)} s after the last answer`);
}

// ---------------------------------------------------------------------------------------------

async function stateImage(kind: 'postgres' | 'redis', official: string, envName: string): Promise<string> {
  const given = process.env[envName];
  if (given) return given;
  if (podman(['image', 'exists', official], { allowFail: true }).status === 0) return official;
  if (podman(['pull', official], { allowFail: true, timeoutMs: 300_000 }).status === 0) return official;
  const tag = `localhost/pagelens-test-${kind}:${official.split(':')[1]}`;
  log(`no ${official} image here and none to pull: building a stand-in from Debian's packages (scripts/container-test/${kind}.Containerfile)`);
  await buildImage(tag, `scripts/container-test/${kind}.Containerfile`, 'scripts/container-test', `the ${kind} stand-in`);
  return tag;
}

/** Pages for the job, answered slowly enough that both instances take chunks; who fetched what, by client address. */
function startPages(): Promise<{ port: number; fetchedBy: Map<string, string[]>; close(): void }> {
  const fetchedBy = new Map<string, string[]>();
  const server = http.createServer((request, response) => {
    const from = request.socket.remoteAddress ?? '?';
    fetchedBy.set(from, [...(fetchedBy.get(from) ?? []), request.url ?? '']);
    const i = new URL(request.url ?? '/', 'http://x').searchParams.get('i') ?? '?';
    const page = `<!doctype html><html lang="en"><head><title>Page ${i}</title><meta name="description" content="Page ${i} of the container test."></head><body><main><h1>Page ${i}</h1><p>The text of page ${i}.</p></main></body></html>`;
    setTimeout(() => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page), 150);
  });
  return new Promise((resolve) => {
    server.listen(0, '0.0.0.0', () => {
      const { port } = server.address() as { port: number };
      resolve({ port, fetchedBy, close: () => server.close() });
    });
  });
}

async function scaleOut(image: string): Promise<void> {
  if (run('sh', ['-c', 'command -v podman-compose'], { allowFail: true }).status !== 0) {
    log('SKIPPED compose.yaml: podman-compose is not installed (apt-get install podman-compose)');
    figures.push('compose.yaml: skipped (no podman-compose)');
    return;
  }
  log('compose.yaml: two instances, PostgreSQL and Redis (podman-compose)');
  const postgresImage = await stateImage('postgres', 'docker.io/library/postgres:17', 'PAGELENS_POSTGRES_IMAGE');
  const redisImage = await stateImage('redis', 'docker.io/library/redis:8', 'PAGELENS_REDIS_IMAGE');
  const pages = await startPages();
  cleanups.push(() => pages.close());

  // The project's network, made first so the instances can be allowed to fetch this script's
  // pages through its gateway (the host, as host.containers.internal).
  const project = `${RUN}c`;
  const network = `${project}_default`;
  podman(['network', 'create', network]);
  const gateway = (JSON.parse(podman(['network', 'inspect', network]).stdout)[0] as { subnets: Array<{ gateway: string }> }).subnets[0]!.gateway;
  const [portA, portB] = [await freePort(), await freePort()];
  const override = path.join(os.tmpdir(), `${project}.override.yaml`);
  const allow = `${gateway}:${pages.port}`;
  fs.writeFileSync(override, `services:\n  pagelens-a:\n    environment:\n      PAGELENS_ALLOW_HOSTS: "${allow}"\n      PAGELENS_LOG_LEVEL: warn\n  pagelens-b:\n    environment:\n      PAGELENS_ALLOW_HOSTS: "${allow}"\n      PAGELENS_LOG_LEVEL: warn\n`);
  const env = {
    ...process.env,
    PAGELENS_IMAGE: image,
    PAGELENS_POSTGRES_IMAGE: postgresImage,
    PAGELENS_REDIS_IMAGE: redisImage,
    PAGELENS_A_PORT: `127.0.0.1:${portA}`,
    PAGELENS_B_PORT: `127.0.0.1:${portB}`,
  };
  const compose = (args: string[], allowFail = false) => run('podman-compose', ['-p', project, '-f', 'compose.yaml', '-f', override, ...args], { env, allowFail, timeoutMs: 300_000 });
  cleanups.push(() => {
    if (process.env.KEEP) return;
    compose(['down', '-v'], true);
    podman(['network', 'rm', '-f', network], { allowFail: true });
    fs.rmSync(override, { force: true });
  });
  const up = compose(['up', '-d'], true);
  if (up.status !== 0) throw new Error(`podman-compose up failed:\n${up.stdout.slice(-3000)}\n${up.stderr.slice(-3000)}`);
  const [a, b] = [{ url: `http://127.0.0.1:${portA}` }, { url: `http://127.0.0.1:${portB}` }];
  // podman-compose 1.0 does not wait for depends_on conditions: an instance that finds PostgreSQL
  // not ready yet exits and is restarted (restart: unless-stopped) until it is.
  await healthy(a.url, 180_000);
  await healthy(b.url, 180_000);
  check(true, 'both instances answer /healthz');
  for (const service of ['postgres', 'redis', 'pagelens-a', 'pagelens-b']) {
    await waitFor(() => podman(['healthcheck', 'run', `${project}_${service}_1`], { allowFail: true }).status === 0, { timeoutMs: 60_000, intervalMs: 1000 });
  }
  check(true, 'the healthchecks of PostgreSQL, Redis and both instances pass');

  const key = ownerKey(`${project}_pagelens-a_1`, 'live') ?? ownerKey(`${project}_pagelens-b_1`, 'live');
  check(key?.startsWith('pl_live_'), 'one owner account, its keys in the first instance to start');
  const urls = Array.from({ length: 200 }, (_, i) => `http://host.containers.internal:${pages.port}/page?i=${i}`);
  const created = await call(a, 'POST', '/jobs', key!, { operation: 'preview', urls });
  check(created.status === 202, `POST /jobs on instance a: 202 ${created.body.id}`);
  const status = await until(b, key!, created.body.id, (s) => s.state === 'completed', 180_000);
  const results = await allResults(b, key!, created.body.id);
  const failures = results.filter((r) => !r.success).slice(0, 3).map((r) => JSON.stringify(r).slice(0, 300));
  check(status.done === 200 && status.failed === 0, `instance b reads the job completed: ${status.done} done, ${status.failed} failed${failures.length ? ` (${failures.join('; ')})` : ''}`);
  check(results.length === 200 && results.every((r) => r.success && String(r.data?.title).startsWith('Page ')), 'all 200 answers are read from instance b');
  const byClient = [...pages.fetchedBy.entries()].map(([from, list]) => `${from}: ${list.length}`);
  const fetches = [...pages.fetchedBy.values()].reduce((sum, list) => sum + list.length, 0);
  check(pages.fetchedBy.size === 2, `both instances worked the job (pages fetched by ${byClient.join(', ')})`);
  check(fetches === 200, `each page was fetched once (${fetches} fetches)`);
  figures.push(`compose job of 200 URLs: fetched by two instances (${byClient.join(', ')})`);
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const started = Date.now();
  try {
    preflight();
    const image = await theImage();
    await oneInstance(image);
    await scaleOut(image);
    log(`PASSED in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    for (const figure of figures) log(`  ${figure}`);
    return 0;
  } catch (error) {
    if (error instanceof Skip) {
      log(`SKIPPED (this machine cannot build or run the image): ${error.message}`);
      return 0;
    }
    log(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
    const ours = podman(['ps', '-a', '--filter', `name=${RUN}`, '--format', '{{.Names}}'], { allowFail: true }).stdout.trim().split('\n').filter(Boolean);
    for (const name of ours) log(`logs of ${name}:\n${podman(['logs', '--tail', '30', name], { allowFail: true }).stdout}${podman(['logs', '--tail', '30', name], { allowFail: true }).stderr}`);
    return 1;
  } finally {
    if (!process.env.KEEP) for (const cleanup of cleanups.reverse()) cleanup();
  }
}

process.exitCode = await main();
