import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../src/config/settings.js';

describe('README and the operations guide', () => {
  const readme = fs.readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const operations = fs.readFileSync(new URL('../docs/operations.md', import.meta.url), 'utf8');

  it('documents every setting with its env name, flag and default (docs/operations.md)', () => {
    for (const setting of SETTINGS) {
      const row = operations.split('\n').find((line) => line.startsWith(`| \`${setting.env}\``));
      expect(row, setting.env).toBeDefined();
      expect(row).toContain(`\`${setting.flag}\``);
      if (setting.defaultValue) expect(row).toContain(`\`${setting.defaultValue}\``);
    }
  });

  it('keeps the two-command quick start', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});
