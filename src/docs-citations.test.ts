/**
 * Comments cite the repository's own reference pages in one form, a path from the repository
 * root and a heading anchor: `(docs/reference/<page>.md#<anchor>)`. This test finds every such
 * citation in the code, scripts and pages and checks that the page exists and has a heading whose
 * GitHub anchor is the one cited; and that nothing still cites the outside documents the
 * reference pages restate (they are not in the repository, so a reader cannot follow them).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SELF_PATH = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SELF_PATH), '..');
const SCANNED_DIRS = ['src', 'test', 'bench', 'scripts', 'web', 'clients'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const SCANNED_FILE = /\.(?:ts|mjs|js|html|css)$/;
const SELF = path.relative(ROOT, SELF_PATH);

/** A citation: a Markdown file under docs/ and an anchor. */
const CITATION = /\bdocs\/([\w./-]+\.md)#([\w-]*)/g;
/** A reference page named without an anchor: not the uniform form. */
const REFERENCE_WITHOUT_ANCHOR = /\bdocs\/reference\/[\w./-]+\.md(?!#)/g;
/** The outside documents' names, as comments used to cite them. */
const OUTSIDE_NAME_IN_COMMENT = /\b(?:SPEC|CONTRACT|DESIGN)\b/;
/** Citations of the outside documents anywhere in a file, code included. */
const OUTSIDE_CITATION = /\b(?:SPEC|CONTRACT)\s*§|\b(?:SPEC|CONTRACT|DESIGN)\.md\b|\bDESIGN habit\b/g;

interface SourceFile {
  readonly file: string;
  readonly text: string;
}

function listFiles(dir: string, accept: RegExp, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, accept, out);
    else if (accept.test(entry.name)) out.push(full);
  }
  return out;
}

function scannedFiles(): SourceFile[] {
  return SCANNED_DIRS.flatMap((dir) => listFiles(path.join(ROOT, dir), SCANNED_FILE))
    .map((full) => ({ file: path.relative(ROOT, full), text: fs.readFileSync(full, 'utf8') }));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** GitHub's heading anchor: lower case, punctuation dropped, each space a hyphen. */
function slugOf(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown page's headings, repeats numbered as GitHub numbers them. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark !== undefined) {
      if (fence === undefined) fence = fenceMark[0];
      else if (fenceMark[0] === fence) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const anchorCache = new Map<string, Set<string> | undefined>();
function anchorsOfFile(repoPath: string): Set<string> | undefined {
  if (!anchorCache.has(repoPath)) {
    const full = path.join(ROOT, repoPath);
    anchorCache.set(repoPath, fs.existsSync(full) ? anchorsOf(fs.readFileSync(full, 'utf8')) : undefined);
  }
  return anchorCache.get(repoPath);
}

/** What is wrong with a citation of `page#anchor` (paths from the repository root), or undefined. */
function problemOf(page: string, anchor: string): string | undefined {
  const anchors = anchorsOfFile(page);
  if (anchors === undefined) return 'no such page';
  if (!anchors.has(anchor)) return 'no such heading';
  return undefined;
}

interface Citation {
  readonly at: string;
  readonly page: string;
  readonly anchor: string;
}

function citationsIn(source: SourceFile): Citation[] {
  return [...source.text.matchAll(CITATION)].map((match) => ({
    at: `${source.file}:${lineOf(source.text, match.index)}`,
    page: `docs/${match[1]}`,
    anchor: match[2] ?? '',
  }));
}

/** The comments of a file, with the line each starts on. */
function commentsOf(source: SourceFile): { line: number; text: string }[] {
  const { file, text } = source;
  if (file.endsWith('.html')) return [...text.matchAll(/<!--[\s\S]*?-->/g)].map((m) => ({ line: lineOf(text, m.index), text: m[0] }));
  if (file.endsWith('.css')) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ line: lineOf(text, m.index), text: m[0] }));
  const kind = file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, { line: number; text: string }>();
  const visit = (node: ts.Node): void => {
    const ranges = [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])];
    for (const range of ranges) found.set(range.pos, { line: lineOf(text, range.pos), text: text.slice(range.pos, range.end) });
    for (const child of node.getChildren(tree)) visit(child);
  };
  visit(tree);
  return [...found.values()];
}

