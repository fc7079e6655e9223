import { html, type SafeHtml } from '../html.js';
import { PLAYGROUND_ENDPOINTS, type FixtureView } from '../view-types.js';

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
    <div class="field field-wide">
      <label for="pg-url">URL</label>
      <input id="pg-url" name="url" type="url" value="${first}" list="pg-fixtures" required aria-describedby="pg-url-error">
      <datalist id="pg-fixtures">${fixtures.map((f) => html`<option value="${f.url}">${f.description}</option>`)}</datalist>
      <p class="field-error" id="pg-url-error" data-error-for="url"></p>
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
