import fs from 'node:fs';
import { Command } from 'commander';
import { captureImage } from '../screenshot/screenshot-service.js';
import { addSettingFlags } from './config-options.js';
import { printFailure, printJson } from './output.js';
import { withLiveServices, type Flags } from './with-services.js';

function dimension(text: string, name: string, min: number, max: number): number | undefined {
  const n = Number(text);
  if (Number.isInteger(n) && n >= min && n <= max) return n;
  printFailure({ code: 'invalid_parameter', detail: `${name} must be a whole number from ${min} to ${max}` });
  return undefined;
}

export function screenshotCommand(): Command {
  const command = new Command('screenshot')
    .description('Capture a page as a PNG with the local browser and write it to a file; prints the result JSON.')
    .argument('<url>', 'page URL')
    .requiredOption('-o, --output <file>', 'PNG file to write')
    .option('--width <px>', 'viewport width, 320 to 3840', '1200')
    .option('--height <px>', 'viewport height, 240 to 4320', '630')
    .option('--full-page', 'capture the whole page (cut at 16,384 px)');
  addSettingFlags(command).action((url: string, flags: Flags) => {
    const width = dimension(String(flags.width), 'width', 320, 3840);
    const height = dimension(String(flags.height), 'height', 240, 4320);
    if (width === undefined || height === undefined) return;
    return withLiveServices(url, flags, async (services, target) => {
      const shot = await captureImage(services.screenshots.live, { url: target, width, height, fullPage: flags.fullPage === true });
      if (!shot.ok) return shot.failure;
      fs.writeFileSync(flags.output as string, shot.value.png);
      printJson({ ...shot.value.result, file: flags.output });
    });
  });
  return command;
}