describe('citations of the reference pages', () => {
  const sources = scannedFiles();
  const citations = sources.filter((s) => s.file !== SELF).flatMap(citationsIn);

  it('are found (the pattern still matches the form the comments use)', () => {
    expect(citations.length).toBeGreaterThan(20);
  });

  it('name a page that exists and a heading it has', () => {
    const broken = citations.flatMap(({ at, page, anchor }) => {
      const problem = problemOf(page, anchor);
      return problem === undefined ? [] : [`${at}: ${page}#${anchor}: ${problem}`];
    });
    expect(broken).toEqual([]);
  });

  it('always carry an anchor when they name a reference page', () => {
    const bare = sources.filter((s) => s.file !== SELF).flatMap((s) =>
      [...s.text.matchAll(REFERENCE_WITHOUT_ANCHOR)].map((m) => `${s.file}:${lineOf(s.text, m.index)}: ${m[0]}`));
    expect(bare).toEqual([]);
  });

  it('fail on a page or heading that is not there', () => {
    expect(problemOf('docs/reference/api.md', 'batch')).toBeUndefined();
    expect(problemOf('docs/reference/api.md', 'no-such-heading')).toBe('no such heading');
    expect(problemOf('docs/reference/no-such-page.md', 'batch')).toBe('no such page');
  });
});

describe('the outside documents', () => {
  const sources = scannedFiles().filter((s) => s.file !== SELF);

  it('are not cited in any comment', () => {
    const cited = sources
      .filter((s) => OUTSIDE_NAME_IN_COMMENT.test(s.text))
      .flatMap((s) => commentsOf(s)
        .filter((c) => OUTSIDE_NAME_IN_COMMENT.test(c.text))
        .map((c) => `${s.file}:${c.line}: ${c.text.split('\n').find((l) => OUTSIDE_NAME_IN_COMMENT.test(l))?.trim()}`));
    expect(cited).toEqual([]);
  });

  it('are not cited anywhere else, code and test titles included', () => {
    const cited = sources.flatMap((s) => [...s.text.matchAll(OUTSIDE_CITATION)]
      .map((m) => `${s.file}:${lineOf(s.text, m.index)}: ${(s.text.split('\n')[lineOf(s.text, m.index) - 1] ?? '').trim()}`));
    expect(cited).toEqual([]);
  });
});

describe('the reference pages', () => {
  const pages = ['docs/README.md', ...listFiles(path.join(ROOT, 'docs/reference'), /\.md$/).map((full) => path.relative(ROOT, full))];

  it('link to pages and headings that exist', () => {
    const broken = pages.flatMap((page) => {
      const text = fs.readFileSync(path.join(ROOT, page), 'utf8');
      return [...text.matchAll(/\]\(([^)\s]+?\.md)?(?:#([\w-]+))?\)/g)].flatMap((m) => {
        const target = m[1] === undefined ? page : path.posix.normalize(path.posix.join(path.posix.dirname(page), m[1]));
        if (/^[a-z]+:/.test(m[1] ?? '') || (m[1] === undefined && m[2] === undefined)) return [];
        const anchors = anchorsOfFile(target);
        if (anchors === undefined) return [`${page}: ${m[0]}: no such page`];
        if (m[2] !== undefined && !anchors.has(m[2])) return [`${page}: ${m[0]}: no such heading`];
        return [];
      });
    });
    expect(broken).toEqual([]);
  });

  it('are all listed in docs/README.md', () => {
    const index = fs.readFileSync(path.join(ROOT, 'docs/README.md'), 'utf8');
    const unlisted = pages.filter((p) => p.startsWith('docs/reference/') && !index.includes(`(${path.posix.relative('docs', p)})`));
    expect(unlisted).toEqual([]);
  });

  it('take anchors as GitHub makes them', () => {
    expect(slugOf('Sign-up and mail settings')).toBe('sign-up-and-mail-settings');
    expect(slugOf('GET /preview')).toBe('get-preview');
    expect(slugOf('Keys, scopes & quotas')).toBe('keys-scopes--quotas');
    expect(slugOf('A thin, schema-first HTTP layer')).toBe('a-thin-schema-first-http-layer');
    expect(slugOf('`includeCss` and [links](x.md)')).toBe('includecss-and-links');
  });
});
