import { html } from '../html.js';
import type { PageContext } from '../view-types.js';
import { renderPage } from './layout.js';

/** A page that only says something: 403, 404, "check your inbox". */
export function renderMessagePage(context: PageContext, message: { readonly title: string; readonly text: string; readonly link?: { readonly href: string; readonly label: string } }): string {
  const body = html`<section class="card auth-card" aria-labelledby="page-title">
  <div class="auth-head"><h1 id="page-title">${message.title}</h1>
  <p class="lead">${message.text}</p></div>
  ${message.link ? html`<p><a class="button button-primary" href="${message.link.href}">${message.link.label}</a></p>` : ''}
</section>`;
  return renderPage(context, { title: message.title, body, narrow: true });
}
