import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writePdf } from './fixtures/pdf-writer.js';
import { readPdf } from './read-pdf.js';

const URL_OF_PDF = 'https://example.com/report.pdf';
const fixture = (name: string): Buffer => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

async function read(bytes: Uint8Array, maxPages?: number) {
  const outcome = await readPdf(bytes, URL_OF_PDF, maxPages);
  if (!outcome.ok) throw new Error(outcome.failure.detail);
  return outcome.value;
}

describe('readPdf', () => {
  it('reads the information dictionary, Unicode included', async () => {
    const { info } = await read(fixture('report.pdf'));
    expect(info).toEqual({
      title: 'Harbour Survey – Spring Report',
      author: 'Ada Lovelace',
      subject: 'Water quality at the old harbour, March to May',
      keywords: 'harbour, water, survey',
      creator: 'Pagelens fixture writer',
      producer: 'Pagelens',
      created: "D:20240102030405+01'00'",
      modified: 'D:20240315120000Z',
    });
  });

  it('reads the text of every page in reading order, in paragraphs of lines', async () => {
    const document = await read(fixture('report.pdf'));
    expect(document.pageCount).toBe(2);
    expect(document.pages.map((page) => page.paragraphs)).toEqual([
      [
        ['Harbour Survey'],
        ['The spring survey measured water quality at twelve points', 'around the old harbour, every week from March to May.'],
        ['Readings were taken at dawn, before the ferries ran, so that', 'the wake of the boats did not stir up the silt.'],
      ],
      [
        ['Results'],
        ['Clarity improved at ten of the twelve points. The café jetty', 'and the slipway stayed cloudy all season.'],
        ['Weekly readings: harbour-readings.csv', 'Method: https://survey.example.org/method'],
      ],
    ]);
  });

  it('reads link annotations with the text under them, relative targets as written', async () => {
    const document = await read(fixture('report.pdf'));
    expect(document.pages.map((page) => page.links)).toEqual([[], [
      { url: '/harbour/readings.csv', text: 'Weekly readings: harbour-readings.csv' },
      { url: 'https://survey.example.org/method', text: 'Method: https://survey.example.org/method' },
    ]]);
  });

  it('leaves out information entries a file does not have', async () => {
    const document = await read(fixture('notes.pdf'));
    expect(document.info).toEqual({ author: 'Grace Hopper' });
    expect(document.pages[0]?.paragraphs[0]).toEqual(['Meeting notes for Tuesday']);
  });

  it('reads the first pages only, past the bound, and still counts them all', async () => {
    const pages = Array.from({ length: 5 }, (_, i) => [`Page ${i + 1}`]);
    const document = await read(writePdf({ pages }), 3);
    expect(document.pageCount).toBe(5);
    expect(document.pages.map((page) => page.paragraphs)).toEqual([[['Page 1']], [['Page 2']], [['Page 3']]]);
  });

  it('does not take over a body in shared memory (the page cache keeps it)', async () => {
    const bytes = fixture('notes.pdf');
    const shared = new Uint8Array(new SharedArrayBuffer(bytes.length));
    shared.set(bytes);
    expect((await read(shared)).pageCount).toBe(1);
    expect(Buffer.from(shared).equals(bytes)).toBe(true);
  });

  it.each([
    ['not a PDF at all', Buffer.from('%PDF-1.4 but nothing else')],
    ['cut in half', fixture('report.pdf').subarray(0, 400)],
    ['a catalog without pages', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')],
  ])('answers unsupported_content for a corrupt file (%s)', async (_name, bytes) => {
    const outcome = await readPdf(bytes, URL_OF_PDF);
    expect(outcome.ok ? 'ok' : outcome.failure.code).toBe('unsupported_content');
    expect(outcome.ok ? '' : outcome.failure.detail).toMatch(/^https:\/\/example\.com\/report\.pdf was served as a PDF but could not be read as one/);
  });

  it('answers unsupported_content for a file that needs a password', async () => {
    const outcome = await readPdf(writePdf({ pages: [['Secret']], passwordProtected: true }), URL_OF_PDF);
    expect(outcome).toEqual({
      ok: false,
      failure: { code: 'unsupported_content', detail: `${URL_OF_PDF} is a PDF that needs a password to open; only PDFs that open without one can be read` },
    });
  });
});
