import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { Comment, Document, Element, ProcessingInstruction, Text } from 'domhandler';
import type { ChildNode, ParentNode } from 'domhandler';
import {
  FOREIGN_CONTEXT_ELEMENTS, HTML_INTEGRATION_ELEMENTS, OPEN_IMPLIES_CLOSE, VOID_ELEMENTS,
} from './html-rules.js';

/**
 * Deepest element nesting the tree builder makes, like Blink's and WebKit's maximum DOM
 * depth: an element opened below this depth is attached at it (as a sibling of the
 * element there) instead of nesting further. Ordinary pages nest 15–40 levels.
 */
export const MAX_TREE_DEPTH = 512;

/**
 * Most nodes (elements, text runs, comments, doctypes) the tree builder makes before it
 * stops. About ten times the largest page of the dev corpora (27,751 nodes among 533 real
 * article and news pages in bench/extraction-dev and bench/snippets-dev), so only pages
 * built to be huge reach it; below it, parsing and every analyser stay well within the
 * analysis deadline and heap limit.
 */
export const NODE_BUDGET = 300_000;

export interface ParseBounds {
  /** At least 2. */
  readonly maxDepth: number;
  readonly nodeBudget: number;
}

export const DEFAULT_PARSE_BOUNDS: ParseBounds = { maxDepth: MAX_TREE_DEPTH, nodeBudget: NODE_BUDGET };

/** What the tree builder had to do to stay within its bounds. */
export interface ParseLimits {
  /** Some elements were attached at the maximum depth instead of nesting further (normal, silent). */
  readonly depthCapped: boolean;
  /** The page has more nodes than the budget: the document holds only the first part of the page. */
  readonly nodeBudgetExceeded: boolean;
  /** Nodes in the document. */
  readonly nodes: number;
}

export interface BoundedDocument {
  readonly document: Document;
  readonly limits: ParseLimits;
}

/** A parse stopped at the page's `<body>` start tag: the head's document (and an empty body), which `finish` completes. */
export interface HeadParse extends BoundedDocument {
  /** Where the `<body>` start tag begins in the HTML; `undefined` when there is none (the document is whole). */
  readonly bodyStart: number | undefined;
  /** Parses on from the `<body>` tag: the document a whole parse gives (the head's tree grows in place). */
  finish(): BoundedDocument;
}

const INSTRUCTION_NAME_END = /\s|\//;

/**
 * htmlparser2's `Parser` + domhandler's `DomHandler` in one, over htmlparser2's Tokenizer,
 * giving the same tree for ordinary pages. The differences are what keep it linear:
 * htmlparser2 keeps its open-element stack with the top at index 0 (every open and
 * close shifts the whole array, quadratic in nesting depth) and looks close tags up
 * with `indexOf` (a stray close tag scans the whole stack); here the top is the end of
 * the array, and a count of open elements per name answers a stray close tag at once.
 */
class BoundedTreeBuilder implements TokenizerCallbacks {
  readonly document = new Document([]);
  depthCapped = false;
  nodeBudgetExceeded = false;
  nodes = 0;
  bodyStart: number | undefined;
  /** Pause once the `<body>` element is open (the first `<body>` the tokenizer reads as a tag). */
  stopAtBody = false;

  readonly #html: string;
  readonly #bounds: ParseBounds;
  readonly #tokenizer: Tokenizer;
  /** Open elements, innermost last. Capped ones are in it too, so close tags still match them. */
  readonly #stack: Element[] = [];
  readonly #openByName = new Map<string, number>();
  /** Whether `<x/>` self-closes here (inside SVG or MathML), innermost last. */
  readonly #foreign: boolean[] = [false];
  #tagName = '';
  #attribs: Record<string, string> | null = null;
  #attribName = '';
  #attribValue = '';
  /** The text node that adjacent text joins. */
  #lastText: Text | null = null;

