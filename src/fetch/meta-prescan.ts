/**
 * The WHATWG "prescan a byte stream to determine its encoding" algorithm
 * (https://html.spec.whatwg.org/multipage/parsing.html#prescan-a-byte-stream-to-determine-its-encoding),
 * slightly simplified: it returns the raw charset label of the first usable
 * `<meta charset>` or `<meta http-equiv="content-type" content="...charset=...">`.
 * The caller resolves the label; an unknown one makes the scan continue.
 */
export function prescanMetaCharset(bytes: Uint8Array, isKnownLabel: (label: string) => boolean): string | undefined {
  // latin1 maps each byte to one char, so string indexes are byte offsets.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let position = 0;
  while (position < text.length) {
    if (text.startsWith('<!--', position)) {
      const end = text.indexOf('-->', position + 2);
      position = end === -1 ? text.length : end + 3;
    } else if (/^<meta[\t\n\f\r /]/i.test(text.slice(position, position + 6))) {
      const found = readMeta(text, position + 5);
      if (found.charset !== undefined && isKnownLabel(found.charset)) return found.charset;
      position = found.end;
    } else if (/^<\/?[a-z]/i.test(text.slice(position, position + 3))) {
      position = skipTag(text, position);
    } else if (/^<[!/?]/.test(text.slice(position, position + 2))) {
      const end = text.indexOf('>', position);
      position = end === -1 ? text.length : end + 1;
    } else {
      position += 1;
    }
  }
  return undefined;
}

interface Attribute {
  name: string;
  value: string;
  end: number;
}

function readMeta(text: string, start: number): { charset: string | undefined; end: number } {
  const seen = new Set<string>();
  let gotPragma = false;
  let needPragma: boolean | undefined;
  let charset: string | undefined;
  let position = start;
  for (let attribute = readAttribute(text, position); attribute; attribute = readAttribute(text, position)) {
    position = attribute.end;
    if (seen.has(attribute.name)) continue;
    seen.add(attribute.name);
    if (attribute.name === 'http-equiv' && attribute.value.toLowerCase() === 'content-type') gotPragma = true;
    else if (attribute.name === 'content' && charset === undefined) {
      const fromContent = charsetFromContent(attribute.value);
      if (fromContent !== undefined) [charset, needPragma] = [fromContent, true];
    } else if (attribute.name === 'charset') [charset, needPragma] = [attribute.value, false];
  }
  const end = text.indexOf('>', position);
  const usable = needPragma !== undefined && (!needPragma || gotPragma);
  return { charset: usable ? charset : undefined, end: end === -1 ? text.length : end + 1 };
}

function skipTag(text: string, start: number): number {
  let position = start + 1;
  while (position < text.length && !/[\t\n\f\r >]/.test(text.charAt(position))) position += 1;
  for (let attribute = readAttribute(text, position); attribute; attribute = readAttribute(text, position)) {
    position = attribute.end;
  }
  const end = text.indexOf('>', position);
  return end === -1 ? text.length : end + 1;
}

const SPACE = /[\t\n\f\r ]/;

/** The spec's "get an attribute": undefined at `>` or the end of the input. */
function readAttribute(text: string, start: number): Attribute | undefined {
  let position = start;
  while (position < text.length && /[\t\n\f\r /]/.test(text.charAt(position))) position += 1;
  if (position >= text.length || text.charAt(position) === '>') return undefined;
  let name = '';
  while (position < text.length) {
    const char = text.charAt(position);
    if (char === '=' && name !== '') break;
    if (SPACE.test(char)) {
      while (SPACE.test(text.charAt(position))) position += 1;
      if (text.charAt(position) !== '=') return { name, value: '', end: position };
      break;
    }
    if (char === '/' || char === '>') return { name, value: '', end: position };
    name += char.toLowerCase();
    position += 1;
  }
  if (position >= text.length) return undefined;
  position += 1; // past '='
  while (SPACE.test(text.charAt(position))) position += 1;
  const quote = text.charAt(position);
  if (quote === '"' || quote === "'") {
    const close = text.indexOf(quote, position + 1);
    if (close === -1) return undefined;
    return { name, value: text.slice(position + 1, close), end: close + 1 };
  }
  let value = '';
  while (position < text.length && !SPACE.test(text.charAt(position)) && text.charAt(position) !== '>') {
    value += text.charAt(position).toLowerCase();
    position += 1;
  }
  return { name, value, end: position };
}

/** The spec's "extract a character encoding from a meta element" on a content value. */
export function charsetFromContent(content: string): string | undefined {
  const match = /charset[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"|'([^']*)'|([^\t\n\f\r ;"']+))/i.exec(content);
  if (!match) return undefined;
  const value = match[1] ?? match[2] ?? match[3];
  return value === undefined || value === '' ? undefined : value;
}
