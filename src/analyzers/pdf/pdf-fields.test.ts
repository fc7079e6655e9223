import { describe, expect, it } from 'vitest';
import type { PdfDocument, PdfPage } from './pdf-document.js';
import { pdfExtract, pdfPreview } from './pdf-fields.js';

const URL_OF_PDF = 'https://www.example.com/docs/report.pdf';

const page = (paragraphs: string[][], links: PdfPage['links'] = []): PdfPage => ({ paragraphs, links });
const doc = (pages: PdfPage[], info: PdfDocument['info'] = {}, pageCount = pages.length): PdfDocument => ({ info, pageCount, pages });

describe('pdfPreview', () => {
  it('takes title and description from the metadata, the rest as for a page without tags', () => {
    const document = doc([page([['Harbour Survey']])], { title: '  Spring   Report ', subject: 'Water quality' });
    expect(pdfPreview(document, URL_OF_PDF)).toEqual({
      title: 'Spring Report',
      description: 'Water quality',
      image: '',
      site_name: 'example.com',
      type: 'document',
      favicon: 'https://www.example.com/favicon.ico',
      author: '', published_at: '', modified_at: '', lang: '', logo: '',
    });
  });

  it('falls back to the first line of text for the title, and to "" for the description', () => {
    const document = doc([page([]), page([['Meeting notes', 'for Tuesday'], ['Agreed.']])]);
    expect(pdfPreview(document, URL_OF_PDF)).toMatchObject({ title: 'Meeting notes', description: '' });
    expect(pdfPreview(doc([page([])]), URL_OF_PDF).title).toBe('');
  });

  it('caps the title as the page rules do', () => {
    const title = pdfPreview(doc([], { title: 'word '.repeat(100) }), URL_OF_PDF).title;
    expect(title.length).toBeLessThanOrEqual(300);
    expect(title.endsWith('…')).toBe(true);
  });
});

describe('pdfExtract', () => {
  const document = doc(
    [
      page([['Harbour Survey'], ['The survey ran from March', 'to May, with mea-', 'surements weekly.']]),
      page([['Results: *clear* <water> & more'], ['1. Ten points improved.']], [{ url: '/data.csv', text: 'the data' }, { url: 'javascript:alert(1)', text: 'x' }]),
    ],
    { author: 'Ada', subject: 'Water', keywords: 'harbour', creator: 'Writer', producer: 'Producer', created: "D:20240102030405+01'00'", modified: 'last Tuesday' },
    7,
  );

  it('gives the text as paragraphs, pages joined by a blank line, lines rejoined', () => {
    const fields = pdfExtract(document, 'text', URL_OF_PDF);
    expect(fields.content).toBe('Harbour Survey\n\nThe survey ran from March to May, with mea-surements weekly.\n\nResults: *clear* <water> & more\n\n1. Ten points improved.');
    expect(fields.word_count).toBe(20);
    expect(fields.read_time).toBe(1);
    expect(fields.excerpt).toBe('Harbour Survey The survey ran from March to May, with mea-surements weekly. Results: *clear* <water> & more 1. Ten points improved.');
    expect(fields.images).toEqual([]);
  });

  it('renders the same paragraphs as Markdown, escaped', () => {
    expect(pdfExtract(document, 'markdown', URL_OF_PDF).content).toBe(
      'Harbour Survey\n\nThe survey ran from March to May, with mea-surements weekly.\n\nResults: \\*clear\\* \\<water> & more\n\n1\\. Ten points improved.',
    );
  });

  it('renders the same paragraphs as HTML, escaped', () => {
    expect(pdfExtract(document, 'html', URL_OF_PDF).content).toBe(
      '<p>Harbour Survey</p>\n<p>The survey ran from March to May, with mea-surements weekly.</p>\n<p>Results: *clear* &lt;water&gt; &amp; more</p>\n<p>1. Ten points improved.</p>',
    );
  });

  it('counts the same words in every format', () => {
    const counts = (['text', 'markdown', 'html'] as const).map((format) => pdfExtract(document, format, URL_OF_PDF).word_count);
    expect(new Set(counts).size).toBe(1);
  });

  it('lists link annotations resolved against the PDF URL, dropping other schemes', () => {
    expect(pdfExtract(document, 'text', URL_OF_PDF).links).toEqual([{ text: 'the data', href: 'https://www.example.com/data.csv', type: 'internal' }]);
  });

  it('carries the page count, pages read, and the information entries, dates as ISO 8601 where they parse', () => {
    expect(pdfExtract(document, 'text', URL_OF_PDF).metadata).toEqual({
      'pdf:pages': '7',
      'pdf:pages_read': '2',
      'pdf:author': 'Ada',
      'pdf:subject': 'Water',
      'pdf:keywords': 'harbour',
      'pdf:creator': 'Writer',
      'pdf:producer': 'Producer',
      'pdf:created': '2024-01-02T02:04:05Z',
      'pdf:modified': 'last Tuesday',
    });
  });

  it('gives a document without text an empty content and no words', () => {
    const fields = pdfExtract(doc([page([])]), 'text', URL_OF_PDF);
    expect(fields).toMatchObject({ title: '', content: '', excerpt: '', word_count: 0, read_time: 0, metadata: { 'pdf:pages': '1' } });
    expect(fields.truncated).toBeUndefined();
  });

  it('caps links at 5,000 and says so', () => {
    const links = Array.from({ length: 5_001 }, (_, i) => ({ url: `/p${i}`, text: '' }));
    const fields = pdfExtract(doc([page([['x']], links)]), 'text', URL_OF_PDF);
    expect(fields.links).toHaveLength(5_000);
    expect(fields.truncated).toEqual({ links: true, images: false });
  });
});
