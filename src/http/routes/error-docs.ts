import type { HttpApp } from '../app-types.js';
import { errorCodesHtml } from '../error-docs.js';
import { sendHtml } from './web-pages.js';

export function registerErrorDocsRoute(app: HttpApp): void {
  const page = errorCodesHtml();
  app.get('/docs/errors', { schema: { summary: 'Every error code and what to do about it, with an anchor per code (the `type` of a problem)', tags: ['service'] } }, async (_request, reply) =>
    sendHtml(reply, page),
  );
}
