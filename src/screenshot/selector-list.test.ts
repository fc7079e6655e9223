import { describe, expect, it } from 'vitest';
import { splitSelectorList } from './selector-list.js';

describe('splitSelectorList', () => {
  it.each([
    ['#a', ['#a']],
    ['#a, .b ,div > p', ['#a', '.b', 'div > p']],
    ['[data-x="a,b"], .c', ['[data-x="a,b"]', '.c']],
    ["[title='x, y']", ["[title='x, y']"]],
    [':is(h1, h2), footer', [':is(h1, h2)', 'footer']],
    ['li:not(.a, .b)', ['li:not(.a, .b)']],
    ['.a\\,b, .c', ['.a\\,b', '.c']],
    ['[x="a\\"b,c"]', ['[x="a\\"b,c"]']],
  ])('%s', (text, parts) => {
    expect(splitSelectorList(text)).toEqual(parts);
  });

  it.each(['', ' ', '#a,', ',#a', '#a,,#b', '#a, ,#b'])('refuses an empty part: %j', (text) => {
    expect(splitSelectorList(text)).toBeUndefined();
  });
});
