// The dashboard: keys (create, reveal once, regenerate, delete), beta access requests, playground.
import { api, clearErrors, problemText, refreshFragments, setFieldError, showStatus } from './app.js';
import { renderResult } from './playground-views.js';

/** Keys created during this visit, for the playground. Memory only: never stored, never in HTML. */
const sessionKeys = [];

const keysSection = document.getElementById('keys');
const keysStatus = document.querySelector('[data-keys-status]');
const reveal = document.querySelector('[data-key-reveal]');
const dialog = document.getElementById('confirm-dialog');

function revealKey(title, key) {
  reveal.querySelector('[data-reveal-title]').textContent = title;
  reveal.querySelector('[data-key-text]').textContent = key;
  reveal.hidden = false;
  reveal.focus();
}

function remember(id, key, label) {
  const existing = sessionKeys.findIndex((k) => k.id === id);
  const entry = { id, key, label };
  if (existing >= 0) sessionKeys.splice(existing, 1);
  sessionKeys.unshift(entry);
  fillKeySelect(id);
}

function forget(id) {
  const index = sessionKeys.findIndex((k) => k.id === id);
  if (index >= 0) sessionKeys.splice(index, 1);
  fillKeySelect();
}

function confirmAction({ title, text, action }) {
  if (!dialog || typeof dialog.showModal !== 'function') return Promise.resolve(true);
  dialog.querySelector('[data-confirm-title]').textContent = title;
  dialog.querySelector('[data-confirm-text]').textContent = text;
  const button = dialog.querySelector('[data-confirm-button]');
  button.textContent = action;
  button.classList.toggle('button-danger', action === 'Delete');
  button.classList.toggle('button-primary', action !== 'Delete');
  dialog.returnValue = '';
  // The modal makes the page inert; aria-hidden says so to tools that read the accessibility tree.
  const outside = [...document.body.children].filter((node) => node !== dialog && node.tagName !== 'SCRIPT');
  for (const node of outside) node.setAttribute('aria-hidden', 'true');
  dialog.showModal();
  button.focus();
  return new Promise((resolve) => dialog.addEventListener('close', () => {
    for (const node of outside) node.removeAttribute('aria-hidden');
    resolve(dialog.returnValue === 'confirm');
  }, { once: true }));
}

// Outside <main>, so hiding the page while it is open does not hide the dialog itself.
if (dialog) document.body.append(dialog);

async function createKey(env, name) {
  const body = name ? { env, name } : { env };
  const result = await api('POST', '/account/keys', body);
  if (!result.ok) return { error: problemText(result, 'The key could not be created.') };
  const label = `${name || 'Unnamed'} · ${env}`;
  remember(result.data.id, result.data.key, label);
  revealKey(`Your new ${env} key${name ? ` “${name}”` : ''}`, result.data.key);
  await refreshFragments(['keys-list']);
  return { key: result.data };
}

const createForm = document.querySelector('[data-key-create]');
createForm?.addEventListener('submit', async (event) => {
  event.preventDefault();
  clearErrors(createForm);
  const data = new FormData(createForm);
  const name = String(data.get('name') || '').trim();
  const button = createForm.querySelector('button[type="submit"]');
  button.disabled = true;
  const outcome = await createKey(String(data.get('env') || 'live'), name);
  button.disabled = false;
  if (outcome.error) return setFieldError(createForm, 'name', outcome.error);
  createForm.reset();
  showStatus(keysStatus, 'Key created. Copy it now: it is shown only once.');
});

async function regenerate(id, label) {
  const ok = await confirmAction({ title: 'Regenerate this key?', text: `The key “${label}” stops working at once. Programs that use it need the new key.`, action: 'Regenerate' });
  if (!ok) return;
  const result = await api('POST', `/account/keys/${encodeURIComponent(id)}/regenerate`);
  if (!result.ok) return showStatus(keysStatus, problemText(result, 'The key could not be regenerated.'));
  forget(id);
  remember(result.data.id, result.data.key, `${label} (new)`);
  revealKey(`Your regenerated key “${label}”`, result.data.key);
  showStatus(keysStatus, 'Key regenerated. The old key no longer works.');
  await refreshFragments(['keys-list']);
}

async function remove(id, label) {
  const ok = await confirmAction({ title: 'Delete this key?', text: `The key “${label}” stops working at once. This cannot be undone.`, action: 'Delete' });
  if (!ok) return;
  const result = await api('DELETE', `/account/keys/${encodeURIComponent(id)}`);
  if (!result.ok) return showStatus(keysStatus, problemText(result, 'The key could not be deleted.'));
  forget(id);
  showStatus(keysStatus, `Key “${label}” deleted.`);
  await refreshFragments(['keys-list']);
  document.getElementById('keys-title')?.focus();
}

keysSection?.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-key-action]') : null;
  if (!button) return;
  const id = button.getAttribute('data-key-id');
  const label = button.getAttribute('data-key-label');
  if (button.getAttribute('data-key-action') === 'regenerate') void regenerate(id, label);
  else void remove(id, label);
});

