import { isTag, isText } from 'domhandler';
import type { AnyNode, Element } from 'domhandler';
import { collapse, rawText } from './flow.js';

/**
 * Footnotes and in-page permalinks, found once over the content before it is rendered.
 *
 * A **footnote reference** is a link to an element of the content by its id (`#fn:1`), whose
 * text is a short label (at most 4 characters once brackets are taken off: `1`, `[2]`, `*`,
 * `iv`) and which says it is a note: inside a `<sup>`, or `role="doc-noteref"`, or a class
 * with `footnote`, `fnref`, `noteref` or `reference`. It renders as `[^label]`. The element it
 * points to is the note: a list item (or the list item it lies in) renders as
 * `[^label]: its text`. The links that lead back from a note to its reference (`↩`, `^`:
 * they point at a reference or its `<sup>`, or say `role="doc-backlink"`) are left out, and so
 * is a rule opening the notes' container.
 *
 * A **permalink** is an in-page link whose text is empty or a bare sign (¶ § # 🔗 ⚓): a
 * heading's "link to this section". It is left out.
 */

export interface Notes {
  /** Footnote references and their labels. */
  readonly refs: ReadonlyMap<Element, string>;
  /** Notes (list items) and the label of the reference that points at them. */
  readonly notes: ReadonlyMap<Element, string>;
  /** Back-links and permalinks: links left out. */
  readonly dropped: ReadonlySet<Element>;
}

export const NO_NOTES: Notes = { refs: new Map(), notes: new Map(), dropped: new Set() };

const NOTE_CLASS = /(?:^|[\s_-])(?:footnote|fnref|noteref|reference)/i;
const BACKLINK_CLASS = /(?:^|[\s_-])(?:backref|backlink|footnote-back)/i;
const LABEL = /^[[(]?([\p{L}\p{N}*†‡§]{1,4})[\])]?$/u;
const PERMALINK_TEXT = /^[\s¶§#🔗⚓\u{fe0e}\u{fe0f}]*$/u;

/** The id an in-page link points at (`#x`, or the page's own URL with `#x`). */
function fragmentTarget(el: Element, baseUrl: URL): string | undefined {
  const href = el.attribs['href']?.trim();
  if (href === undefined || !href.includes('#')) return undefined;
  if (href.startsWith('#')) return decode(href.slice(1));
  try {
    const url = new URL(href, baseUrl);
    const page = new URL(baseUrl.href);
    url.hash = '';
    page.hash = '';
    return url.href === page.href ? decode(href.slice(href.indexOf('#') + 1)) : undefined;
  } catch {
    return undefined;
  }
}

function decode(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

function hasImage(el: Element): boolean {
  const stack: AnyNode[] = [...el.children];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (isTag(node)) {
      if (node.name === 'img' || node.name === 'svg' || node.name === 'picture') return true;
      stack.push(...node.children);
    }
  }
  return false;
}

function saysNote(a: Element): boolean {
  const parent = a.parent;
  if (parent !== null && isTag(parent) && parent.name === 'sup') return true;
  if (a.children.some((c) => isTag(c) && c.name === 'sup')) return true;
  return a.attribs['role'] === 'doc-noteref' || NOTE_CLASS.test(a.attribs['class'] ?? '');
}

/** The list item `el` is or lies in, up to `root`. */
function listItem(el: Element): Element | undefined {
  for (let node: Element | null = el; node !== null; node = node.parent !== null && isTag(node.parent) ? node.parent : null) {
    if (node.name === 'li') return node;
  }
  return undefined;
}

export function findNotes(root: Element, baseUrl: URL): Notes {
  const ids = new Map<string, Element>();
  const links: Element[] = [];
  const stack: AnyNode[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!isTag(node)) continue;
    const id = node.attribs['id'];
    if (id !== undefined && !ids.has(id)) ids.set(id, node);
    if (node.name === 'a') links.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  if (links.length === 0) return NO_NOTES;
  const refs = new Map<Element, string>();
  const notes = new Map<Element, string>();
  const dropped = new Set<Element>();
  const anchors = new Set<Element>();
  for (const a of links) {
    const target = fragmentTarget(a, baseUrl);
    if (target === undefined) continue;
    const text = collapse(rawText(a)).trim();
    if (PERMALINK_TEXT.test(text) && !hasImage(a)) {
      dropped.add(a);
      continue;
    }
    const label = LABEL.exec(text)?.[1];
    const note = ids.get(target);
    const item = note === undefined ? undefined : listItem(note);
    if (label === undefined || item === undefined || !saysNote(a) || listItem(a) === item) continue;
    refs.set(a, label);
    if (!notes.has(item)) notes.set(item, label);
    anchors.add(a);
    const sup = a.parent;
    if (sup !== null && isTag(sup) && sup.name === 'sup') anchors.add(sup);
  }
  // Back-links: from a note to its reference (or marked as one).
  for (const a of links) {
    if (refs.has(a) || dropped.has(a)) continue;
    const target = fragmentTarget(a, baseUrl);
    const pointsBack = target !== undefined && [...anchors].some((el) => el.attribs['id'] === target);
    if (pointsBack || a.attribs['role'] === 'doc-backlink' || BACKLINK_CLASS.test(a.attribs['class'] ?? '')) dropped.add(a);
  }
  return { refs, notes, dropped };
}

/** A `<hr>` first in the notes' container (`class="footnotes"`, `role="doc-endnotes"`). */
export function isNotesRule(el: Element): boolean {
  if (el.name !== 'hr') return false;
  const parent = el.parent;
  if (parent === null || !isTag(parent)) return false;
  const first = parent.children.find((c) => isTag(c) || (isText(c) && c.data.trim() !== ''));
  return first === el && (parent.attribs['role'] === 'doc-endnotes' || /(?:^|[\s_-])(?:footnotes|endnotes)\b/i.test(parent.attribs['class'] ?? ''));
}
