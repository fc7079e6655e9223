import { each, html, type SafeHtml } from '../html.js';
import type { KeyView } from '../view-types.js';
import { time } from './format.js';

function keyRow(key: KeyView): SafeHtml {
  const label = key.name ?? key.hint;
  return html`<tr data-key-id="${key.id}">
  <td data-label="Name">${key.name ? key.name : html`<span class="muted">Unnamed</span>`}</td>
  <td data-label="Key"><code class="hint">${key.hint}</code></td>
  <td data-label="Env"><span class="badge ${key.env === 'live' ? 'badge-live' : 'badge-test'}">${key.env}</span></td>
  <td data-label="Created">${time(key.created_at)}</td>
  <td data-label="Last used">${time(key.last_used_at)}</td>
  <td data-label="Actions" class="actions">
    <button type="button" class="button button-small" data-key-action="regenerate" data-key-id="${key.id}" data-key-label="${label}" aria-describedby="key-${key.id}-hint">Regenerate</button>
    <button type="button" class="button button-small button-danger" data-key-action="delete" data-key-id="${key.id}" data-key-label="${label}" aria-describedby="key-${key.id}-hint">Delete</button>
    <span class="visually-hidden" id="key-${key.id}-hint">key ${label}</span>
  </td>
</tr>`;
}

/** The list of keys; also re-fetched on its own (by id) after a change. */
export function keysTable(keys: readonly KeyView[]): SafeHtml {
  if (keys.length === 0) {
    return html`<div id="keys-list" class="empty-state">
  <p class="empty-title">No keys yet</p>
  <p>Create a <strong>test</strong> key to try the fixtures without spending quota, or a <strong>live</strong> key for real pages.</p>
</div>`;
  }
  return html`<div id="keys-list" class="table-wrap">
<table class="data-table responsive-table">
  <caption class="visually-hidden">Your API keys</caption>
  <thead><tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Env</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
  <tbody>${each(keys, keyRow)}</tbody>
</table>
</div>`;
}

const CONFIRM_DIALOG = html`<dialog class="dialog" id="confirm-dialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
  <form method="dialog">
    <h2 id="confirm-title" data-confirm-title>Are you sure?</h2>
    <p id="confirm-text" data-confirm-text></p>
    <div class="dialog-actions">
      <button type="submit" value="cancel" class="button">Cancel</button>
      <button type="submit" value="confirm" class="button button-primary" data-confirm-button>Confirm</button>
    </div>
  </form>
</dialog>`;

export function keysSection(keys: readonly KeyView[]): SafeHtml {
  return html`<section class="card" id="keys" aria-labelledby="keys-title">
  <div class="card-head">
    <div><h2 id="keys-title" tabindex="-1">API keys</h2>
    <p class="card-sub">Send a key as <code>X-API-Key</code> or <code>Authorization: Bearer</code>. Keys are stored hashed: each is shown once.</p></div>
  </div>
  <form class="key-create" data-key-create novalidate>
    <fieldset class="segmented">
      <legend>Environment</legend>
      <label><input type="radio" name="env" value="live" checked> Live</label>
      <label><input type="radio" name="env" value="test"> Test</label>
    </fieldset>
    <div class="field field-grow">
      <label for="key-name">Name <span class="optional">(optional)</span></label>
      <input id="key-name" name="name" type="text" maxlength="80" autocomplete="off" aria-describedby="key-name-error">
      <p class="field-error" id="key-name-error" data-error-for="name"></p>
    </div>
    <button type="submit" class="button button-primary">Create key</button>
  </form>
  <div class="reveal" data-key-reveal hidden tabindex="-1" aria-labelledby="reveal-title">
    <h3 id="reveal-title" data-reveal-title>Your new key</h3>
    <p class="reveal-warning">Copy it now and keep it secret. It will not be shown again; if you lose it, regenerate it.</p>
    <div class="key-box">
      <code id="new-key" data-key-text></code>
      <button type="button" class="button" data-copy="new-key">Copy</button>
    </div>
  </div>
  <div class="sr-status" role="status" aria-live="polite" data-keys-status></div>
  ${keysTable(keys)}
  ${CONFIRM_DIALOG}
</section>`;
}
