import { Type, type Static } from 'typebox';
import type { HttpApp } from '../app-types.js';
import { fail, succeed, type Outcome } from '../../errors.js';
import { checkTargetUrl } from '../../fetch/address-policy.js';
import { OneOf } from '../../results/plain-kinds.js';
import { DESKTOP_VIEWPORT, DEVICES, HIDE_MAX_SELECTORS, MOBILE_VIEWPORT, SELECTOR_MAX_CHARS, WAIT_MS_MAX } from '../../screenshot/page-options.js';
import type { ScreenshotRequest, ScreenshotService } from '../../screenshot/screenshot-service.js';
import { splitSelectorList } from '../../screenshot/selector-list.js';
import { accessGuard, type AccessDeps } from '../middleware/access-guard.js';
import { isTestAccess } from '../middleware/access.js';
import { sendProblem } from '../problem.js';
import { MaxAgeParam, pageRouteSchema, problemResponses } from '../schemas.js';
import { OPERATIONS } from '../../domain/operations.js';


/** A CSS selector parameter; whether it parses is the browser's to say (400 invalid_parameter naming it). */
const Selector = (description: string) => Type.Optional(Type.String({ minLength: 1, maxLength: SELECTOR_MAX_CHARS, description }));

// width and height have no schema default: theirs depends on device (1200×630, or 390×844 for mobile).
const ScreenshotQuery = Type.Object({
  url: Type.Optional(Type.String({ description: 'Fully-qualified http or https URL of a public web page.' })),
  width: Type.Optional(Type.Integer({ minimum: 320, maximum: 3840, description: 'Viewport width in CSS pixels (320–3840; default 1200, or 390 with device=mobile); the image is width × scale pixels wide' })),
  height: Type.Optional(Type.Integer({ minimum: 240, maximum: 4320, description: 'Viewport height in CSS pixels (240–4320; default 630, or 844 with device=mobile); the image height (× scale) unless fullPage' })),
  fullPage: Type.Optional(Type.Boolean({ default: false, description: 'Capture the whole page (lazy content scrolled into view), cut at 16384 image pixels' })),
  device: Type.Optional(OneOf(DEVICES, { default: 'desktop', description: 'desktop (default), or mobile: a 390×844 phone at scale 3, touch, a mobile Chrome user agent' })),
  scale: Type.Optional(Type.Unsafe<1 | 2>({ type: 'integer', enum: [1, 2], description: 'Device scale factor, image pixels per CSS pixel: 1 or 2 (default 1, or 3 with device=mobile)' })),
  dark: Type.Optional(Type.Boolean({ default: false, description: 'true: the page is told the reader prefers a dark colour scheme (prefers-color-scheme: dark)' })),
  hide: Type.Optional(Type.String({ minLength: 1, maxLength: HIDE_MAX_SELECTORS * (SELECTOR_MAX_CHARS + 1), description: `Comma-separated CSS selectors (at most ${HIDE_MAX_SELECTORS}) of elements hidden (display: none) before the capture` })),
  selector: Selector('CSS selector of the one element to capture (its box); 422 selector_not_found when no element matches'),
  wait_for: Selector('CSS selector: wait until an element matching it is present, within the page\'s deadline (else 504 upstream_timeout)'),
  wait_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: WAIT_MS_MAX, default: 0, description: 'Milliseconds to wait after the page settled (0–10000), cut at the page\'s deadline' })),
  block_banners: Type.Optional(Type.Boolean({ default: true, description: 'true (default): cookie and consent banners are dismissed (opted out) or hidden; false: the page as served' })),
  maxAge: MaxAgeParam,
});
type ScreenshotParams = Static<typeof ScreenshotQuery>;

/**
 * The capture the query asks for, defaults by device filled in; 400 invalid_parameter for a
 * hide list that is empty in parts or too long. Selector syntax is checked by the browser.
 */
