import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readBody } from './read-body.js';

const describeError = () => ({ code: 'upstream_error' as const, detail: 'read failed' });

describe('readBody', () => {
  it('gives the event loop a turn after each megabyte of a body that is already buffered', async () => {
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const chunks = Array.from({ length: 144 }, () => chunk); // 9 MB, all available at once
    let turns = 0;
    let reading = true;
    const countTurns = (): void => {
      if (!reading) return;
      turns += 1;
      setImmediate(countTurns);
    };
    setImmediate(countTurns);
    const read = await readBody(Readable.from(chunks), { contentEncoding: undefined, maxBodyBytes: 10 * 1024 * 1024, describeError });
    reading = false;
    expect(read.ok && read.value.decoded).toBe(9 * 1024 * 1024);
    expect(turns).toBeGreaterThanOrEqual(8);
  });
});
