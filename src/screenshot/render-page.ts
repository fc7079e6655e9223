import { fail, succeed, type Outcome } from '../errors.js';
import { withLazyHtml, type FetchedPage } from '../fetch/fetch-page.js';
import { isHtmlType, parseContentType } from '../fetch/content-type.js';
import type { PageSource } from '../services/page-pipeline.js';
import { timedUpstream, UNOBSERVED } from '../services/call.js';
import type { BrowserPool } from './browser-pool.js';
import { openPage, type CaptureLimits } from './capture.js';
import { createUrlJudge, guardDocuments, serveOnly, type TargetPolicy } from './request-guard.js';

/** A desktop viewport: layouts that build content for the width they see build the full page. */
const RENDER_VIEWPORT = { width: 1280, height: 800 } as const;

export interface PageRendererOptions {
  readonly pool: BrowserPool;
  readonly limits: CaptureLimits;
  /** Rendered HTML is held to the fetcher's body cap. */
  readonly maxBodyBytes: number;
  /** 'live': the guarded browser, as screenshots. 'fixtures': the shipped page only (test keys). */
  readonly source: { readonly kind: 'live'; readonly policy: TargetPolicy } | { readonly kind: 'fixtures'; readonly pages: PageSource };
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
  const judge = source.kind === 'live' ? createUrlJudge(source.policy) : undefined;

  function bounded(page: FetchedPage): Outcome<FetchedPage> {
    if (page.body.byteLength <= options.maxBodyBytes) return succeed(page);
    return fail('upstream_error', `the rendered page is larger than ${Math.round(options.maxBodyBytes / 1024 / 1024)} MB`);
  }

  async function renderLive(url: string): Promise<Outcome<FetchedPage>> {
    const target = await judge!(url);
    if (!target.ok) return target;
    const startedAt = Date.now();
    return pool.withPage({ viewport: RENDER_VIEWPORT, network: 'guarded' }, async (page, context, idle) => {
      await guardDocuments(context, page, judge!);
      const opened = await openPage(page, url, limits, false, { judge: judge!, idle });
      if (!opened.ok) return opened;
      const response = opened.value.response;
      const headers = response ? await response.allHeaders() : {};
      const media = parseContentType(headers['content-type']);
      // The browser shows a PDF or an image in a viewer of its own: its DOM is not the document.
      if (media !== undefined && !isHtmlType(media.mime)) return fail('unsupported_content', `${page.url()} is ${media.mime}, not a page a browser renders`);
      return bounded(asFetchedPage(url, page.url(), response?.status() ?? 200, headers, await page.content(), startedAt));
    });
  }

  async function renderFixture(pages: PageSource, url: string): Promise<Outcome<FetchedPage>> {
    const shipped = await pages.load(url);
    if (!shipped.ok) return shipped;
    const { finalUrl, html, headers } = shipped.value;
    const startedAt = Date.now();
    return pool.withPage({ viewport: RENDER_VIEWPORT, network: 'none' }, async (page, context) => {
      await serveOnly(context, finalUrl, html);
      const opened = await openPage(page, finalUrl, limits, false);
      if (!opened.ok) return opened;
      return bounded(asFetchedPage(url, finalUrl, 200, headers, await page.content(), startedAt));
    });
  }

  return {
    async load(url, call = UNOBSERVED) {
      const present = pool.available();
      if (!present.ok) return present;
      return timedUpstream(call, () => (source.kind === 'live' ? renderLive(url) : renderFixture(source.pages, url)));
    },
  };
}
