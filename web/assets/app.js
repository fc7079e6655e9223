// Shared by every page: CSRF-protected JSON calls, the sign-in forms, log out, copy buttons.
// No inline script anywhere: the page's CSP allows only scripts from this origin.

const csrfMeta = document.querySelector('meta[name="csrf-token"]');

export function csrfToken() {
  return csrfMeta ? csrfMeta.getAttribute('content') || '' : '';
}

/** Calls the account API; never throws: { ok, status, data }. */
export async function api(method, path, body) {
  const headers = { 'X-CSRF-Token': csrfToken(), Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let data = null;
    try { data = text ? JSON.parse(text) : null; } catch { data = { detail: text }; }
    return { ok: response.ok, status: response.status, data };
  } catch {
    return { ok: false, status: 0, data: { detail: 'The service could not be reached. Check your connection and try again.' } };
  }
}

export function problemText(result, fallback) {
  const detail = result.data && typeof result.data.detail === 'string' ? result.data.detail : '';
  return detail || fallback || `Something went wrong (${result.status}).`;
}

export function showStatus(element, text, tone) {
  if (!element) return;
  element.classList.remove('is-error', 'is-ok');
  if (tone) element.classList.add(`is-${tone}`);
  element.textContent = text;
}

/** Puts a message under a field (tied to it by aria-describedby) and marks it invalid. */
export function setFieldError(form, name, message) {
  const slot = form.querySelector(`[data-error-for="${name}"]`);
  if (slot) slot.textContent = message;
  for (const input of form.querySelectorAll(`[name="${name}"]`)) {
    if (input.type === 'checkbox' || input.type === 'radio') continue;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
}

export function clearErrors(form) {
  for (const slot of form.querySelectorAll('[data-error-for]')) setFieldError(form, slot.getAttribute('data-error-for'), '');
}

function fieldMessage(input) {
  if (input.validity.valueMissing) return `Enter your ${input.labels && input.labels[0] ? input.labels[0].textContent.trim().toLowerCase() : 'value'}.`;
  if (input.validity.typeMismatch && input.type === 'email') return 'Enter an email address like name@example.com.';
  if (input.validity.typeMismatch) return 'Enter a full URL, starting with https://.';
  if (input.validity.tooShort) return `Use at least ${input.minLength} characters.`;
  return input.validationMessage;
}

/** Checks the form's inputs; shows each problem under its field and focuses the first. */
export function validate(form) {
  clearErrors(form);
  let first = null;
  for (const input of form.querySelectorAll('input[name], textarea[name]')) {
    if (input.type === 'hidden' || input.type === 'checkbox' || input.type === 'radio' || input.checkValidity()) continue;
    setFieldError(form, input.name, fieldMessage(input));
    first = first || input;
  }
  if (first) first.focus();
  return first === null;
}

const AFTER = {
  signup: (form, result) => {
    if (result.status === 202) {
      const email = form.querySelector('[name="email"]').value;
      const note = document.createElement('div');
      note.className = 'notice';
      note.setAttribute('role', 'status');
      note.textContent = `Check your inbox: we sent a link to ${email}. Open it to confirm your address and sign in.`;
      form.replaceWith(note);
      return true;
    }
    return false;
  },
  forgot: (form) => {
    showStatus(form.querySelector('[data-form-status]'), 'If an account uses that address, a link to reset its password is on its way.', 'ok');
    return true;
  },
};

const ERRORS = {
  login: { 401: 'That email and password do not match an account.' },
};

async function submitJsonForm(form) {
  const kind = form.getAttribute('data-json-form');
  const status = form.querySelector('[data-form-status]');
  showStatus(status, '');
  if (!validate(form)) return;
  const body = Object.fromEntries(new FormData(form).entries());
  const button = form.querySelector('button[type="submit"]');
  button.disabled = true;
  const result = await api('POST', form.getAttribute('data-action'), body);
  button.disabled = false;
  if (result.ok) {
    if (AFTER[kind] && AFTER[kind](form, result)) return;
    window.location.assign(form.getAttribute('data-success') || '/dashboard');
    return;
  }
  const known = ERRORS[kind] && ERRORS[kind][result.status];
  showStatus(status, known || problemText(result), 'error');
}

for (const form of document.querySelectorAll('form[data-json-form]')) {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submitJsonForm(form);
  });
}

for (const button of document.querySelectorAll('[data-logout]')) {
  button.addEventListener('click', async () => {
    await api('POST', '/account/logout');
    window.location.assign('/login');
  });
}

/** Copy buttons name the element whose text they copy. */
document.addEventListener('click', async (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-copy]') : null;
  if (!button) return;
  const source = document.getElementById(button.getAttribute('data-copy'));
  if (!source) return;
  try {
    await navigator.clipboard.writeText(source.textContent || '');
    button.textContent = 'Copied';
  } catch {
    const range = document.createRange();
    range.selectNodeContents(source);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    button.textContent = 'Selected: press Ctrl+C';
  }
  setTimeout(() => { button.textContent = 'Copy'; }, 2000);
});

/** Re-renders parts of this page from the server (the page's HTML never holds a key). */
export async function refreshFragments(ids) {
  const response = await fetch(window.location.pathname, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
  if (!response.ok) return;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  for (const id of ids) {
    const current = document.getElementById(id);
    const next = fresh.getElementById(id);
    if (current && next) current.replaceWith(document.importNode(next, true));
  }
}