  constructor(html: string, bounds: ParseBounds) {
    this.#html = html;
    this.#bounds = bounds;
    this.#tokenizer = new Tokenizer({ decodeEntities: true }, this);
  }

  run(): void {
    this.#tokenizer.write(this.#html);
    this.#tokenizer.end();
  }

  ontext(start: number, endIndex: number): void {
    this.#addText(this.#html.slice(start, endIndex));
  }

  ontextentity(codepoint: number): void {
    this.#addText(String.fromCodePoint(codepoint));
  }

  onopentagname(start: number, endIndex: number): void {
    const name = this.#html.slice(start, endIndex).toLowerCase();
    if (name === 'body' && this.stopAtBody) this.bodyStart = start - 1;
    this.#emitOpenTag(name);
  }

  /** After a pause at `<body>`: the rest of the page. */
  resume(): void {
    this.#tokenizer.resume();
    this.#tokenizer.end();
  }

  onattribname(start: number, endIndex: number): void {
    this.#attribName = this.#html.slice(start, endIndex).toLowerCase();
  }

  onattribdata(start: number, endIndex: number): void {
    this.#attribValue += this.#html.slice(start, endIndex);
  }

  onattribentity(codepoint: number): void {
    this.#attribValue += String.fromCodePoint(codepoint);
  }

  onattribend(): void {
    if (this.#attribs !== null && !Object.hasOwn(this.#attribs, this.#attribName)) {
      this.#attribs[this.#attribName] = this.#attribValue;
    }
    this.#attribValue = '';
  }

  onopentagend(): void {
    this.#endOpenTag();
  }

  onselfclosingtag(): void {
    if (this.#foreign[this.#foreign.length - 1] === true) this.#closeCurrentTag();
    else this.#endOpenTag();
  }

  onclosetag(start: number, endIndex: number): void {
    const name = this.#html.slice(start, endIndex).toLowerCase();
    if (FOREIGN_CONTEXT_ELEMENTS.has(name) || HTML_INTEGRATION_ELEMENTS.has(name)) this.#foreign.pop();
    if (!VOID_ELEMENTS.has(name)) {
      if ((this.#openByName.get(name) ?? 0) > 0) {
        let popped: Element | undefined;
        do popped = this.#popElement(); while (popped !== undefined && popped.name !== name);
      } else if (name === 'p') {
        this.#emitOpenTag('p');
        this.#closeCurrentTag();
      }
    } else if (name === 'br') {
      this.#openElement('br', {});
    }
  }

  oncomment(start: number, endIndex: number, endOffset: number): void {
    this.#addComment(this.#html.slice(start, endIndex - endOffset));
  }

  oncdata(start: number, endIndex: number, endOffset: number): void {
    this.#addComment(`[CDATA[${this.#html.slice(start, endIndex - endOffset)}]]`);
  }

  ondeclaration(start: number, endIndex: number): void {
    this.#addInstruction('!', this.#html.slice(start, endIndex));
  }

  onprocessinginstruction(start: number, endIndex: number): void {
    this.#addInstruction('?', this.#html.slice(start, endIndex));
  }

  onend(): void {
    this.#stack.length = 0;
  }

  #current(): ParentNode {
    return this.#stack[this.#stack.length - 1] ?? this.document;
  }

  /** Adds `node` as the last child of `parent`; false (and parsing stops) past the node budget. */
  #attach(node: ChildNode, parent: ParentNode): boolean {
    if (this.nodeBudgetExceeded) return false;
    if (this.nodes >= this.#bounds.nodeBudget) {
      this.nodeBudgetExceeded = true;
      this.#tokenizer.pause();
      return false;
    }
    this.nodes++;
    const previous = parent.children[parent.children.length - 1];
    parent.children.push(node);
    if (previous !== undefined) {
      node.prev = previous;
      previous.next = node;
    }
    node.parent = parent;
    this.#lastText = null;
    return true;
  }

  #addText(data: string): void {
    if (this.#lastText !== null) {
      this.#lastText.data += data;
      return;
    }
    const node = new Text(data);
    if (this.#attach(node, this.#current())) this.#lastText = node;
  }

