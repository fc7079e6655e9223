import type { Element } from 'domhandler';

/** The main content of a page, chosen and cleaned by {@link extractMainContent}. */
export interface MainContent {
  /**
   * A detached copy of the content: a `<div>` whose children are the kept nodes, with
   * furniture, captions, the title and empty wrappers removed. The page's own
   * document is never changed. Empty (no children) when the page has no content.
   */
  readonly root: Element;
  /** Relative URLs in `root` resolve against this (the page's base URL). */
  readonly baseUrl: URL;
}
