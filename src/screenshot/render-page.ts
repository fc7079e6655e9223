import { fail, succeed, type Outcome } from '../errors.js';
import { withLazyHtml, type FetchedPage } from '../fetch/fetch-page.js';
import { isHtmlType, parseContentType } from '../fetch/content-type.js';
import type { PageSource } from '../services/page-pipeline.js';
import { timedUpstream, UNOBSERVED } from '../services/call.js';
import type { BrowserPool } from './browser-pool.js';
import { openPage, type CaptureLimits } from './capture.js';
import { inGuardedTab, type TabSource } from './guarded-tab.js';

/** A desktop viewport: layouts that build content for the width they see build the full page. */
const RENDER_VIEWPORT = { width: 1280, height: 800 } as const;

export interface PageRendererOptions {
  readonly pool: BrowserPool;
  readonly limits: CaptureLimits;
  /** Rendered HTML is held to the fetcher's body cap. */
  readonly maxBodyBytes: number;
  /** 'live': the guarded browser, as screenshots. 'fixtures': the shipped page only (test keys). */
  readonly source: TabSource;
}

function asFetchedPage(requestedUrl: string, finalUrl: string, status: number, headers: Record<string, string>, html: string, startedAt: number): FetchedPage {
  const body = Buffer.from(html, 'utf8');
  const totalMs = Math.round(Date.now() - startedAt);
  return withLazyHtml({
    requestedUrl, finalUrl, redirects: [], status, headers, setCookies: [],
    contentType: 'text/html', body, charset: { name: 'utf-8', source: 'header' },
    bytes: { transferred: body.length, decoded: body.length }, timings: { startedAt, totalMs, firstByteMs: totalMs },
    remoteAddress: '',
  });
}

/**
 * Pages as the browser leaves them once their scripts have run (render=always, or render=auto
 * when the static HTML holds no main content): the DOM serialised after the page settled, in
 * the same guarded browser as screenshots (the proxy, the document guard, refused hops reported
 * as blocked_url). Headers are the document response's; redirects are not listed.
 */
export function createPageRenderer(options: PageRendererOptions): PageSource {
  const { pool, limits, source } = options;

  function bounded(page: FetchedPage): Outcome<FetchedPage> {
    if (page.body.byteLength <= options.maxBodyBytes) return succeed(page);
    return fail('upstream_error', `the rendered page is larger than ${Math.round(options.maxBodyBytes / 1024 / 1024)} MB`);
  }

  async function render(url: string): Promise<Outcome<FetchedPage>> {
    const startedAt = Date.now();
    return inGuardedTab(pool, RENDER_VIEWPORT, source, url, async ({ page, url: opening, hooks, shipped }) => {
      const opened = await openPage(page, opening, limits, false, hooks);
      if (!opened.ok) return opened;
      // A fixture keeps its shipped headers; a live page has its document response's.
      if (shipped) return bounded(asFetchedPage(url, opening, 200, shipped.headers, await page.content(), startedAt));
      const response = opened.value.response;
      const headers = response ? await response.allHeaders() : {};
      const media = parseContentType(headers['content-type']);
      // The browser shows a PDF or an image in a viewer of its own: its DOM is not the document.
      if (media !== undefined && !isHtmlType(media.mime)) return fail('unsupported_content', `${page.url()} is ${media.mime}, not a page a browser renders`);
      return bounded(asFetchedPage(url, page.url(), response?.status() ?? 200, headers, await page.content(), startedAt));
    });
  }

  return {
    async load(url, call = UNOBSERVED) {
      const present = pool.available();
      if (!present.ok) return present;
      return timedUpstream(call, () => render(url));
    },
  };
}
