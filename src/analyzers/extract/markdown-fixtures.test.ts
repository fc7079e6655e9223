import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { extractMainContent, toMarkdown, type MarkdownOptions } from './content/index.js';

/**
 * Markdown a model can read: one small real page per construct (fixtures/markdown/), through
 * the whole pipeline (parse, main content, Markdown), and the exact Markdown it gives.
 */
function markdownOf(name: string, options: MarkdownOptions = {}): string {
  const html = readFileSync(new URL(`./fixtures/markdown/${name}.html`, import.meta.url), 'utf8');
  return toMarkdown(extractMainContent(parsePage(html, `https://example.com/posts/${name}`)), options);
}

describe('Markdown of the main content', () => {
  it('tables: one merged header row, rowspans repeated, colspans spread, lists in cells on one line, pipes escaped', () => {
    expect(markdownOf('table')).toBe([
      'Sleeper services are back on many European routes, but the prices and the comfort vary a great deal from one operator to the next.',
      '',
      'We rode four of them this winter and noted what a couple pays for a private compartment, and what comes with the ticket.',
      '',
      'Winter 2024 fares for two',
      '',
      '| Route | Fare (EUR) / Couchette | Fare (EUR) / Sleeper | Included |',
      '| --- | --- | --- | --- |',
      '| Vienna – Hamburg | 139 | 259 | - Breakfast<br>- Shower |',
      '| Vienna – Hamburg | 119 | 229 | Breakfast |',
      '| Paris – Nice | 98 | — | Water \\| snacks |',
      '',
      'The second Vienna fare is the midweek price; weekend departures cost the same as the first row.',
    ].join('\n'));
  });

  it('code blocks: fenced, with the language of class="language-x" or "lang-x", highlighter spans ignored', () => {
    expect(markdownOf('code')).toBe([
      'Every language has a standard way to read a comma-separated file, and each has its own small surprises about quoting and headers.',
      '',
      'In Python the csv module does the quoting for you, and DictReader keys each row by the header line:',
      '',
      '```python',
      'import csv',
      '',
      'with open("fares.csv") as f:',
      '    for row in csv.DictReader(f):',
      '        print(row["route"], row["fare"])',
      '```',
      '',
      'In JavaScript, a highlighter has wrapped every token in a span, which must not change the code:',
      '',
      '```js',
      'const rows = text.split("\\n").map((line) => line.split(","));',
      '```',
      '',
      'And in a shell, without any language class at all, a one-liner does the job for simple files:',
      '',
      '```',
      'cut -d, -f2 fares.csv | sort -n | tail -1',
      '```',
      '',
      'None of these handles a comma inside quotes except the Python one, which is why we use it for anything real.',
    ].join('\n'));
  });

  it('nested lists: ordered in unordered in ordered, each level indented under its marker', () => {
    expect(markdownOf('nested-lists')).toBe([
      'After ten years of long walks, this is the list we pack from, sorted by where each thing goes in the bag.',
      '',
      '1. Bottom of the pack',
      '   - Sleeping bag',
      '   - Spare clothes',
      '     1. Merino shirt',
      '     2. Two pairs of socks',
      '2. Top of the pack',
      '   - Rain jacket',
      '   - Lunch and a flask',
      '3. Hip belt pockets',
      '',
      'Everything else stays at home; if in doubt, leave it out and buy it on the way.',
    ].join('\n'));
  });

  it('definition lists: terms in bold, each definition on its own ": " line, several terms or definitions kept together', () => {
    expect(markdownOf('definition-list')).toBe([
      'Recipes use a handful of words that mean something precise to bakers and nothing much to anyone else, so here they are in one place.',
      '',
      '**Autolyse**',
      ': Resting flour and water before adding salt and yeast, so the gluten starts to form on its own.',
      '',
      '**Levain**',
      '**Leaven**',
      ': A portion of sourdough starter, fed and grown for one bake.',
      '',
      '**Proof**',
      ': The final rise of the shaped loaf.',
      ': Also the test that tells you yeast is alive.',
      '',
      'Most other terms in our recipes are ordinary kitchen words, used in their ordinary sense.',
    ].join('\n'));
  });

  it('footnotes: references as [^n], notes as [^n]: lines, back-links and the notes\' rule left out', () => {
    expect(markdownOf('footnotes')).toBe([
      'For 130 years the kilogram was a lump of platinum and iridium kept in a vault near Paris.[^1] Every other mass on Earth was compared with it, directly or through copies.',
      '',
      'In 2019 it was redefined through the Planck constant, which a Kibble balance can measure anywhere.[^2] The vault still exists, but nothing depends on it any more.',
      '',
      '[^1]: The International Prototype of the Kilogram, made in 1879.',
      '[^2]: The constant was fixed at exactly 6.62607015 × 10−34 J s.',
    ].join('\n'));
  });

  it('headings: levels kept (the title, given apart, is not repeated), permalinks (¶) left out', () => {
    expect(markdownOf('headings')).toBe([
      'Tidepool reads one file, tidepool.toml, from the working directory, and every setting in it can be overridden by an environment variable.',
      '',
      '## Storage',
      '',
      'Where the data lives and how long it is kept before it is compacted into daily files.',
      '',
      '### Retention',
      '',
      'Raw samples are kept for thirty days by default; set retention\\_days to keep them longer.',
      '',
      '#### Compaction',
      '',
      'Compaction runs at night and merges each day\'s samples into one file per series.',
      '',
      '## Network',
      '',
      'The server listens on port 7070 on every interface unless listen\\_address says otherwise.',
    ].join('\n'));
  });

  it('images: alt text and absolute source, the caption under its figure, a linked image, an inline icon; no tracking pixel', () => {
    expect(markdownOf('images')).toBe([
      'The coast path passes three lighthouses in two days of walking, each built in a different century and each still working.',
      '',
      '![North Head lighthouse at dusk, its lamp lit](https://example.com/img/north-head.jpg)',
      '',
      '_North Head, the oldest of the three, first lit in 1791._',
      '',
      'The second stands on a rock off the shore and can be reached only at low tide, across a causeway of slippery stones.',
      '',
      '[![Skerry light seen from the causeway](https://example.com/img/skerry.jpg)](https://example.com/img/skerry-large.jpg)',
      '',
      'The third is a small white tower ![walking route](https://example.com/img/icon-walk.png) at the end of the harbour wall, in the middle of the town.',
    ].join('\n'));
  });

  it('links: kept with absolute URLs by default', () => {
    expect(markdownOf('links')).toBe([
      'We compared [PostgreSQL](https://www.postgresql.org/) and [SQLite](https://sqlite.org/) for a service that writes a few hundred rows a second and reads far more.',
      '',
      'The [benchmark results](https://example.com/benchmarks/2024#results) are in the previous post; the short version is that both were fast enough, and the [operational story](https://example.com/posts/links#operations) decided it.',
      '',
      '## Operations',
      '',
      'With one process and one file, SQLite needs no server, no users and no network, which made backups a _cp_ away. Write to [db@example.com](mailto:db@example.com) with questions.',
    ].join('\n'));
  });

  it('links: dropped, their text kept, with { links: false }; images stay', () => {
    expect(markdownOf('links', { links: false })).toBe([
      'We compared PostgreSQL and SQLite for a service that writes a few hundred rows a second and reads far more.',
      '',
      'The benchmark results are in the previous post; the short version is that both were fast enough, and the operational story decided it.',
      '',
      '## Operations',
      '',
      'With one process and one file, SQLite needs no server, no users and no network, which made backups a _cp_ away. Write to db@example.com with questions.',
    ].join('\n'));
    expect(markdownOf('images', { links: false })).toContain('\n\n![Skerry light seen from the causeway](https://example.com/img/skerry.jpg)\n\n');
  });
});
