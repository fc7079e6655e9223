import { readdirSync, readFileSync } from 'node:fs';
import { getOuterHTML } from 'domutils';
import { hasChildren, isTag } from 'domhandler';
import type { AnyNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { nestedTags, tinyParagraphs, unclosedSpansWithStrayCloses, unclosedTags } from '../../test/hostile-pages.js';
import { MAX_TREE_DEPTH, NODE_BUDGET, parseBoundedDocument, parseBoundedHead } from './bounded-parse.js';
import { parsePage, parsePageWithin } from './page.js';

const PAGES_DIR = new URL('../../fixtures/pages/', import.meta.url);

/** Every node with its depth, type, name, attributes and data, and whether its links agree. */
function describeTree(root: AnyNode): string[] {
  const lines: string[] = [];
  const stack: [AnyNode, number][] = [[root, 0]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [node, depth] = item;
    const data = 'data' in node ? String(node.data) : '';
    const element = isTag(node) ? `${node.name} ${JSON.stringify(node.attribs)}` : '';
    lines.push(`${depth} ${node.type} ${element} ${data}`);
    if (!hasChildren(node)) continue;
    node.children.forEach((child, i) => {
      const linked = child.parent === node && child.prev === (node.children[i - 1] ?? null) && child.next === (node.children[i + 1] ?? null);
      if (!linked) lines.push('badly linked');
    });
    for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i]!, depth + 1]);
  }
  return lines;
}

function maxElementDepth(root: AnyNode): number {
  let max = 0;
  const stack: [AnyNode, number][] = [[root, 0]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [node, depth] = item;
    if (isTag(node)) max = Math.max(max, depth);
    if (hasChildren(node)) for (const child of node.children) stack.push([child, depth + 1]);
  }
  return max;
}

const TRICKY = [
  '<p>one<p>two<div>three</p>four</div></br><br/><img src=a></img></p>',
  '<svg><path d="M0"/><circle/><foreignObject><div/>text</foreignObject><g/></svg><div/>after',
  '<math><mi/><mo>+</mo></math><table><tr><td>a<td>b<tr><th>c</table>',
  '<select><option>a<option>b<optgroup><option>c</select><ul><li>x<li>y</ul><dl><dt>t<dd>d</dl>',
  '<!doctype html><?xml version="1.0"?><!-- c1 --><!-- c2 --><![CDATA[x]]><title>A &amp; B</title>',
  '<div CLASS="x" class="y" data-a=\'1\' data-b=2 hidden>&lt;&#169;&copy;&nbsp;&unknown;</div>',
  '<script>if (a < b) { x = "</div>"; }</script><style>p > a {}</style><textarea><b>raw</b></textarea>',
  '<ruby>漢<rt>かん<rp>(</ruby><h1>a<h2>b</h1>c</h2><body><head><link rel=x><script></script><body>',
  '<div><span>unclosed <b>bold <i>both</div> after</span></b></i>',
  '<a href="x">one <a href="y">nested</a></a><form><input><button>b</button></form>',
  '<div>EOF inside a tag <div class="unterminated',
  '<div>EOF inside a comment <!-- never ends',
  '',
];

describe('parseBoundedDocument: the same tree as htmlparser2 on ordinary markup', () => {
  it.each(TRICKY)('%s', (html) => {
    expect(describeTree(parseBoundedDocument(html).document)).toEqual(describeTree(parseDocument(html, { decodeEntities: true })));
  });

  it('every fixture page', () => {
    const files = readdirSync(PAGES_DIR).filter((name) => name.endsWith('.html'));
    expect(files.length).toBeGreaterThan(5);
    for (const name of files) {
      const html = readFileSync(new URL(name, PAGES_DIR), 'utf8');
      const bounded = parseBoundedDocument(html);
      expect(getOuterHTML(bounded.document), name).toBe(getOuterHTML(parseDocument(html, { decodeEntities: true })));
      expect(bounded.limits).toMatchObject({ depthCapped: false, nodeBudgetExceeded: false });
    }
  });
});

