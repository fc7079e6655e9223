import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARSET_FIXTURES_DIR, startFixtureServer, type FixtureServer } from '../../test/fixture-server.js';
import { createPageFetcher, type FetchedPage, type PageFetcher } from './fetch-page.js';

const expected = JSON.parse(readFileSync(join(CHARSET_FIXTURES_DIR, 'expected.json'), 'utf8')) as Record<string, string>;

let site: FixtureServer;
let fetcher: PageFetcher;

beforeAll(async () => {
  site = await startFixtureServer();
  fetcher = createPageFetcher({ allowHosts: [`127.0.0.1:${site.port}`] });
});

afterAll(async () => {
  await fetcher.close();
  await site.close();
});

async function fetchFixture(file: string, contentType?: string): Promise<FetchedPage> {
  const query = contentType === undefined ? '' : `?ct=${encodeURIComponent(contentType)}`;
  const result = await fetcher.fetchPage(site.url(`/charset/${file}${query}`));
  if (!result.ok) throw new Error(`${file}: ${result.failure.code} ${result.failure.detail}`);
  return result.value;
}

function sentenceOf(html: string): string | undefined {
  return /<p id="sentence">([^<]*)<\/p>/.exec(html)?.[1];
}

// [file, Content-Type sent (undefined: none), expected charset name, expected source]
const CASES: ReadonlyArray<[string, string | undefined, string, string]> = [
  ['shift_jis.html', 'text/html', 'shift_jis', 'meta'],
  ['euc-jp.html', 'text/html', 'euc-jp', 'meta'],
  ['gbk.html', 'text/html', 'gbk', 'meta'],
  ['euc-kr.html', 'text/html; charset=EUC-KR', 'euc-kr', 'header'],
  ['windows-1251.html', undefined, 'windows-1251', 'meta'],
  ['windows-1252.html', 'text/html', 'windows-1252', 'meta'],
  ['iso-8859-2.html', 'text/html', 'iso-8859-2', 'meta'],
  ['header-wins-iso-8859-2.html', 'text/html; charset=ISO-8859-2', 'iso-8859-2', 'header'],
  ['undeclared-windows-1251.html', 'text/html', 'windows-1251', 'detected'],
  ['undeclared-shift_jis.html', undefined, 'shift_jis', 'detected'],
  ['undeclared-utf-8.html', 'text/html', 'utf-8', 'detected'],
  ['utf-8-bom.html', 'text/html; charset=windows-1252', 'utf-8', 'bom'],
  ['utf-16le-bom.html', 'text/html; charset=utf-8', 'utf-16le', 'bom'],
  ['meta-utf-16.html', 'text/html', 'utf-8', 'meta'],
];

describe('charset fixtures decode to the known sentence', () => {
  it('has an expected sentence for every case', () => {
    expect(Object.keys(expected).sort()).toEqual(CASES.map(([file]) => file).sort());
  });

  it.each(CASES)('%s (Content-Type %s) → %s from %s', async (file, contentType, name, source) => {
    const page = await fetchFixture(file, contentType);
    expect(page.charset).toEqual({ name, source });
    expect(sentenceOf(page.html)).toBe(expected[file]);
    expect(page.html).not.toContain('\uFFFD');
  });

  it('the header beats <meta>: decoding by the (wrong) meta would garble the text', async () => {
    const byMeta = await fetchFixture('header-wins-iso-8859-2.html', 'text/html');
    expect(byMeta.charset).toEqual({ name: 'windows-1250', source: 'meta' });
    expect(sentenceOf(byMeta.html)).not.toBe(expected['header-wins-iso-8859-2.html']);
  });

  it('an unknown header charset falls through to <meta>', async () => {
    const page = await fetchFixture('shift_jis.html', 'text/html; charset=x-klingon');
    expect(page.charset).toEqual({ name: 'shift_jis', source: 'meta' });
    expect(sentenceOf(page.html)).toBe(expected['shift_jis.html']);
  });

  it('the BOM is not part of the decoded text', async () => {
    const page = await fetchFixture('utf-8-bom.html', 'text/html');
    expect(page.html.startsWith('<!DOCTYPE html>')).toBe(true);
  });
});