// Beta access
const accessForm = document.querySelector('[data-access-form]');
accessForm?.addEventListener('submit', async (event) => {
  event.preventDefault();
  clearErrors(accessForm);
  const status = accessForm.querySelector('[data-form-status]');
  showStatus(status, '');
  const scopes = [...accessForm.querySelectorAll('input[name="scopes"]:checked')].map((i) => i.value);
  const reason = accessForm.querySelector('[name="reason"]').value.trim();
  if (scopes.length === 0) setFieldError(accessForm, 'scopes', 'Choose at least one endpoint.');
  if (!reason) setFieldError(accessForm, 'reason', 'Tell the operator what you will use it for.');
  if (scopes.length === 0) return accessForm.querySelector('input[name="scopes"]').focus();
  if (!reason) return accessForm.querySelector('[name="reason"]').focus();
  const result = await api('POST', '/account/access-requests', { scopes, reason });
  if (!result.ok) return showStatus(status, problemText(result, 'The request could not be sent.'), 'error');
  accessForm.reset();
  showStatus(status, `Request sent for ${scopes.map((s) => '/' + s).join(', ')}. The operator will review it.`, 'ok');
  await refreshFragments(['access-requests']);
});

// Playground
const playground = document.querySelector('[data-playground]');
const keySelect = document.getElementById('pg-key');
const pasteField = document.querySelector('[data-pg-paste]');
const pgStatus = document.querySelector('[data-pg-status]');
const createKeyButton = document.querySelector('[data-pg-create-key]');

function fillKeySelect(selectId) {
  if (!keySelect) return;
  const previous = selectId || keySelect.value;
  keySelect.replaceChildren();
  for (const entry of sessionKeys) keySelect.append(new Option(`${entry.label} — ${entry.key.slice(0, 12)}…`, entry.id));
  keySelect.append(new Option('Paste a key…', ''));
  keySelect.value = sessionKeys.some((k) => k.id === previous) ? previous : (sessionKeys[0]?.id ?? '');
  syncPaste();
}

function syncPaste() {
  if (!keySelect || !pasteField) return;
  pasteField.hidden = keySelect.value !== '';
  if (createKeyButton) createKeyButton.hidden = sessionKeys.length > 0;
}

keySelect?.addEventListener('change', syncPaste);

createKeyButton?.addEventListener('click', async () => {
  createKeyButton.disabled = true;
  const outcome = await createKey('test', 'playground');
  createKeyButton.disabled = false;
  if (outcome.error) return showStatus(pgStatus, outcome.error, 'error');
  showStatus(pgStatus, 'Test key “playground” created and selected. It answers for the fixture pages.', 'ok');
  keySelect.focus();
});

function chosenKey() {
  if (keySelect && keySelect.value) return sessionKeys.find((k) => k.id === keySelect.value)?.key || '';
  return (playground.querySelector('[name="pasted"]').value || '').trim();
}

playground?.addEventListener('submit', async (event) => {
  event.preventDefault();
  clearErrors(playground);
  showStatus(pgStatus, '');
  const urlInput = playground.querySelector('[name="url"]');
  if (!urlInput.checkValidity()) {
    setFieldError(playground, 'url', 'Enter a full URL, starting with https://.');
    return urlInput.focus();
  }
  const key = chosenKey();
  if (!key) {
    setFieldError(playground, 'pasted', 'Paste a key, or create a test key for the playground.');
    return playground.querySelector('[name="pasted"]').focus();
  }
  const endpoint = playground.querySelector('[name="endpoint"]').value;
  const button = playground.querySelector('button[type="submit"]');
  button.disabled = true;
  showStatus(pgStatus, `Running /${endpoint}…`);
  const started = performance.now();
  const result = await callEndpoint(endpoint, urlInput.value, key);
  button.disabled = false;
  const ms = Math.round(performance.now() - started);
  showStatus(pgStatus, result.ok ? `/${endpoint} answered ${result.status} in ${ms} ms.` : `/${endpoint} answered ${result.status}: ${problemText(result)}`, result.ok ? 'ok' : 'error');
  const output = document.querySelector('[data-pg-output]');
  output.hidden = false;
  document.querySelector('[data-pg-json]').textContent = JSON.stringify(result.data, null, 2);
  document.querySelector('[data-pg-rendered]').replaceChildren(renderResult(endpoint, result));
});

async function callEndpoint(endpoint, url, key) {
  try {
    const response = await fetch(`/${endpoint}?url=${encodeURIComponent(url)}`, { headers: { 'X-API-Key': key, Accept: 'application/json' }, credentials: 'omit' });
    const data = await response.json().catch(() => ({ detail: 'The answer was not JSON.' }));
    return { ok: response.ok, status: response.status, data };
  } catch {
    return { ok: false, status: 0, data: { detail: 'The service could not be reached.' } };
  }
}

fillKeySelect();
