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

/** A new test key becomes the playground's choice; a new live key never does (it spends quota). */
function remember(id, key, label, env) {
  const existing = sessionKeys.findIndex((k) => k.id === id);
  const entry = { id, key, label, env };
  if (existing >= 0) sessionKeys.splice(existing, 1);
  sessionKeys.unshift(entry);
  fillKeySelect(env === 'test' ? id : undefined);
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
  remember(result.data.id, result.data.key, label, env);
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
  remember(result.data.id, result.data.key, `${label} (new)`, result.data.env);
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

const testKeys = () => sessionKeys.filter((k) => k.env === 'test');

/** Test keys first and chosen by default; a live key runs only when picked by hand. */
function fillKeySelect(selectId) {
  if (!keySelect) return;
  const previous = selectId || keySelect.value;
  keySelect.replaceChildren();
  const ordered = [...testKeys(), ...sessionKeys.filter((k) => k.env !== 'test')];
  for (const entry of ordered) {
    const note = entry.env === 'test' ? '' : ' (spends quota)';
    keySelect.append(new Option(`${entry.label} — ${entry.key.slice(0, 12)}…${note}`, entry.id));
  }
  keySelect.append(new Option('Paste a key…', ''));
  keySelect.value = sessionKeys.some((k) => k.id === previous) ? previous : (testKeys()[0]?.id ?? '');
  syncPaste();
}

function syncPaste() {
  if (!keySelect || !pasteField) return;
  pasteField.hidden = keySelect.value !== '';
  if (createKeyButton) createKeyButton.hidden = testKeys().length > 0;
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

const endpointSelect = document.getElementById('pg-endpoint');

/** Shows the URL list for a batch, the single URL otherwise, and only the options the endpoint takes. */
function syncEndpoint() {
  if (!playground || !endpointSelect) return;
  const endpoint = endpointSelect.value;
  for (const node of playground.querySelectorAll('[data-pg-for]')) node.hidden = (node.getAttribute('data-pg-for') === 'batch') !== (endpoint === 'batch');
  for (const node of playground.querySelectorAll('[data-pg-option]')) node.hidden = !node.getAttribute('data-endpoints').split(' ').includes(endpoint);
}

endpointSelect?.addEventListener('change', syncEndpoint);

/** The options shown for the endpoint, as they go on the wire: empty ones are left out. */
function chosenOptions() {
  const options = {};
  for (const node of playground.querySelectorAll('[data-pg-option]')) {
    if (node.hidden) continue;
    const input = node.querySelector('input, select');
    if (input.type === 'checkbox') {
      if (input.checked) options[input.name] = 'true';
    } else if (input.value.trim() !== '') options[input.name] = input.value.trim();
  }
  return options;
}

function batchUrls() {
  return playground.querySelector('[name="urls"]').value.split('\n').map((line) => line.trim()).filter(Boolean);
}

function validUrl(text) {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

playground?.addEventListener('submit', async (event) => {
  event.preventDefault();
  clearErrors(playground);
  showStatus(pgStatus, '');
  const endpoint = endpointSelect.value;
  const urlInput = playground.querySelector('[name="url"]');
  let target;
  if (endpoint === 'batch') {
    const urls = batchUrls();
    const bad = urls.find((u) => !validUrl(u));
    if (urls.length === 0 || bad || urls.length > 50) {
      setFieldError(playground, 'urls', urls.length === 0 ? 'Enter at least one URL, one per line.' : bad ? `“${bad}” is not a full URL: start it with https://.` : 'At most 50 URLs in one batch.');
      return playground.querySelector('[name="urls"]').focus();
    }
    target = urls;
  } else {
    if (!urlInput.checkValidity()) {
      setFieldError(playground, 'url', 'Enter a full URL, starting with https://.');
      return urlInput.focus();
    }
    target = urlInput.value;
  }
  const key = chosenKey();
  if (!key) {
    setFieldError(playground, 'pasted', 'Paste a key, or create a test key for the playground.');
    return playground.querySelector('[name="pasted"]').focus();
  }
  const button = playground.querySelector('button[type="submit"]');
  button.disabled = true;
  showStatus(pgStatus, `Running /${endpoint}…`);
  const started = performance.now();
  const result = await callEndpoint(endpoint, target, chosenOptions(), key);
  button.disabled = false;
  const ms = Math.round(performance.now() - started);
  showStatus(pgStatus, result.ok ? `/${endpoint} answered ${result.status} in ${ms} ms.` : `/${endpoint} answered ${result.status}: ${problemText(result)}`, result.ok ? 'ok' : 'error');
  const output = document.querySelector('[data-pg-output]');
  output.hidden = false;
  document.querySelector('[data-pg-json]').textContent = JSON.stringify(result.data, null, 2);
  document.querySelector('[data-pg-rendered]').replaceChildren(renderResult(endpoint, result));
});

/** GET /<endpoint>?url=…&options, or POST /batch with the URL list; never throws. */
async function callEndpoint(endpoint, target, options, key) {
  const headers = { 'X-API-Key': key, Accept: 'application/json' };
  let request;
  if (endpoint === 'batch') {
    const { operation } = Object.fromEntries(new FormData(playground).entries());
    const body = { operation, urls: target, ...options };
    request = fetch('/batch', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit' });
  } else {
    const query = new URLSearchParams({ url: target, ...options });
    request = fetch(`/${endpoint}?${query}`, { headers, credentials: 'omit' });
  }
  try {
    const response = await request;
    const data = await response.json().catch(() => ({ detail: 'The answer was not JSON.' }));
    return { ok: response.ok, status: response.status, data };
  } catch {
    return { ok: false, status: 0, data: { detail: 'The service could not be reached.' } };
  }
}

syncEndpoint();
fillKeySelect();
