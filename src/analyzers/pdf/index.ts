export { readPdf } from './read-pdf.js';
export { pdfExtract, pdfPreview, PDF_PREVIEW_TYPE } from './pdf-fields.js';
export { checkPdfOperation, PDF_OPERATIONS } from './pdf-operations.js';
export { MAX_PDF_PAGES, type PdfDocument, type PdfInfo, type PdfLink, type PdfPage } from './pdf-document.js';
