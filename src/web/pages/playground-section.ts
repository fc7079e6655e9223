import { html, type SafeHtml } from '../html.js';
import { PLAYGROUND_ENDPOINTS, type FixtureView } from '../view-types.js';

/** One option field, shown by the script only for the endpoints that take it. */
function option(name: string, endpoints: readonly string[], body: SafeHtml): SafeHtml {
  return html`<div class="field" data-pg-option="${name}" data-endpoints="${endpoints.join(' ')}">${body}</div>`;
}

/**
 * The playground form. Keys are stored hashed, so the page cannot offer old ones: the script
 * fills the key list with the keys created during this visit (memory only) or a pasted one.
 */
export function playgroundSection(fixtures: readonly FixtureView[], scopes: readonly string[]): SafeHtml {
  const first = fixtures[0]?.url ?? '';
  return html`<section class="card" id="playground" aria-labelledby="playground-title">
  <div class="card-head">
    <div><h2 id="playground-title">Playground</h2>
    <p class="card-sub">Run an endpoint with one of your keys. Test keys answer for the <a href="/fixtures">fixture pages</a> without spending quota.</p></div>
  </div>
  <form class="playground-form" data-playground novalidate>
    <div class="field">
      <label for="pg-endpoint">Endpoint</label>
      <select id="pg-endpoint" name="endpoint">
        ${PLAYGROUND_ENDPOINTS.map((e) => html`<option value="${e}">/${e}${scopes.includes(e) ? '' : ' (not granted)'}</option>`)}
      </select>
    </div>
    <div class="field field-wide" data-pg-for="single">
      <label for="pg-url">URL</label>
      <input id="pg-url" name="url" type="url" value="${first}" list="pg-fixtures" required aria-describedby="pg-url-error">
      <datalist id="pg-fixtures">${fixtures.map((f) => html`<option value="${f.url}">${f.description}</option>`)}</datalist>
      <p class="field-error" id="pg-url-error" data-error-for="url"></p>
    </div>
    <div class="field" data-pg-for="batch" hidden>
      <label for="pg-operation">Operation</label>
      <select id="pg-operation" name="operation"><option value="preview">preview</option><option value="extract">extract</option></select>
    </div>
    <div class="field field-wide" data-pg-for="batch" hidden>
      <label for="pg-urls">Pages</label>
      <textarea id="pg-urls" name="urls" rows="4" spellcheck="false" aria-describedby="pg-urls-hint pg-urls-error">${fixtures.slice(0, 3).map((f) => f.url).join('\n')}</textarea>
      <p class="field-hint" id="pg-urls-hint">One URL a line, up to 50.</p>
      <p class="field-error" id="pg-urls-error" data-error-for="urls"></p>
    </div>
    <div class="field">
      <label for="pg-key">Key</label>
      <select id="pg-key" name="key" aria-describedby="pg-key-hint">
        <option value="">Paste a key…</option>
      </select>
      <p class="field-hint" id="pg-key-hint" data-pg-key-hint>Keys you create on this page appear here until you leave it.</p>
    </div>
    <div class="field field-wide" data-pg-paste>
      <label for="pg-pasted">Pasted key</label>
      <input id="pg-pasted" name="pasted" type="password" autocomplete="off" spellcheck="false" placeholder="pl_test_…" aria-describedby="pg-pasted-error">
      <p class="field-error" id="pg-pasted-error" data-error-for="pasted"></p>
    </div>
    <details class="playground-options">
      <summary>Options</summary>
      <div class="options-grid">
        ${option('render', ['preview', 'extract', 'seo', 'aeo', 'stack', 'outline', 'analyze', 'batch'], html`<label for="pg-render">Render</label>
        <select id="pg-render" name="render"><option value="">auto (default)</option><option value="always">always: in the browser</option><option value="never">never: static HTML only</option></select>`)}
        ${option('wait_for', ['preview', 'extract', 'seo', 'aeo', 'stack', 'outline', 'analyze', 'screenshot'], html`<label for="pg-wait-for">Wait for <span class="optional">(CSS selector)</span></label>
        <input id="pg-wait-for" name="wait_for" type="text" spellcheck="false" placeholder="#content">`)}
        ${option('wait_ms', ['preview', 'extract', 'seo', 'aeo', 'stack', 'outline', 'analyze', 'screenshot'], html`<label for="pg-wait-ms">Wait <span class="optional">(ms, 0–10000)</span></label>
        <input id="pg-wait-ms" name="wait_ms" type="number" min="0" max="10000" step="100" inputmode="numeric">`)}
        ${option('device', ['screenshot'], html`<label for="pg-device">Device</label>
        <select id="pg-device" name="device"><option value="">desktop (default)</option><option value="mobile">mobile</option></select>`)}
        ${option('dark', ['screenshot'], html`<label class="check"><input type="checkbox" name="dark" value="true"> Dark colour scheme</label>`)}
        ${option('hide', ['screenshot'], html`<label for="pg-hide">Hide <span class="optional">(CSS selectors, comma-separated)</span></label>
        <input id="pg-hide" name="hide" type="text" spellcheck="false" placeholder=".cookie-banner, #ads">`)}
        ${option('selector', ['screenshot'], html`<label for="pg-selector">Capture only <span class="optional">(CSS selector)</span></label>
        <input id="pg-selector" name="selector" type="text" spellcheck="false" placeholder="main article">`)}
        ${option('include', ['extract', 'batch'], html`<label for="pg-include">Include <span class="optional">(CSS selectors)</span></label>
        <input id="pg-include" name="include" type="text" spellcheck="false" placeholder="article">`)}
        ${option('exclude', ['extract', 'batch'], html`<label for="pg-exclude">Exclude <span class="optional">(CSS selectors)</span></label>
        <input id="pg-exclude" name="exclude" type="text" spellcheck="false" placeholder=".comments">`)}
      </div>
      <p class="field-hint">Options the chosen endpoint does not take are hidden. Test keys answer from the shipped HTML: render and waits change nothing there.</p>
    </details>
    <div class="playground-actions">
      <button type="submit" class="button button-primary">Run</button>
      <button type="button" class="button" data-pg-create-key>Create a test key for the playground</button>
    </div>
  </form>
  <div class="form-status" role="status" aria-live="polite" data-pg-status></div>
  <div class="playground-output" data-pg-output hidden>
    <section class="pane" aria-labelledby="pg-rendered-title">
      <h3 id="pg-rendered-title">Result</h3>
      <div class="rendered" data-pg-rendered></div>
    </section>
    <section class="pane" aria-labelledby="pg-json-title">
      <h3 id="pg-json-title">JSON</h3>
      <pre class="json" tabindex="0"><code data-pg-json></code></pre>
    </section>
  </div>
</section>`;
}
