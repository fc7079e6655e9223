/**
 * The one way markup is made on the server: `html` escapes every interpolated value
 * unless it is already `SafeHtml` (the result of another `html` call). There is no
 * "raw" escape hatch; constant markup is written inside the template itself.
 */

import { escapeHtml } from '../page/escape-html.js';

export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Markup for each item, concatenated. */
export function each<T>(items: readonly T[], fn: (item: T, index: number) => SafeHtml): SafeHtml {
  return new SafeHtml(items.map((item, i) => fn(item, i).text).join(''));
}
