import { getDocumentProxy } from 'unpdf';
import { fail, succeed, type Outcome } from '../../errors.js';
import { MAX_PDF_PAGES, type PdfDocument, type PdfLink, type PdfPage } from './pdf-document.js';
import { infoOf } from './pdf-info.js';
import { linesOf, paragraphsOf, textWithin } from './page-text.js';

type PdfProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

/** PDF.js' verbosity for errors only: a damaged file it repairs is not worth a log line. */
const ERRORS_ONLY = 0;

const EMPTY_PAGE: PdfPage = Object.freeze({ paragraphs: [], links: [] });

/**
 * Reads a PDF once: its information dictionary, page count, and the text (in content-stream
 * order, which is reading order for all but unusual files) and link annotations of its first
 * `maxPages` pages. A file PDF.js cannot open — damaged beyond repair, or needing a password —
 * is unsupported_content. No script in the file runs and nothing is fetched.
 */
export async function readPdf(body: Uint8Array, url: string, maxPages = MAX_PDF_PAGES): Promise<Outcome<PdfDocument>> {
  let document: PdfProxy | undefined;
  try {
    // A copy: PDF.js may take over the buffer it is given, which the caller may still read.
    document = await getDocumentProxy(new Uint8Array(body), { verbosity: ERRORS_ONLY, enableXfa: false });
    const { info, metadata } = await document.getMetadata();
    const pages: PdfPage[] = [];
    const toRead = Math.min(document.numPages, maxPages);
    for (let number = 1; number <= toRead; number++) pages.push(await readPage(document, number));
    return succeed({ info: infoOf(info as Record<string, unknown>, metadata?.get('dc:title')), pageCount: document.numPages, pages });
  } catch (error) {
    return fail('unsupported_content', describeFailure(error, url));
  } finally {
    await document?.destroy().catch(() => {});
  }
}

/** One page's paragraphs and links; a page PDF.js cannot read counts as empty, rather than losing the document. */
async function readPage(document: PdfProxy, number: number): Promise<PdfPage> {
  try {
    const page = await document.getPage(number);
    try {
      const runs = (await page.getTextContent()).items.filter((item) => 'str' in item);
      const annotations: unknown[] = await page.getAnnotations();
      const links = annotations.flatMap((annotation): PdfLink[] => {
        // unsafeUrl is the URI as written: PDF.js drops a relative one from `url`, and the document's own URL resolves it.
        const { subtype, url, unsafeUrl, rect } = annotation as { subtype?: unknown; url?: unknown; unsafeUrl?: unknown; rect?: unknown };
        const target = typeof unsafeUrl === 'string' ? unsafeUrl : url;
        return subtype === 'Link' && typeof target === 'string' && Array.isArray(rect) ? [{ url: target, text: textWithin(runs, rect) }] : [];
      });
      return { paragraphs: paragraphsOf(linesOf(runs)), links };
    } finally {
      page.cleanup();
    }
  } catch {
    return EMPTY_PAGE;
  }
}

function describeFailure(error: unknown, url: string): string {
  const { name, message } = error instanceof Object ? (error as { name?: unknown; message?: unknown }) : {};
  if (name === 'PasswordException') return `${url} is a PDF that needs a password to open; only PDFs that open without one can be read`;
  return `${url} was served as a PDF but could not be read as one${typeof message === 'string' && message !== '' ? ` (${message})` : ''}`;
}
