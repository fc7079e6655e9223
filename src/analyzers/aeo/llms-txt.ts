/**
 * /llms.txt as proposed at llmstxt.org: an H1 with the site's name (the only required
 * part), an optional "> summary" blockquote, free text, then H2 sections holding
 * Markdown link lists ("- [name](url): notes").
 */

export interface LlmsTxt {
  /** True when nothing breaks the format: an H1 title first, one H1 only, not HTML. */
  readonly valid: boolean;
  readonly title: string | null;
  readonly summary: string | null;
  /** H2 sections. */
  readonly sections: number;
  /** Markdown links in list items. */
  readonly links: number;
  /** Everything found wrong, errors (which make it invalid) first. */
  readonly issues: string[];
}

const H1 = /^#\s+(.+?)\s*#*\s*$/;
const H2 = /^##\s+(.+?)\s*#*\s*$/;
const LIST_ITEM = /^\s*[-*+]\s+(.*)$/;
const LINK_ITEM = /^\[[^\]]+\]\([^)\s]+\)/;
const BLOCKQUOTE = /^>\s?(.*)$/;

interface Section { readonly name: string; links: number; plainItems: number }

interface Scan {
  title: string | null;
  summary: string | null;
  h1Count: number;
  firstLineIsH1: boolean;
  links: number;
  sections: Section[];
}

function scanLines(lines: readonly string[]): Scan {
  const scan: Scan = { title: null, summary: null, h1Count: 0, firstLineIsH1: false, links: 0, sections: [] };
  const content = lines.filter((l) => l.trim() !== '');
  scan.firstLineIsH1 = H1.test(content[0]?.trim() ?? '');
  for (const raw of content) {
    const line = raw.trim();
    const h1 = H1.exec(line);
    const h2 = H2.exec(line);
    const quote = BLOCKQUOTE.exec(line);
    const item = LIST_ITEM.exec(raw);
    if (h1 !== null) {
      scan.h1Count++;
      scan.title ??= h1[1]!;
    } else if (h2 !== null) {
      scan.sections.push({ name: h2[1]!, links: 0, plainItems: 0 });
    } else if (quote !== null && scan.summary === null && scan.sections.length === 0) {
      scan.summary = quote[1]!.trim();
    } else if (item !== null) {
      const section = scan.sections[scan.sections.length - 1];
      const isLink = LINK_ITEM.test(item[1]!.trim());
      if (isLink) scan.links++;
      if (section !== undefined) isLink ? section.links++ : section.plainItems++;
    }
  }
  return scan;
}

function errorsOf(text: string, scan: Scan): string[] {
  if (text.trim() === '') return ['the file is empty'];
  if (/^\s*<(?:!doctype|html|head|body)\b/i.test(text)) return ['the file is an HTML page, not Markdown'];
  const errors: string[] = [];
  if (scan.h1Count === 0) errors.push('no H1 title ("# Site name")');
  else if (!scan.firstLineIsH1) errors.push('the H1 title is not the first line');
  if (scan.h1Count > 1) errors.push(`${scan.h1Count} H1 headings; the format has exactly one`);
  return errors;
}

function warningsOf(scan: Scan): string[] {
  const warnings: string[] = [];
  if (scan.summary === null) warnings.push('no "> summary" blockquote after the title');
  for (const section of scan.sections) {
    if (section.links === 0) warnings.push(`section "${section.name}" lists no links`);
    if (section.plainItems > 0) warnings.push(`section "${section.name}" has ${section.plainItems} list item(s) that are not Markdown links`);
  }
  return warnings;
}

export function parseLlmsTxt(text: string): LlmsTxt {
  const scan = scanLines(text.split(/\r\n|\r|\n/));
  const errors = errorsOf(text, scan);
  const broken = errors.length > 0 && (text.trim() === '' || errors[0]!.startsWith('the file is an HTML'));
  return {
    valid: errors.length === 0,
    title: broken ? null : scan.title,
    summary: broken ? null : scan.summary,
    sections: broken ? 0 : scan.sections.length,
    links: broken ? 0 : scan.links,
    issues: broken ? errors : [...errors, ...warningsOf(scan)],
  };
}
