import { html, type SafeHtml } from '../html.js';
import type { PageContext } from '../view-types.js';
import { EMAIL_FIELD, field, formStatus, newPasswordField } from './form-parts.js';
import { renderPage } from './layout.js';

function authCard(heading: string, lead: string, content: SafeHtml): SafeHtml {
  return html`<section class="card auth-card" aria-labelledby="page-title">
  <div class="auth-head"><h1 id="page-title">${heading}</h1>
  <p class="lead">${lead}</p></div>
  ${content}
</section>`;
}

export function renderSignupPage(context: PageContext, options: { readonly open: boolean }): string {
  if (!options.open) {
    const body = authCard(
      'Sign-up is closed',
      'This Pagelens service does not take new sign-ups. Ask its operator for an account.',
      html`<p class="auth-alt">Already have an account? <a href="/login">Log in</a></p>`,
    );
    return renderPage(context, { title: 'Sign-up closed', body, narrow: true });
  }
  const form = html`<form class="stack-form" data-json-form="signup" data-action="/account/signup" data-success="/dashboard" novalidate>
  ${field({ ...EMAIL_FIELD })}
  ${newPasswordField()}
  ${formStatus()}
  <button type="submit" class="button button-primary button-block">Sign up</button>
</form>
<p class="auth-alt">Already have an account? <a href="/login">Log in</a></p>`;
  const body = authCard('Create your account', 'Get an API key for page previews, clean content, SEO audits and more.', form);
  return renderPage(context, { title: 'Sign up', body, narrow: true });
}

export function renderLoginPage(context: PageContext, options: { readonly signupOpen: boolean; readonly next?: string; readonly notice?: string }): string {
  const form = html`<form class="stack-form" data-json-form="login" data-action="/account/login" data-success="${options.next ?? '/dashboard'}" novalidate>
  ${field({ ...EMAIL_FIELD })}
  ${field({ id: 'password', name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
  ${formStatus()}
  <button type="submit" class="button button-primary button-block">Log in</button>
</form>
<p class="auth-alt"><a href="/forgot-password">Forgot your password?</a></p>
${options.signupOpen ? html`<p class="auth-alt">New to Pagelens? <a href="/signup">Create an account</a></p>` : ''}`;
  const notice = options.notice ? html`<p class="notice" role="status">${options.notice}</p>` : '';
  const body = authCard('Log in', 'Welcome back. Log in to manage your keys and usage.', html`${notice}${form}`);
  return renderPage(context, { title: 'Log in', body, narrow: true });
}

export function renderForgotPasswordPage(context: PageContext): string {
  const form = html`<form class="stack-form" data-json-form="forgot" data-action="/account/password-reset" novalidate>
  ${field({ ...EMAIL_FIELD })}
  ${formStatus()}
  <button type="submit" class="button button-primary button-block">Send reset link</button>
</form>
<p class="auth-alt"><a href="/login">Back to log in</a></p>`;
  const body = authCard('Reset your password', 'Enter your account’s email and we will send you a link to choose a new password.', form);
  return renderPage(context, { title: 'Forgot password', body, narrow: true });
}

export function renderResetPasswordPage(context: PageContext, options: { readonly token: string }): string {
  const content = options.token
    ? html`<form class="stack-form" data-json-form="reset" data-action="/account/password-reset/confirm" data-success="/login?reset=1" novalidate>
  <input type="hidden" name="token" value="${options.token}">
  ${newPasswordField()}
  ${formStatus()}
  <button type="submit" class="button button-primary button-block">Set new password</button>
</form>`
    : html`<p class="notice notice-error">This link is incomplete. Open the link from the mail again, or <a href="/forgot-password">ask for a new one</a>.</p>`;
  const body = authCard('Choose a new password', 'Pick a password of at least 12 characters that you do not use elsewhere.', content);
  return renderPage(context, { title: 'Reset password', body, narrow: true });
}
