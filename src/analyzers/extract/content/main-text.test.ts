import { describe, expect, it } from 'vitest';
import { parsePage } from '../../../page/index.js';
import { readMainText } from './main-text.js';

const ARTICLE = `<html><body><nav><a href="/">Home</a> <a href="/about">About</a></nav><article><h1>Tides</h1>
  <p>${'The harbour fills and empties twice a day, and the boats wait for the water to come back. '.repeat(6)}</p>
  <p>${'Fishermen read the tide tables before they leave, as the channel is shallow at low water. '.repeat(6)}</p></article></body></html>`;

describe('readMainText', () => {
  it('is the main content when it has text, read once per page', () => {
    const page = parsePage(ARTICLE, 'https://example.com/tides');
    const main = readMainText(page);
    expect(main.found).toBe(true);
    expect(main.text).toContain('The harbour fills');
    expect(main.text).not.toContain('About');
    expect(readMainText(page)).toBe(main);
  });

  it('is the visible text and the whole document when the main content is empty', () => {
    const page = parsePage('<html><body><nav><a href="/">Home</a> <a href="/about">About</a></nav></body></html>', 'https://example.com/');
    expect(readMainText(page)).toEqual({ root: page.document, text: page.visibleText, found: false });
  });
});
