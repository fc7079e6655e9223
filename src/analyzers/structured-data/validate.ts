import { valuesOf } from './item-values.js';
import { NESTED_BY_TYPE, RICH_RESULT_RULES, type NestedRule, type PropertyRule, type RichResultRule, type ValueKind } from './rich-results.js';
import { isItem, typesOf, type JsonValue, type StructuredItem } from './terms.js';
import { describeValue, valueProblem } from './value-checks.js';

/** One item of a rich-result type, checked (docs/reference/api.md#seo-structured-data). */
export interface StructuredDataCheck {
  readonly type: string;
  readonly valid: boolean;
  readonly errors: string[];
  readonly warnings: string[];
}

interface Findings {
  readonly errors: string[];
  readonly warnings: string[];
}

/** Nested items are checked this deep at most. */
const MAX_DEPTH = 6;

const isMissing = (values: readonly JsonValue[]): boolean =>
  values.every((v) => v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0));

function ruleFor(item: StructuredItem): { rule: RichResultRule; type: string } | undefined {
  const types = typesOf(item);
  for (const rule of RICH_RESULT_RULES) {
    const type = types.find((t) => rule.family.has(t));
    if (type !== undefined) return { rule, type };
  }
  return undefined;
}

function checkItemValue(value: StructuredItem, property: PropertyRule & { kind: Exclude<ValueKind, string> }, path: string, baseUrl: URL, severe: boolean, out: Findings, depth: number): void {
  const { kind } = property;
  const types = typesOf(value);
  const fits = kind.items.includes('Thing') || types.some((t) => kind.items.includes(t));
  if (!fits) {
    const expected = kind.items.slice(0, 2).join(' or ');
    (severe ? out.errors : out.warnings).push(`"${path}" should be a ${expected}, not ${types.length ? `a ${types.join('/')}` : 'an item without @type'}`);
    return;
  }
  const nested = types.map((t) => NESTED_BY_TYPE[t]).find((r) => r !== undefined) ?? kind.rule;
  if (nested && depth < MAX_DEPTH) checkRule(value, nested, `${path}.`, baseUrl, out, depth + 1, severe || property.strict === true);
}

function checkValue(value: JsonValue, property: PropertyRule, path: string, baseUrl: URL, severe: boolean, out: Findings, depth: number): void {
  const { kind } = property;
  if (typeof kind === 'string') {
    const problem = valueProblem(value, kind, baseUrl);
    if (problem) (severe ? out.errors : out.warnings).push(`${problem} in "${path}": ${describeValue(value)}`);
    return;
  }
  if (isItem(value)) {
    if (value['@type'] === undefined && value['@id'] !== undefined && Object.keys(value).length === 1) return; // a reference to a node described elsewhere
    checkItemValue(value, { ...property, kind }, path, baseUrl, severe, out, depth);
    return;
  }
  if (kind.url && typeof value === 'string' && valueProblem(value, 'url', baseUrl) === undefined) return;
  if (kind.text && (typeof value === 'string' || typeof value === 'number')) return;
  const expected = kind.items.slice(0, 2).join(' or ');
  (severe ? out.errors : out.warnings).push(`"${path}" should be a ${expected}, not text: ${describeValue(value)}`);
}

/** Whether a conditional rule (`when`/`unless`) applies to this item. */
function applies(item: StructuredItem, property: PropertyRule): boolean {
  const is = (condition: { readonly property: string; readonly value: string }) =>
    valuesOf(item, condition.property).some((v) => typeof v === 'string' && v.trim().replace(/^.*[/#:]/, '').toUpperCase() === condition.value);
  return (property.when === undefined || is(property.when)) && (property.unless === undefined || !is(property.unless));
}

function checkRule(item: StructuredItem, rule: NestedRule, prefix: string, baseUrl: URL, out: Findings, depth: number, severe = true): void {
  for (const [properties, required] of [[rule.required, true], [rule.recommended, false]] as const) {
    for (const property of properties) {
      if (!applies(item, property)) continue;
      const path = `${prefix}${property.name}`;
      const values = valuesOf(item, property.name);
      if (isMissing(values)) {
        if (required && severe) out.errors.push(`Missing required property "${path}"`);
        else out.warnings.push(`Missing recommended property "${path}"`);
        continue;
      }
      for (const value of values) checkValue(value, property, path, baseUrl, required && severe, out, depth);
    }
  }
  for (const group of rule.oneOf ?? []) {
    if (group.some((name) => !isMissing(valuesOf(item, name)))) continue;
    const names = group.map((name) => `"${prefix}${name}"`).join(', ');
    (severe ? out.errors : out.warnings).push(`Missing one of ${names}`);
  }
}

/**
 * Each item of a type that has rich results, checked against what search engines document
 * for it (rich-results.ts): errors for a missing or invalid required property, warnings for a
 * missing or invalid recommended one. Items of other types are left out. Pure.
 */
export function validateStructuredData(items: readonly StructuredItem[], baseUrl: URL): StructuredDataCheck[] {
  return items.flatMap((item) => {
    const match = ruleFor(item);
    if (match === undefined) return [];
    const out: Findings = { errors: [], warnings: [] };
    checkRule(item, match.rule, '', baseUrl, out, 0);
    // A property both required-by-group and recommended is named once.
    const warnings = [...new Set(out.warnings)];
    return [{ type: match.type, valid: out.errors.length === 0, errors: [...new Set(out.errors)], warnings }];
  });
}
