import { describe, expect, it } from 'vitest';
import { infoOf, isoDateOf } from './pdf-info.js';

describe('infoOf', () => {
  it('keeps the text entries, trimmed, and leaves out empty and non-text ones', () => {
    expect(infoOf({ Title: '  Report ', Author: '', Subject: 42, Keywords: 'a, b', PDFFormatVersion: '1.7', CreationDate: 'D:2024' }))
      .toEqual({ title: 'Report', keywords: 'a, b', created: 'D:2024' });
  });

  it('takes the XMP dc:title when the dictionary has no Title', () => {
    expect(infoOf({}, 'From XMP')).toEqual({ title: 'From XMP' });
    expect(infoOf({}, ['First', 'Second'])).toEqual({ title: 'First' });
    expect(infoOf({ Title: 'Dictionary' }, 'From XMP')).toEqual({ title: 'Dictionary' });
  });
});

describe('isoDateOf', () => {
  it.each([
    ["D:20240102030405+01'00'", '2024-01-02T02:04:05Z'],
    ["D:20240102030405-05'30'", '2024-01-02T08:34:05Z'],
    ["D:20240102030405-05'30", '2024-01-02T08:34:05Z'],
    ['D:20240102030405Z', '2024-01-02T03:04:05Z'],
    ["D:20240102030405Z00'00'", '2024-01-02T03:04:05Z'],
    ['D:20240102030405', '2024-01-02T03:04:05Z'],
    ['D:2024', '2024-01-01T00:00:00Z'],
    ['D:202402', '2024-02-01T00:00:00Z'],
    ['20240229', '2024-02-29T00:00:00Z'],
  ])('%s → %s', (raw, iso) => {
    expect(isoDateOf(raw)).toBe(iso);
  });

  it.each(['', 'yesterday', 'D:20241301', 'D:20230229', 'D:20240102250000', 'D:2024-01-02'])('%s is not a date', (raw) => {
    expect(isoDateOf(raw)).toBeUndefined();
  });
});
