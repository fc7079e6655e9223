import type { HttpApp } from '../app-types.js';
import { errorCodesHtml } from '../error-docs.js';

export function registerErrorDocsRoute(app: HttpApp): void {
  const page = errorCodesHtml();
  app.get('/docs/errors', { schema: { summary: 'Every error code, with an anchor per code (the `type` of a problem)', tags: ['service'] } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
      .header('X-Content-Type-Options', 'nosniff')
      .send(page),
  );
}
