import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isShellMarkup, MIN_STATIC_WORDS } from './app-shell.js';

/** The rule as first written: strip the invisible elements and comments, then every tag, and count what is left. */
function shellByStripping(html: string): boolean {
  if (!/<script\b/i.test(html)) return false;
  const bodyStart = html.search(/<body\b/i);
  const text = (bodyStart < 0 ? html : html.slice(bodyStart))
    .replace(/<(script|style|noscript|template|svg)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi, ' ')
    .replace(/<[^>]*>/g, ' ');
  return (text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) < MIN_STATIC_WORDS;
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('isShellMarkup', () => {
  it('a page without scripts is never a shell', () => {
    expect(isShellMarkup('<html><body><div id="app"></div></body></html>')).toBe(false);
  });

  it('a script-run page with too few words outside scripts, styles, templates and comments is a shell', () => {
    const hidden = `<script>var a = "${words(40)}";</script><style>.x{}</style><template>${words(40)}</template><!-- ${words(40)} --><svg><text>${words(40)}</text></svg>`;
    expect(isShellMarkup(`<html><head><title>${words(40)}</title></head><body>${hidden}<div id="root">Loading…</div></body></html>`)).toBe(true);
  });

  it('enough words, split by tags or not, make it a page', () => {
    const split = words(MIN_STATIC_WORDS).split(' ').map((w) => `<span>${w}</span>`).join('');
    expect(isShellMarkup(`<body><script src="a.js"></script>${split}</body>`)).toBe(false);
    expect(isShellMarkup(`<body><script src="a.js"></script><p>${words(MIN_STATIC_WORDS - 1)}</p></body>`)).toBe(true);
  });

  it('an unclosed script does not hide the text after it, and a lone < is text', () => {
    expect(isShellMarkup(`<body><script src="a.js">${words(30)}`)).toBe(shellByStripping(`<body><script src="a.js">${words(30)}`));
    expect(isShellMarkup(`<body><script></script>a < b ${words(30)}`)).toBe(false);
  });

  it('agrees with stripping on every HTML fixture in the project', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = ['fixtures/pages', 'src'].flatMap((dir) => (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.html')).map((file) => path.join(root, dir, file)));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8');
      for (const variant of [html, html.replace(/<body\b/i, '<body><script src="x.js"></script')]) {
        expect(isShellMarkup(variant), file).toBe(shellByStripping(variant));
      }
    }
  });
});
