import type { Element } from 'domhandler';

/** The main content of a page, chosen and cleaned by {@link extractMainContent}. */
export interface MainContent {
  /**
   * A detached copy of the content: a `<div>` (no parent) holding copies of the kept
   * nodes — the article without furniture (navigation, share bars, ads, comments…),
   * without the title and the boilerplate at its edges; an image's `<figcaption>` is
   * kept with it. Attributes are copied as they are: the renderers sanitise. The page's
   * own document is never changed. No children when the page has no content.
   */
  readonly root: Element;
  /** Relative URLs in `root` resolve against this (the page's base URL). */
  readonly baseUrl: URL;
}
