import { html, type SafeHtml } from '../html.js';

export interface FieldSpec {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly type: 'email' | 'password' | 'text' | 'url';
  readonly autocomplete?: string;
  readonly hint?: string;
  readonly required?: boolean;
  readonly minLength?: number;
  readonly value?: string;
}

/** A labelled input with its hint and its (initially empty) error, both tied by aria-describedby. */
export function field(spec: FieldSpec): SafeHtml {
  const hintId = `${spec.id}-hint`;
  const errorId = `${spec.id}-error`;
  const describedBy = spec.hint ? `${hintId} ${errorId}` : errorId;
  return html`<div class="field">
  <label for="${spec.id}">${spec.label}</label>
  ${spec.hint ? html`<p class="field-hint" id="${hintId}">${spec.hint}</p>` : ''}
  <input id="${spec.id}" name="${spec.name}" type="${spec.type}" aria-describedby="${describedBy}"
    ${spec.autocomplete ? html`autocomplete="${spec.autocomplete}"` : ''}
    ${spec.required === false ? '' : html`required`}
    ${spec.minLength ? html`minlength="${spec.minLength}"` : ''}
    ${spec.value !== undefined ? html`value="${spec.value}"` : ''}>
  <p class="field-error" id="${errorId}" data-error-for="${spec.name}"></p>
</div>`;
}

/** The form-level message: announced politely when the script fills it. */
export function formStatus(): SafeHtml {
  return html`<div class="form-status" role="status" aria-live="polite" data-form-status></div>`;
}

export const EMAIL_FIELD: FieldSpec = { id: 'email', name: 'email', label: 'Email', type: 'email', autocomplete: 'email' };

export const PASSWORD_MIN_LENGTH = 12;

export function newPasswordField(id = 'password'): SafeHtml {
  return field({
    id,
    name: 'password',
    label: 'Password',
    type: 'password',
    autocomplete: 'new-password',
    minLength: PASSWORD_MIN_LENGTH,
    hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  });
}
