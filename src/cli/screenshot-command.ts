import fs from 'node:fs';
import { Command } from 'commander';
import { checkTargetUrl } from '../fetch/address-policy.js';
import { createServices } from '../main.js';
import { captureImage } from '../screenshot/screenshot-service.js';
import { addSettingFlags, configFromFlags } from './config-options.js';
import { printFailure, printJson } from './output.js';

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
  addSettingFlags(command).action(async (url: string, flags: Record<string, unknown>) => {
    const config = configFromFlags(flags, process.env);
    const target = checkTargetUrl(url);
    if (!target.ok) return printFailure(target.failure);
    const width = dimension(String(flags.width), 'width', 320, 3840);
    const height = dimension(String(flags.height), 'height', 240, 4320);
    if (width === undefined || height === undefined) return;
    const created = await createServices(config, 'tool');
    if (!created.ok) return printFailure(created.failure);
    try {
      const shot = await captureImage(created.value.screenshots.live, { url: target.value, width, height, fullPage: flags.fullPage === true });
      if (!shot.ok) return printFailure(shot.failure);
      fs.writeFileSync(flags.output as string, shot.value.png);
      printJson({ ...shot.value.result, file: flags.output });
    } finally {
      await created.value.close();
    }
  });
  return command;
}
