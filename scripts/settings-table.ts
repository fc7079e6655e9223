/** Prints the configuration table of docs/operations.md from src/config/settings.ts (npm run docs:settings). */
import { SETTINGS } from '../src/config/settings.js';

const shownDefault = (value: string | undefined) => (value === undefined ? '(unset)' : value === '' ? '(empty)' : `\`${value}\``);

console.log('| env | flag | type | default | meaning |');
console.log('|---|---|---|---|---|');
for (const s of SETTINGS) {
  console.log(`| \`${s.env}\` | \`${s.flag}\` | ${s.type} | ${shownDefault(s.defaultValue)} | ${s.description.replaceAll('|', '\\|')} |`);
}
