import { describe, expect, it } from 'vitest';
import { selectorFacts, splitSelectorList } from './selector-literals.js';

describe('splitSelectorList', () => {
  it('splits at top-level commas only', () => {
    expect(splitSelectorList("link[href*='a,b'], div:not(.x, .y) > span, #id")).toEqual([
      "link[href*='a,b']", 'div:not(.x, .y) > span', '#id',
    ]);
  });
});

describe('selectorFacts', () => {
  it('takes the subject tag and every literal the raw HTML must hold', () => {
    expect(selectorFacts("div.content-container > a[href*='www.medusajs.com']")).toEqual({
      tag: 'a', literals: ['<div', 'content-container', 'href', 'www.medusajs.com'],
    });
  });

  it('cuts attribute values where HTML may write entities, and skips pseudo-class arguments', () => {
    expect(selectorFacts("a[href*='/checkout?step=1&amp=2']:not(.hidden-item)")).toEqual({
      tag: 'a', literals: ['href', '/checkout?step=1', 'amp=2'],
    });
    expect(selectorFacts("img[alt*='We accept Amex']")).toEqual({ tag: 'img', literals: ['<img', 'accept', 'amex'] });
  });

  it('reads escaped names and gives up on what it cannot read', () => {
    expect(selectorFacts("html[xmlns\\:w='urn:schemas-microsoft-com:office:word']")).toEqual({
      tag: 'html', literals: ['<html', 'xmlns:w', 'urn:schemas-microsoft-com:office:word'],
    });
    expect(selectorFacts('[class*=el-]')).toEqual({ tag: '*', literals: ['class'] });
    expect(selectorFacts('%%')).toEqual({ tag: '*', literals: [] });
  });
});
