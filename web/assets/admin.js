// /admin: approve or deny access requests, then re-render the lists from the server.
import { api, problemText, refreshFragments, showStatus } from './app.js';

const status = document.querySelector('[data-admin-status]');

document.addEventListener('click', async (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-decide]') : null;
  if (!button) return;
  const decision = button.getAttribute('data-decide');
  const id = button.getAttribute('data-request-id');
  button.disabled = true;
  const result = await api('POST', `/admin/access-requests/${encodeURIComponent(id)}/${decision}`);
  if (!result.ok) {
    button.disabled = false;
    return showStatus(status, problemText(result, 'The decision could not be saved.'), 'error');
  }
  showStatus(status, decision === 'approve' ? 'Approved: the endpoints work at once with the account’s keys.' : 'Denied.', 'ok');
  await refreshFragments(['pending-count', 'pending-requests', 'decided-requests', 'accounts']);
  document.getElementById('pending-title')?.focus();
});