  #addComment(data: string): void {
    this.#attach(new Comment(data), this.#current());
  }

  #addInstruction(prefix: '!' | '?', value: string): void {
    const end = value.search(INSTRUCTION_NAME_END);
    const name = (end < 0 ? value : value.slice(0, end)).toLowerCase();
    this.#attach(new ProcessingInstruction(prefix + name, prefix + value), this.#current());
  }

  #emitOpenTag(name: string): void {
    this.#tagName = name;
    const impliesClose = OPEN_IMPLIES_CLOSE.get(name);
    if (impliesClose !== undefined) {
      while (this.#stack.length > 0 && impliesClose.has(this.#stack[this.#stack.length - 1]!.name)) this.#popElement();
    }
    if (!VOID_ELEMENTS.has(name)) {
      if (FOREIGN_CONTEXT_ELEMENTS.has(name)) this.#foreign.push(true);
      else if (HTML_INTEGRATION_ELEMENTS.has(name)) this.#foreign.push(false);
    }
    this.#attribs = {};
  }

  #endOpenTag(): void {
    if (this.#attribs !== null) {
      this.#openElement(this.#tagName, this.#attribs);
      this.#attribs = null;
    }
    this.#tagName = '';
  }

  #closeCurrentTag(): void {
    const name = this.#tagName;
    this.#endOpenTag();
    if (this.#stack[this.#stack.length - 1]?.name === name) this.#popElement();
  }

  #openElement(name: string, attribs: Record<string, string>): void {
    const element = new Element(name, attribs);
    const stack = this.#stack;
    const capped = stack.length >= this.#bounds.maxDepth;
    const parent = capped ? stack[this.#bounds.maxDepth - 2]! : this.#current();
    if (!this.#attach(element, parent)) return;
    if (capped) this.depthCapped = true;
    if (VOID_ELEMENTS.has(name)) return;
    stack.push(element);
    this.#openByName.set(name, (this.#openByName.get(name) ?? 0) + 1);
    if (name === 'body' && this.stopAtBody) {
      this.stopAtBody = false;
      this.#tokenizer.pause();
    }
  }

  #popElement(): Element | undefined {
    const element = this.#stack.pop();
    this.#lastText = null;
    if (element !== undefined) this.#openByName.set(element.name, this.#openByName.get(element.name)! - 1);
    return element;
  }
}

/**
 * Parses HTML into a domhandler document as htmlparser2's `parseDocument(html,
 * { decodeEntities: true })` does, in time linear in the input: elements nest at most
 * `bounds.maxDepth` deep, and building stops after `bounds.nodeBudget` nodes. Never throws.
 */
export function parseBoundedDocument(html: string, bounds: ParseBounds = DEFAULT_PARSE_BOUNDS): BoundedDocument {
  const builder = new BoundedTreeBuilder(html, bounds);
  builder.run();
  return resultOf(builder);
}

function resultOf({ document, depthCapped, nodeBudgetExceeded, nodes }: BoundedTreeBuilder): BoundedDocument {
  return { document, limits: { depthCapped, nodeBudgetExceeded, nodes } };
}

/**
 * {@link parseBoundedDocument} up to the `<body>` start tag as the tokenizer reads it (not one in a
 * comment, script or title), to go on with later if need be.
 */
export function parseBoundedHead(html: string, bounds: ParseBounds = DEFAULT_PARSE_BOUNDS): HeadParse {
  const builder = new BoundedTreeBuilder(html, bounds);
  builder.stopAtBody = true;
  builder.run();
  const { bodyStart } = builder;
  let finished: BoundedDocument | undefined = bodyStart === undefined ? resultOf(builder) : undefined;
  return {
    ...resultOf(builder),
    bodyStart,
    finish() {
      if (finished === undefined) {
        builder.resume();
        finished = resultOf(builder);
      }
      return finished;
    },
  };
}
