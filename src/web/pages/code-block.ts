import { html, type SafeHtml } from '../html.js';

/**
 * A dark code block under a bar with its label and a Copy button (app.js copies the text of `id`).
 * Commands wrap; `scroll` keeps lines whole and scrolls sideways (JSON reads better so).
 */
export function codeBlock(id: string, code: string, label: string, options: { scroll?: boolean } = {}): SafeHtml {
  return html`<div class="${options.scroll ? 'code-block code-block-scroll' : 'code-block'}">
  <div class="code-bar"><span class="code-label" id="${id}-label">${label}</span><button type="button" class="button copy-button" data-copy="${id}" aria-describedby="${id}-label">Copy</button></div>
  <pre tabindex="0" aria-labelledby="${id}-label"><code id="${id}">${code}</code></pre>
</div>`;
}
