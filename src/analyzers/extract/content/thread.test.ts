import { readFileSync } from 'node:fs';
import { isTag } from 'domhandler';
import type { Element } from 'domhandler';
import { findAll } from 'domutils';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../../page/index.js';
import { analyzePage } from './stats.js';
import { withThread } from './thread.js';

function load(name: string): { body: Element; all: Element[] } {
  const page = parsePage(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'), 'https://example.com/t/1');
  const all = findAll(() => true, page.document.children);
  return { body: all.find((el) => el.name === 'body')!, all };
}

describe('withThread', () => {
  it('widens one post to the list of posts when two more copies of its template hold prose', () => {
    const { body, all } = load('forum-thread.html');
    const analysis = analyzePage(body);
    const firstPost = all.find((el) => el.name === 'article' && el.attribs['class'] === 'message-body')!;
    const thread = withThread(firstPost, analysis, all.find((el) => el.name === 'h1'));
    expect(thread.attribs['class']).toBe('block-body js-replyNewMessageContainer');
  });

  it('stops at a copy that holds the page\'s title: articles loaded one after another are not posts', () => {
    const { body, all } = load('scrolled-articles.html');
    const analysis = analyzePage(body);
    const first = all.find((el) => el.name === 'article')!;
    const title = all.find((el) => el.name === 'h1')!;
    expect(withThread(first, analysis, title)).toBe(first);
    // Without the title, the three copies would be read as a thread.
    const parent = withThread(first, analysis, undefined);
    expect(isTag(parent) && parent.name).toBe('section');
  });
});
