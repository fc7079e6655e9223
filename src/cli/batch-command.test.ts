import { describe, expect, it } from 'vitest';
import { BATCH_OPERATIONS, MAX_BATCH_URLS } from '../services/batch-service.js';
import { BATCH_OPTIONS, readUrlFile } from './batch-command.js';

describe('pagelens batch', () => {
  it("offers the batch service's operations and cap (written out so --help loads no service)", () => {
    expect(BATCH_OPTIONS.operations).toEqual(BATCH_OPERATIONS);
    expect(BATCH_OPTIONS.maxUrls).toBe(MAX_BATCH_URLS);
  });

  it('reads one URL a line, skipping blanks and # comments', () => {
    expect(readUrlFile('https://a.example/\r\n\n# no\n  https://b.example/  \n')).toEqual(['https://a.example/', 'https://b.example/']);
  });
});
