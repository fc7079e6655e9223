import { hasChildren, isTag } from 'domhandler';
import type { Element } from 'domhandler';
import { elementValue, absolute } from './element-values.js';
import { isSchemaVocab, PropertyBag, schemaTerm, tokens, typeHead, type StructuredItem } from './terms.js';

/** Items nest at most this deep. */
const MAX_DEPTH = 16;

/** A term of RDFa Lite: prefixed (`schema:name`) or an IRI as schema.org's bare term; a bare term in another vocabulary as its IRI. */
function rdfaTerm(term: string, vocab: string | undefined): string {
  if (/^[a-z][\w+.-]*:/i.test(term)) return schemaTerm(term);
  return isSchemaVocab(vocab) ? term : `${vocab}${term}`;
}

/** The `vocab` in force at `el`: its own, else its nearest ancestor's. */
export function vocabAt(el: Element): string | undefined {
  for (let node: Element | null = el; node !== null; node = node.parent && isTag(node.parent) ? node.parent : null) {
    const vocab = node.attribs['vocab'];
    if (vocab !== undefined) return vocab.trim();
  }
  return undefined;
}

/**
 * One RDFa Lite item (a `typeof` element) as a JSON-LD object: `typeof` as `@type`,
 * `resource` as `@id`, and each `property` below it (one with a `typeof` of its own is a
 * nested item; a `typeof` without `property` is an item of its own, not this one's).
 */
export function rdfaItem(element: Element, baseUrl: URL, vocab = vocabAt(element), depth = 0): StructuredItem {
  const types = tokens(element.attribs['typeof']).map((t) => rdfaTerm(t, vocab));
  const bag = new PropertyBag();
  const pending: { el: Element; vocab: string | undefined }[] = [];
  const push = (parent: Element, inherited: string | undefined) => {
    if (!hasChildren(parent)) return;
    for (let i = parent.children.length - 1; i >= 0; i--) {
      const child = parent.children[i]!;
      if (isTag(child) && child.name !== 'template') pending.push({ el: child, vocab: child.attribs['vocab']?.trim() ?? inherited });
    }
  };
  push(element, vocab);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { el, vocab: at } = next;
    const names = tokens(el.attribs['property']).map((t) => rdfaTerm(t, at));
    const typed = el.attribs['typeof'] !== undefined;
    if (names.length === 0) {
      if (!typed) push(el, at);
      continue;
    }
    if (typed && depth + 1 >= MAX_DEPTH) continue;
    const value = typed ? rdfaItem(el, baseUrl, at, depth + 1) : elementValue(el, baseUrl, true);
    for (const name of names) bag.add(name, value);
  }
  const id = element.attribs['resource'] ?? element.attribs['about'];
  return bag.toItem(typeHead(types, id === undefined ? undefined : absolute(id, baseUrl)));
}
