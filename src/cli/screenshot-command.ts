import fs from 'node:fs';
import { Command } from 'commander';
import { readServerUrl } from '../config/server-url-file.js';
import { linkOn } from '../screenshot/signed-url.js';
import { addSettingFlags, publicUrlGiven } from './config-options.js';
import { jsonOption, printFailure, printResult } from './output.js';
import { renderScreenshot } from './render/screenshot.js';
import { withLiveServices, type Flags } from './with-services.js';

function dimension(text: string, name: string, min: number, max: number): number | undefined {
  const n = Number(text);
  if (Number.isInteger(n) && n >= min && n <= max) return n;
  printFailure({ code: 'invalid_parameter', detail: `${name} must be a whole number from ${min} to ${max}` });
  return undefined;
}

/**
 * The PNG is written to --output; the result's screenshot_url is the signed link /screenshot
 * answers, on the configured public URL (PAGELENS_PUBLIC_URL / --public-url) or else on the URL
 * the server sharing this data directory listens on (it writes it there when it starts), so the
 * link works whatever port the server runs on; without either, http://HOST:PORT.
 */
export function screenshotCommand(): Command {
  const command = new Command('screenshot')
    .description('Capture a page as a PNG with the local browser and write it to a file; prints the file and the signed link on the public URL (JSON when piped or with --json).')
    .argument('<url>', 'page URL')
    .requiredOption('-o, --output <file>', 'PNG file to write')
    .option('--width <px>', 'viewport width, 320 to 3840', '1200')
    .option('--height <px>', 'viewport height, 240 to 4320', '630')
    .option('--full-page', 'capture the whole page (cut at 16,384 px)')
    .addOption(jsonOption());
  addSettingFlags(command).action((url: string, flags: Flags) => {
    const width = dimension(String(flags.width), 'width', 320, 3840);
    const height = dimension(String(flags.height), 'height', 240, 4320);
    if (width === undefined || height === undefined) return;
    return withLiveServices(url, flags, async (services, target, config) => {
      const base = publicUrlGiven(flags, process.env) ? config.publicUrl : (readServerUrl(config.dataDir) ?? config.publicUrl);
      const { captureImage } = await import('../screenshot/screenshot-service.js');
      const shot = await captureImage(services.screenshots.live, { url: target, width, height, fullPage: flags.fullPage === true });
      if (!shot.ok) return shot.failure;
      fs.writeFileSync(flags.output as string, shot.value.png);
      const result = { ...shot.value.result, screenshot_url: linkOn(base, shot.value.result.screenshot_url), file: flags.output as string };
      printResult(result, flags, renderScreenshot);
    });
  });
  return command;
}
