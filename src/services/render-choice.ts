import { renderedPageKey, UNOBSERVED } from './call.js';
import type { PagePipeline } from './page-pipeline.js';

export interface PagePipelines {
  /** The page as fetched. */
  readonly static: PagePipeline;
  /** The page as the guarded browser leaves it. */
  readonly rendered: PagePipeline;
}

/**
 * Which page an answer is made from (render=, the X-Render header): `never` the static HTML;
 * `always` the browser's page (a resource the browser does not show, such as a PDF, is read as
 * fetched); `auto` the static HTML, and the browser's page when the static one is an app shell
 * — best effort: when the browser cannot help, the static answer stands.
 */
export function chooseRendering(pipelines: PagePipelines): PagePipeline {
  return {
    async analysePage(staticKey, target, plan, call = UNOBSERVED) {
      const render = call.render ?? 'auto';
      // A page rendered with other waits or with its banners kept is another answer.
      const key = staticKey + renderedPageKey(call.page);
      if (render === 'always') {
        const rendered = await pipelines.rendered.analysePage(key, target, plan, call);
        if (rendered.ok) call.onRender?.('browser');
        if (rendered.ok || rendered.failure.code !== 'unsupported_content') return rendered;
      }
      const fetched = await pipelines.static.analysePage(staticKey, target, plan, call);
      // A consent page in front of the page: the browser dismisses it (autoconsent), once.
      const behindConsent = !fetched.ok && fetched.failure.reason === 'consent_wall' && call.page?.blockBanners !== false;
      if (render === 'auto' && ((fetched.ok && fetched.value.value.appShell === true) || behindConsent)) {
        const rendered = await pipelines.rendered.analysePage(key, target, plan, call);
        if (rendered.ok) {
          call.onRender?.('browser');
          return rendered;
        }
      }
      if (fetched.ok) call.onRender?.('static');
      return fetched;
    },
  };
}
