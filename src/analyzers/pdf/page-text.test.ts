import { describe, expect, it } from 'vitest';
import { linesOf, paragraphsOf, textWithin, type TextRun } from './page-text.js';

interface RunOptions { x?: number; size?: number; eol?: boolean; width?: number }

/** A run at (x, y) in a font of `size`, half an em a character unless `width` says otherwise. */
const run = (str: string, y: number, { x = 72, size = 12, eol = true, width }: RunOptions = {}): TextRun => ({
  str, hasEOL: eol, transform: [size, 0, 0, size, x, y], width: width ?? str.length * size * 0.5,
});

const paragraphs = (runs: TextRun[]): string[][] => paragraphsOf(linesOf(runs));

describe('linesOf', () => {
  it('joins runs up to each end of line, collapsing whitespace and dropping blank lines', () => {
    const runs = [run('Hello', 700, { eol: false }), run(' ', 700, { eol: false }), run('world  again', 700), run('', 686), run('  ', 672), run('Next', 658)];
    expect(linesOf(runs)).toEqual([{ text: 'Hello world again', y: 700, fontSize: 12 }, { text: 'Next', y: 658, fontSize: 12 }]);
  });
});

describe('paragraphsOf', () => {
  it('keeps lines at the page line spacing together and breaks at a blank line', () => {
    expect(paragraphs([run('one', 700), run('two', 685.6), run('three', 656.8), run('four', 642.4)])).toEqual([['one', 'two'], ['three', 'four']]);
  });

  it('keeps one-line paragraphs apart when every gap is a blank line', () => {
    expect(paragraphs([run('one', 700), run('two', 671.2), run('three', 642.4)])).toEqual([['one'], ['two'], ['three']]);
  });

  it('keeps generously spaced lines together (1.5 line spacing)', () => {
    expect(paragraphs([run('one', 700), run('two', 682), run('three', 664)])).toEqual([['one', 'two', 'three']]);
  });

  it('breaks where the font size changes (a heading over its text)', () => {
    expect(paragraphs([run('Heading', 700, { size: 18 }), run('body one', 680), run('body two', 665.6)])).toEqual([['Heading'], ['body one', 'body two']]);
  });

  it('breaks where the text moves back up the page (the next column)', () => {
    expect(paragraphs([run('left one', 700), run('left two', 685.6), run('right one', 700, { x: 320 }), run('right two', 685.6, { x: 320 })]))
      .toEqual([['left one', 'left two'], ['right one', 'right two']]);
  });

  it('keeps a superscript on its line of the paragraph', () => {
    expect(paragraphs([run('E = mc', 700), run('2', 704), run('as Einstein said', 685.6)])).toEqual([['E = mc', '2', 'as Einstein said']]);
  });

  it('gives nothing for a page without text', () => {
    expect(paragraphs([])).toEqual([]);
  });
});

describe('textWithin', () => {
  it('takes the characters of each run the rectangle covers', () => {
    const runs = [run('See example.com for more', 700, { width: 240 }), run('Unrelated', 600)];
    // 10 units a character: "example.com" spans x 112–222.
    expect(textWithin(runs, [112, 697, 222, 712])).toBe('example.com');
  });

  it('takes whole runs inside the rectangle, corners in any order, and nothing outside it', () => {
    const runs = [run('Read the', 700, { width: 80 }), run('method', 685.6, { width: 60 })];
    expect(textWithin(runs, [600, 710, 0, 680])).toBe('Read the method');
    expect(textWithin(runs, [0, 400, 600, 500])).toBe('');
  });
});
