import { describe, expect, it } from 'vitest';
import { pdfDate, pdfMetadata } from './pdf-metadata.js';

describe('pdfMetadata', () => {
  it('Author, CreationDate and ModDate as the file states them, and the language of its text', () => {
    expect(pdfMetadata({
      author: '  Grace   Hopper ', created: "D:20240102020405+01'00'", modified: 'D:20240315',
      text: 'The survey ran from March to May, with measurements taken every week at six stations along the harbour.',
    })).toEqual({ author: 'Grace Hopper', published_at: '2024-01-02T02:04:05+01:00', modified_at: '2024-03-15', lang: 'en', logo: '' });
  });

  it('a PDF date without a zone gives its day; one that is no date, or before 1995, gives ""', () => {
    expect(pdfDate('D:20240102020405')).toBe('2024-01-02');
    expect(pdfDate('D:20240102020405Z')).toBe('2024-01-02T02:04:05Z');
    expect(pdfDate('D:19930102')).toBe('');
    expect(pdfDate('yesterday')).toBe('');
    expect(pdfDate(undefined)).toBe('');
  });

  it('too little text names no language', () => {
    expect(pdfMetadata({ text: 'Harbour Survey' }).lang).toBe('');
  });
});