function captureRequest(url: URL, query: ScreenshotParams): Outcome<Omit<ScreenshotRequest, 'maxAgeMs' | 'onCacheHit'>> {
  const device = query.device ?? 'desktop';
  const defaults = device === 'mobile' ? MOBILE_VIEWPORT : DESKTOP_VIEWPORT;
  const hide = query.hide === undefined ? [] : splitSelectorList(query.hide);
  if (!hide) return fail('invalid_parameter', `hide must be CSS selectors separated by commas, with none empty (got "${query.hide ?? ''}")`);
  if (hide.length > HIDE_MAX_SELECTORS) return fail('invalid_parameter', `hide takes at most ${HIDE_MAX_SELECTORS} selectors (got ${hide.length})`);
  return succeed({
    url,
    width: query.width ?? defaults.width,
    height: query.height ?? defaults.height,
    fullPage: query.fullPage ?? false,
    device,
    scale: query.scale ?? defaults.scale,
    ...(query.selector === undefined ? {} : { selector: query.selector }),
    page: {
      dark: query.dark ?? false,
      hide,
      ...(query.wait_for === undefined ? {} : { waitFor: query.wait_for }),
      waitMs: query.wait_ms ?? 0,
      blockBanners: query.block_banners ?? true,
    },
  });
}

const ImageParams = Type.Object({ id: Type.String({ description: '<id>.png, as in the link' }) });
/** Typed loosely on purpose: the body is the PNG's bytes, sent as they are, never serialised. */
const PNG_RESPONSE: Record<number, unknown> = {
  200: { description: 'The PNG image', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } },
};
const ImageQuery = Type.Object({ expires: Type.Optional(Type.String()), signature: Type.Optional(Type.String()) });

export interface ScreenshotRouteDeps {
  readonly live: ScreenshotService;
  readonly test: ScreenshotService;
  readonly access: AccessDeps;
}

export function registerScreenshotRoutes(app: HttpApp, deps: ScreenshotRouteDeps): void {
  app.get(
    OPERATIONS.screenshot.path,
    {
      schema: pageRouteSchema('screenshot', { summary: 'Screenshot of a page (PNG behind a signed link)', querystring: ScreenshotQuery, problems: [400, 401, 403, 422, 429, 451, 502, 503, 504] }),
      onRequest: accessGuard({ endpoint: 'screenshot' }, deps.access),
    },
    async (request, reply) => {
      const target = checkTargetUrl(request.query.url ?? '');
      if (!target.ok) return sendProblem(reply, target.failure);
      const service = isTestAccess(request.access) ? deps.test : deps.live;
      const asked = captureRequest(target.value, request.query);
      if (!asked.ok) return sendProblem(reply, asked.failure);
      const { maxAge } = request.query;
      const outcome = await service.capture({
        ...asked.value,
        ...(maxAge === undefined ? {} : { maxAgeMs: maxAge * 1000 }),
        onCacheHit: (capturedAt) => reply.header('Age', String(Math.max(0, Math.floor((deps.access.clock.now() - capturedAt) / 1000)))),
      });
      reply.header('X-Cache', outcome.ok && outcome.value.cached ? 'HIT' : 'MISS');
      if (!outcome.ok) return sendProblem(reply, outcome.failure);
      return outcome.value;
    },
  );

  app.get(
    '/screenshots/:id',
    {
      schema: {
        summary: 'A screenshot image, by the signed link /screenshot handed out (no key needed)',
        tags: ['endpoints'],
        params: ImageParams,
        querystring: ImageQuery,
        response: { ...PNG_RESPONSE, ...problemResponses(404) },
      },
    },
    async (request, reply) => {
      const id = request.params.id.endsWith('.png') ? request.params.id.slice(0, -4) : '';
      const { expires = '', signature = '' } = request.query;
      const image = await deps.live.image(id, expires, signature);
      if (!image.ok) return sendProblem(reply, image.failure);
      const maxAgeSeconds = Math.max(0, Math.floor((image.value.expiresAt - deps.access.clock.now()) / 1000));
      return reply
        .type(image.value.contentType)
        .header('Cache-Control', `private, max-age=${maxAgeSeconds}, immutable`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(image.value.bytes);
    },
  );
}
