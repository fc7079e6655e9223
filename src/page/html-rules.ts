/**
 * htmlparser2's tree-construction tables (Parser.js, v10), copied so that the bounded
 * tree builder gives ordinary pages exactly the tree `parseDocument` gives them.
 */

const formTags = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']);
const pTag = new Set(['p']);
const tableSectionTags = new Set(['thead', 'tbody']);
const ddtTags = new Set(['dd', 'dt']);
const rtpTags = new Set(['rt', 'rp']);

/** Opening the key closes the current element while its name is in the value set. */
export const OPEN_IMPLIES_CLOSE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['li', new Set(['li'])],
  ['p', pTag], ['h1', pTag], ['h2', pTag], ['h3', pTag], ['h4', pTag], ['h5', pTag], ['h6', pTag],
  ['select', formTags], ['input', formTags], ['output', formTags], ['button', formTags],
  ['datalist', formTags], ['textarea', formTags],
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['dd', ddtTags], ['dt', ddtTags],
  ...['address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset', 'figcaption',
    'figure', 'footer', 'form', 'header', 'hr', 'main', 'nav', 'ol', 'pre', 'section', 'table', 'ul']
    .map((name): [string, ReadonlySet<string>] => [name, pTag]),
  ['rt', rtpTags], ['rp', rtpTags],
  ['tbody', tableSectionTags], ['tfoot', tableSectionTags],
]);

export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input',
  'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr',
]);

/** Inside these, `<x/>` closes itself. */
export const FOREIGN_CONTEXT_ELEMENTS: ReadonlySet<string> = new Set(['math', 'svg']);

/** Inside these (within SVG or MathML), HTML rules apply again. */
export const HTML_INTEGRATION_ELEMENTS: ReadonlySet<string> = new Set([
  'mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml', 'foreignobject', 'desc', 'title',
]);
