import { hasChildren, isTag } from 'domhandler';
import type { AnyNode, Document, Element } from 'domhandler';

/**
 * The elements the page views are built from, gathered in one document-order walk
 * so that meta, links, images, headings and JSON-LD do not each walk the tree.
 */
export interface ElementIndex {
  /** First `<title>` outside SVG. */
  readonly title: Element | undefined;
  readonly html: Element | undefined;
  readonly body: Element | undefined;
  /** First `<base>` with an `href`. */
  readonly base: Element | undefined;
  readonly metas: readonly Element[];
  /** `<link>` elements. */
  readonly links: readonly Element[];
  /** `<a>` elements with an `href`. */
  readonly anchors: readonly Element[];
  /** `<img>` elements outside `<noscript>` (its copies duplicate lazy-loaded images). */
  readonly images: readonly Element[];
  readonly headings: readonly Element[];
  readonly jsonLdScripts: readonly Element[];
  /** Whether any `<script>` would run (classic or module JavaScript, inline or not). */
  readonly runsScripts: boolean;
}

const IN_SVG = 1;
const IN_NOSCRIPT = 2;
const HEADING = /^h[1-6]$/;
const JSON_LD_TYPE = /^\s*application\/ld\+json\s*(;|$)/i;
/** The `type` values a browser runs as script (HTML's JavaScript MIME type essence match, and modules). */
const SCRIPT_TYPE = /^\s*(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/(?:jscript|livescript)|text\/javascript1\.[0-5])\s*(?:;.*)?$/i;

interface MutableIndex {
  title: Element | undefined;
  html: Element | undefined;
  body: Element | undefined;
  base: Element | undefined;
  metas: Element[];
  links: Element[];
  anchors: Element[];
  images: Element[];
  headings: Element[];
  jsonLdScripts: Element[];
  runsScripts: boolean;
}

function record(index: MutableIndex, el: Element, flags: number): void {
  const name = el.name;
  if (flags & IN_SVG) {
    if (name === 'a' && el.attribs['href'] !== undefined) index.anchors.push(el);
    return;
  }
  switch (name) {
    case 'meta': index.metas.push(el); return;
    case 'link': index.links.push(el); return;
    case 'a': if (el.attribs['href'] !== undefined) index.anchors.push(el); return;
    case 'img': if (!(flags & IN_NOSCRIPT)) index.images.push(el); return;
    case 'title': index.title ??= el; return;
    case 'html': index.html ??= el; return;
    case 'body': index.body ??= el; return;
    case 'base': if (el.attribs['href'] !== undefined) index.base ??= el; return;
    case 'script': {
      const type = el.attribs['type'] ?? '';
      if (JSON_LD_TYPE.test(type)) index.jsonLdScripts.push(el);
      else if (!(flags & IN_NOSCRIPT) && SCRIPT_TYPE.test(type)) index.runsScripts = true;
      return;
    }
    default: if (HEADING.test(name)) index.headings.push(el);
  }
}

function childFlags(el: Element, flags: number): number {
  if (el.name === 'svg') return flags | IN_SVG;
  if (el.name === 'noscript') return flags | IN_NOSCRIPT;
  return flags;
}

/** Walks `document` once (iteratively; `<template>` content is inert and skipped). */
export function indexElements(document: Document): ElementIndex {
  const index: MutableIndex = {
    title: undefined, html: undefined, body: undefined, base: undefined,
    metas: [], links: [], anchors: [], images: [], headings: [], jsonLdScripts: [], runsScripts: false,
  };
  const nodes: AnyNode[] = [document];
  const flagStack: number[] = [0];
  for (let node = nodes.pop(); node !== undefined; node = nodes.pop()) {
    let flags = flagStack.pop() ?? 0;
    if (isTag(node)) {
      if (node.name === 'template') continue;
      record(index, node, flags);
      flags = childFlags(node, flags);
    }
    if (!hasChildren(node)) continue;
    for (let i = node.children.length - 1; i >= 0; i--) {
      nodes.push(node.children[i]!);
      flagStack.push(flags);
    }
  }
  return index;
}
