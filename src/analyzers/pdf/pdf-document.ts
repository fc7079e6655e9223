/** What the PDF reader takes from a document, once: the input of every PDF field. */

/**
 * Pages whose text is read; the rest are left unread (pdf:pages_read says so). Reading time and
 * heap grow with every page of dense text, so this covers every ordinary document and leaves a
 * long one to the analysis deadline and heap.
 */
export const MAX_PDF_PAGES = 2_000;

/** Document information dictionary entries, as the file gives them (dates in PDF form, `D:2024…`). */
export interface PdfInfo {
  readonly title?: string;
  readonly author?: string;
  readonly subject?: string;
  readonly keywords?: string;
  readonly creator?: string;
  readonly producer?: string;
  readonly created?: string;
  readonly modified?: string;
}

/** A link annotation: its target as written, and the text under it. */
export interface PdfLink {
  readonly url: string;
  readonly text: string;
}

export interface PdfPage {
  /** Paragraphs in reading order, each a list of its lines (whitespace collapsed, none empty). */
  readonly paragraphs: readonly (readonly string[])[];
  readonly links: readonly PdfLink[];
}

export interface PdfDocument {
  readonly info: PdfInfo;
  /** Pages in the document, read or not. */
  readonly pageCount: number;
  /** The pages read, from the first: all of them, or the first MAX_PDF_PAGES. */
  readonly pages: readonly PdfPage[];
}