describe('depth cap', () => {
  it(`elements opened below depth ${MAX_TREE_DEPTH} are attached at it`, () => {
    const { document, limits } = parseBoundedDocument(nestedTags(5_000));
    expect(limits).toMatchObject({ depthCapped: true, nodeBudgetExceeded: false });
    // html > body > 510 nested divs; the other 4,490 divs are siblings at depth 512.
    expect(maxElementDepth(document)).toBe(MAX_TREE_DEPTH);
    expect(document.children.length).toBe(2);
  });

  it('close tags still match capped elements: what follows them nests where it did', () => {
    const html = `${'<div>'.repeat(600)}<span>deep</span>${'</div>'.repeat(600)}<p id="after">after</p>`;
    const { document } = parseBoundedDocument(html);
    const after = document.children.at(-1);
    expect(isTag(after!) && after.attribs['id']).toBe('after');
  });

  it('text below the cap stays in document order', () => {
    const page = parsePage(`<body>${'<div>a '.repeat(2_000)}</body>`, 'https://example.com/');
    expect(page.visibleText.split('\n').length).toBe(2_000);
    expect(page.wordCount).toBe(2_000);
  });

  it('a small cap for tests', () => {
    const { document } = parseBoundedDocument('<div><div><div><div>x</div></div></div></div>', { maxDepth: 2, nodeBudget: 100 });
    expect(getOuterHTML(document)).toBe('<div><div></div><div></div><div>x</div></div>');
  });
});

describe('parseBoundedHead', () => {
  it('stops at the <body> tag, and finishes into the document a whole parse gives (every fixture page)', () => {
    const files = readdirSync(PAGES_DIR).filter((name) => name.endsWith('.html'));
    for (const name of files) {
      const html = readFileSync(new URL(name, PAGES_DIR), 'utf8');
      const head = parseBoundedHead(html);
      if (head.bodyStart !== undefined) {
        expect(html.slice(head.bodyStart, head.bodyStart + 5).toLowerCase(), name).toBe('<body');
        expect(getOuterHTML(head.document), name).toMatch(/<body[^>]*><\/body><\/html>$/);
      }
      const finished = head.finish();
      expect(getOuterHTML(finished.document), name).toBe(getOuterHTML(parseBoundedDocument(html).document));
      expect(finished.limits, name).toEqual(parseBoundedDocument(html).limits);
    }
  });

  it('does not stop at a "<body>" in a comment, script or title', () => {
    const html = '<head><title>a <body> b</title><!-- <body> --><script>"<body>"</script></head><body class=x><p>y</p></body>';
    const head = parseBoundedHead(html);
    expect(head.bodyStart).toBe(html.indexOf('<body class'));
    expect(getOuterHTML(head.finish().document)).toBe(getOuterHTML(parseBoundedDocument(html).document));
  });

  it('a page without <body> is parsed whole at once', () => {
    const head = parseBoundedHead('<p>x</p><p>y</p>');
    expect(head.bodyStart).toBeUndefined();
    expect(getOuterHTML(head.document)).toBe('<p>x</p><p>y</p>');
  });
});

describe('node budget', () => {
  it('stops building past the budget and says so', () => {
    const { document, limits } = parseBoundedDocument('<p>x</p>'.repeat(100), { maxDepth: 512, nodeBudget: 50 });
    expect(limits).toEqual({ depthCapped: false, nodeBudgetExceeded: true, nodes: 50 });
    expect(document.children.length).toBe(25);
  });

  it('a page just under the budget is whole', () => {
    const { limits } = parseBoundedDocument('<p>x</p>'.repeat(25), { maxDepth: 512, nodeBudget: 50 });
    expect(limits).toEqual({ depthCapped: false, nodeBudgetExceeded: false, nodes: 50 });
  });

  it('parsePageWithin fails page_too_complex past the default budget; parsePage keeps the first part', () => {
    const html = tinyParagraphs(NODE_BUDGET / 2 + 1);
    const outcome = parsePageWithin(html, 'https://example.com/');
    expect(outcome).toEqual({ ok: false, failure: { code: 'page_too_complex', detail: expect.stringContaining('300,000 nodes') } });
    expect(parsePage(html, 'https://example.com/').limits.nodeBudgetExceeded).toBe(true);
  });

  it('parsePageWithin passes a deep page (depth capping is normal)', () => {
    const outcome = parsePageWithin(nestedTags(20_000), 'https://example.com/');
    expect(outcome.ok && outcome.value.limits).toMatchObject({ depthCapped: true, nodeBudgetExceeded: false });
  });
});

describe('linear time', () => {
  /** Median of three parse times of `html`, in ms. */
  function parseMs(html: string): number {
    const times = [0, 1, 2].map(() => {
      const start = performance.now();
      parseBoundedDocument(html);
      return performance.now() - start;
    });
    return times.sort((a, b) => a - b)[1]!;
  }

  // htmlparser2's own tree builder slows down sharply with deep nesting; ours must not.
  it.each([
    ['nesting', nestedTags],
    ['unclosed tags', unclosedTags],
    ['stray close tags', unclosedSpansWithStrayCloses],
  ])('%s: about the time of a flat page of as many bytes', (_, build) => {
    const html = build(80_000);
    const flat = tinyParagraphs(Math.round(html.length / 8));
    expect(parseMs(html)).toBeLessThan(Math.max(parseMs(flat), 20) * 8);
  });
});
