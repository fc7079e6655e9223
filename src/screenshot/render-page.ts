import { fail, succeed, type Outcome } from '../errors.js';
import { withLazyHtml, type FetchedPage } from '../fetch/fetch-page.js';
import { isHtmlType, parseContentType } from '../fetch/content-type.js';
import type { PageSource } from '../services/page-pipeline.js';
import { timedUpstream, UNOBSERVED, type Call } from '../services/call.js';
import type { BrowserPool } from './browser-pool.js';
import { openPage, type CaptureLimits } from './capture.js';
import { inGuardedTab, type TabSource } from './guarded-tab.js';
import type { PageOptions } from './page-options.js';

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
 * A call for a rendered page, with what it asks of the page: `wait_for` and `wait_ms`
 * (docs/reference/real-web.md#rendering), `blockBanners` (default true). A caller whose answers are cached keeps these
 * in its cache key.
 */
export interface RenderCall extends Call {
  readonly page?: Pick<PageOptions, 'waitFor' | 'waitMs' | 'blockBanners'>;
}

/** A page source whose calls may say what they ask of the page. */
export interface PageRenderer extends PageSource {
  load(url: string, call?: RenderCall): Promise<Outcome<FetchedPage>>;
}

/**
 * Pages as the browser leaves them once their scripts have run (render=always, or render=auto
 * when the static HTML holds no main content): the DOM serialised after the page settled, in
 * the same guarded browser as screenshots (the proxy, the document guard, refused hops reported
 * as blocked_url). Consent banners are answered the way screenshots answer them (preparePage:
 * autoconsent, then the known consent containers taken out of the DOM), unless the call says
 * `blockBanners: false`. Headers are the document response's; redirects are not listed.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const { pool, limits, source } = options;

  function bounded(page: FetchedPage): Outcome<FetchedPage> {
    if (page.body.byteLength <= options.maxBodyBytes) return succeed(page);
    return fail('upstream_error', `the rendered page is larger than ${Math.round(options.maxBodyBytes / 1024 / 1024)} MB`);
  }

  async function render(url: string, asked: RenderCall['page'] = {}): Promise<Outcome<FetchedPage>> {
    const startedAt = Date.now();
    return inGuardedTab(pool, RENDER_VIEWPORT, source, url, async ({ page, url: opening, hooks, shipped }) => {
      const opened = await openPage(page, opening, limits, false, hooks, { ...asked, serialised: true });
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
    async load(url: string, call: RenderCall = UNOBSERVED) {
      const present = pool.available();
      if (!present.ok) return present;
      return timedUpstream(call, () => render(url, call.page));
    },
  };
}
