import { describe, expect, it } from 'vitest';
import { ansi, colorWanted, paintFor, plain } from './style.js';

describe('colorWanted', () => {
  it('colours a terminal, not a pipe', () => {
    expect(colorWanted(true, {})).toBe(true);
    expect(colorWanted(false, {})).toBe(false);
    expect(colorWanted(true, { TERM: 'dumb' })).toBe(false);
  });

  it('NO_COLOR and NODE_DISABLE_COLORS turn it off; an empty NO_COLOR does not', () => {
    expect(colorWanted(true, { NO_COLOR: '1' })).toBe(false);
    expect(colorWanted(true, { NODE_DISABLE_COLORS: '1' })).toBe(false);
    expect(colorWanted(true, { NO_COLOR: '' })).toBe(true);
  });

  it('FORCE_COLOR wins, as in Node: "", 1, 2, 3, true on; 0, false off', () => {
    for (const on of ['', '1', '2', '3', 'true']) expect(colorWanted(false, { FORCE_COLOR: on, NO_COLOR: '1' })).toBe(true);
    for (const off of ['0', 'false']) expect(colorWanted(true, { FORCE_COLOR: off })).toBe(false);
  });
});

describe('paint', () => {
  it('plain leaves text alone; ansi styles it whatever the stream, and leaves "" empty', () => {
    expect(plain('red', 'x')).toBe('x');
    expect(ansi('red', 'x')).toBe('\u001b[31mx\u001b[39m');
    expect(ansi('bold', '')).toBe('');
    expect(paintFor(false)).toBe(plain);
    expect(paintFor(true)).toBe(ansi);
  });
});
