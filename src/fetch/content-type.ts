import { fail, succeed, type Outcome } from '../errors.js';

/** html: text/html or XHTML; page: those or a PDF (what /extract and /preview read); text: any text/*; image: any image/* (size probes). */
export type ExpectedContent = 'html' | 'page' | 'text' | 'image';

export interface MediaType {
  /** `type/subtype`, lower-case, without parameters. */
  readonly mime: string;
  readonly charset: string | undefined;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+\/[!#$%&'*+.^_`|~0-9a-z-]+$/;

/** Parses a Content-Type header; undefined when it is missing or not `type/subtype`. */
export function parseContentType(header: string | undefined): MediaType | undefined {
  if (header === undefined) return undefined;
  const [essence = '', ...parameters] = header.split(';');
  const mime = essence.trim().toLowerCase();
  if (!TOKEN.test(mime)) return undefined;
  let charset: string | undefined;
  for (const parameter of parameters) {
    const [name = '', ...rest] = parameter.split('=');
    if (name.trim().toLowerCase() !== 'charset' || charset !== undefined) continue;
    const value = rest.join('=').trim().replace(/^"(.*)"$/, '$1');
    if (value !== '') charset = value;
  }
  return { mime, charset };
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** text/html or XHTML. */
export function isHtmlType(mime: string): boolean {
  return HTML_TYPES.has(mime);
}
/** application/x-pdf is what some older servers still send. */
const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf']);

export function isPdfType(mime: string): boolean {
  return PDF_TYPES.has(mime);
}

/** Any text/*, and XML however it is labelled (sitemaps are mostly served as application/xml). */
export function isTextType(mime: string): boolean {
  return mime.startsWith('text/') || mime === 'application/xml' || mime.endsWith('+xml');
}

/**
 * Judges the declared type before the body is read. `undefined` (no usable header) is
 * let through: for HTML the body is sniffed afterwards with `looksLikeHtml` (and `looksLikePdf`).
 */
export function checkDeclaredType(media: MediaType | undefined, expect: ExpectedContent): Outcome<void> {
  if (media === undefined) return succeed(undefined);
  if (expect === 'html' && !HTML_TYPES.has(media.mime)) {
    return fail('unsupported_content', `${media.mime} is not an HTML page`);
  }
  if (expect === 'page' && !HTML_TYPES.has(media.mime) && !PDF_TYPES.has(media.mime)) {
    return fail('unsupported_content', `${media.mime} is not an HTML page or a PDF`);
  }
  if (expect === 'text' && !isTextType(media.mime)) {
    return fail('unsupported_content', `${media.mime} is not a text document`);
  }
  if (expect === 'image' && !media.mime.startsWith('image/')) {
    return fail('unsupported_content', `${media.mime} is not an image`);
  }
  return succeed(undefined);
}

/** Sniffing for a body served without a Content-Type: only clear HTML starts count. */
export function looksLikeHtml(text: string): boolean {
  return /^(?:<!doctype html|<html)[\t\n\f\r />]/i.test(text.replace(/^\uFEFF/, '').trimStart().slice(0, 15));
}

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** A body that starts with "%PDF-" is a PDF (the WHATWG MIME Sniffing pattern for application/pdf). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return PDF_SIGNATURE.every((byte, i) => bytes[i] === byte);
}
