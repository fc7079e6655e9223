import { isAscii, isUtf8 } from 'node:buffer';
import chardet from 'chardet';
import { prescanMetaCharset } from './meta-prescan.js';

export type CharsetSource = 'header' | 'bom' | 'meta' | 'detected' | 'default';

export interface CharsetChoice {
  /** WHATWG encoding name, as TextDecoder reports it (e.g. `shift_jis`, `windows-1252`). */
  readonly name: string;
  readonly source: CharsetSource;
}

/** How far into the body `<meta charset>` is looked for (WHATWG says 1024; pages overrun it). */
const PRESCAN_BYTES = 4096;
const DETECTION_SAMPLE_BYTES = 64 * 1024;

/**
 * Resolves a charset label through the WHATWG label table, which Node's TextDecoder
 * (full ICU) implements: `latin1`/`iso-8859-1` → windows-1252, `x-sjis` → shift_jis,
 * `gb2312` → gbk. Unknown or unsupported labels (x-user-defined, the replacement
 * labels) give undefined so the caller falls through to the next source.
 */
export function resolveCharsetLabel(label: string): string | undefined {
  const trimmed = label.trim();
  if (trimmed === '') return undefined;
  try {
    return new TextDecoder(trimmed).encoding;
  } catch {
    return undefined;
  }
}

/**
 * Picks the body's encoding: BOM, then the Content-Type charset, then `<meta>`, then
 * detection, then a default. The BOM comes first because browsers let it override the
 * header (WHATWG "decode" sniffs the BOM before anything else), so a page that looks
 * right in a browser decodes the same way here.
 */
export function chooseCharset(bytes: Uint8Array, headerCharset: string | undefined): CharsetChoice {
  const bom = charsetFromBom(bytes);
  if (bom) return { name: bom, source: 'bom' };
  const fromHeader = headerCharset === undefined ? undefined : resolveCharsetLabel(headerCharset);
  if (fromHeader) return { name: fromHeader, source: 'header' };
  const fromMeta = charsetFromMeta(bytes);
  if (fromMeta) return { name: fromMeta, source: 'meta' };
  return detectCharset(bytes);
}

export function decodeText(bytes: Uint8Array, charset: { readonly name: string; readonly source?: CharsetSource }): string {
  if (charset.name === 'windows-1252') return decodeWindows1252(bytes);
  return new TextDecoder(charset.name).decode(bytes);
}

/**
 * WHATWG index-windows-1252 for bytes 0x80–0x9F (the rest equals Latin-1). Node 20's
 * TextDecoder('windows-1252') takes a Latin-1 fast path and returns C1 controls there
 * (€ ’ œ “ ” become U+0080…), so this one encoding is decoded here.
 */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return latin1.replace(/[\x80-\x9f]/g, (char) => String.fromCharCode(WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] ?? 0xfffd));
}

function charsetFromBom(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

function charsetFromMeta(bytes: Uint8Array): string | undefined {
  const label = prescanMetaCharset(bytes.subarray(0, PRESCAN_BYTES), (candidate) => !!resolveCharsetLabel(candidate));
  const name = label === undefined ? undefined : resolveCharsetLabel(label);
  // A document whose <meta> could be read byte-wise is ASCII-compatible, so it cannot
  // really be UTF-16; WHATWG says to take UTF-8 instead.
  if (name === 'utf-16le' || name === 'utf-16be') return 'utf-8';
  return name;
}

/**
 * No declaration: pure ASCII is reported as the UTF-8 default; valid UTF-8 is taken as
 * UTF-8 (that check is far more reliable than statistics on short texts); otherwise
 * chardet's best supported guess; otherwise windows-1252, the web's legacy default.
 */
function detectCharset(bytes: Uint8Array): CharsetChoice {
  if (isAscii(bytes)) return { name: 'utf-8', source: 'default' };
  if (isUtf8(bytes)) return { name: 'utf-8', source: 'detected' };
  for (const match of chardet.analyse(bytes.subarray(0, DETECTION_SAMPLE_BYTES))) {
    // chardet lists "ASCII" with confidence 0 as a last resort; that is no detection.
    if (match.confidence <= 0 || match.name === 'ASCII') continue;
    const name = resolveCharsetLabel(match.name);
    if (name && name !== 'utf-8' && !name.startsWith('utf-16')) return { name, source: 'detected' };
  }
  return { name: 'windows-1252', source: 'default' };
}
