import { html, type SafeHtml } from '../html.js';
import type { FixtureView, PageContext } from '../view-types.js';
import { codeBlock } from './code-block.js';
import { breakable } from './format.js';
import { methodBadge } from './home-page.js';
import { renderPage } from './layout.js';

/** The parts of an OpenAPI 3.1 document (GET /openapi.json) the reference page reads. */
export interface JsonSchema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly default?: unknown;
  readonly example?: unknown;
  readonly examples?: readonly unknown[];
  readonly description?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly format?: string;
  readonly items?: JsonSchema;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
}

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly description?: string;
  readonly example?: unknown;
  readonly schema?: JsonSchema;
}

export interface Operation {
  readonly summary?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly content?: Readonly<Record<string, { readonly schema?: JsonSchema }>> };
  readonly responses?: Readonly<Record<string, { readonly description?: string; readonly content?: Readonly<Record<string, { readonly schema?: JsonSchema }>> }>>;
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
}

export interface OpenApiDocument {
  readonly info: { readonly title: string; readonly version: string; readonly description?: string };
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
  readonly components?: { readonly schemas?: Readonly<Record<string, JsonSchema>> };
}

export interface ReferenceView extends PageContext {
  readonly document: OpenApiDocument;
  /** Where this service answers, for the curl examples. */
  readonly baseUrl: string;
  readonly fixtures: readonly FixtureView[];
  /** Status → error codes of that status (from the error registry). */
  readonly errorCodes: Readonly<Record<number, readonly string[]>>;
}

const GROUPS: readonly { readonly tag: string; readonly title: string; readonly intro: string }[] = [
  { tag: 'endpoints', title: 'Page endpoints', intro: 'One page per call: pass it as url=. With a test key (pl_test_…) they answer for the fixture pages only, from HTML shipped with the service, and spend no quota.' },
  { tag: 'jobs', title: 'Jobs and crawls', intro: 'Many URLs in the background: queue a job or a crawl, then read its state and results.' },
  { tag: 'service', title: 'Service', intro: 'What the service is and how it is doing. No key needed.' },
  { tag: 'accounts', title: 'Account API', intro: 'What the dashboard calls: a browser session cookie, and X-CSRF-Token (from GET /account/csrf) on every call that changes something.' },
];

/** Text whose `backticked` spans become <code>, as the OpenAPI descriptions write them. */
export function prose(text: string | undefined): SafeHtml {
  return html`${(text ?? '').split('`').map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : html`${part}`))}`;
}

/** A path that may wrap after each "/" (a long account route in the narrow table of contents). */
function pathText(path: string): SafeHtml {
  return breakable(path, /(?<=\/)(?=.)/);
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function operationId(method: string, path: string): string {
  return `${method.toLowerCase()}${path.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-$/, '')}`;
}

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return document.components?.schemas?.[name];
}

function refName(schema: JsonSchema | undefined): string | undefined {
  return schema?.$ref?.split('/').pop();
}

/** A short type: string, integer 0–10000, array of string, one of a | b. */
export function typeText(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return refName(schema) ?? 'object';
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const enums = variants.flatMap((v) => (v.enum ? v.enum : v.const !== undefined ? [v.const] : []));
    if (enums.length === variants.length) return 'string';
    return [...new Set(variants.map(typeText))].join(' or ');
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  if (type === 'array') return `array of ${typeText(schema.items) || 'any'}`;
  const range = schema.minimum !== undefined && schema.maximum !== undefined ? ` ${schema.minimum}–${schema.maximum}` : '';
  return `${type}${range}${schema.format ? ` (${schema.format})` : ''}`;
}

function enumValues(schema: JsonSchema | undefined): unknown[] {
  if (!schema) return [];
  if (schema.enum) return [...schema.enum];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.flatMap((v) => (v.enum ? [...v.enum] : v.const !== undefined ? [v.const] : []));
  if (schema.items) return enumValues(schema.items);
  return [];
}

function fieldRow(name: string, schema: JsonSchema | undefined, required: boolean, description: string | undefined, where?: string): SafeHtml {
  const values = enumValues(schema);
  const fallback = schema?.default;
  return html`<tr>
  <td data-label="Name" class="row-main"><code>${name}</code>${required ? html` <span class="required">required</span>` : ''}</td>
  ${where === undefined ? '' : html`<td data-label="In" class="param-type">${where}</td>`}
  <td data-label="Type"><span class="param-type">${typeText(schema)}</span>${values.length > 0 ? html`<span class="enum-values">${values.map((v) => html`<code class="chip">${String(v)}</code>`)}</span>` : ''}</td>
  <td data-label="Description" class="row-text">${prose(description ?? schema?.description)}${fallback !== undefined ? html` <span class="muted">Default: <code>${JSON.stringify(fallback)}</code>.</span>` : ''}</td>
</tr>`;
}

function fieldTable(caption: string, rows: SafeHtml[], withWhere: boolean): SafeHtml {
  return html`<div class="table-wrap"><table class="data-table compact-rows param-table">
  <caption class="visually-hidden">${caption}</caption>
  <thead><tr><th scope="col">Name</th>${withWhere ? html`<th scope="col">In</th>` : ''}<th scope="col">Type</th><th scope="col">Description</th></tr></thead>
  <tbody>${rows}</tbody>
</table></div>`;
}

/** A JSON value that fits the schema, for the examples: examples, defaults and enums first. */
export function sampleOf(document: OpenApiDocument, schema: JsonSchema | undefined, name = '', fixtures: readonly string[] = [], depth = 0): unknown {
  const s = resolve(document, schema);
  if (!s || depth > 3) return null;
  if (s.example !== undefined) return s.example;
  if (s.examples?.[0] !== undefined) return s.examples[0];
  if (/url$/i.test(name) && fixtures[0]) return fixtures[0];
  if (/^urls$/i.test(name)) return fixtures.slice(0, 2);
  if (s.default !== undefined) return s.default;
  const values = enumValues(s);
  if (values.length > 0) return values[0];
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (s.properties || type === 'object') {
    const required = new Set(s.required ?? []);
    return Object.fromEntries(Object.entries(s.properties ?? {}).filter(([key]) => required.has(key)).map(([key, value]) => [key, sampleOf(document, value, key, fixtures, depth + 1)]));
  }
  if (type === 'array') return [sampleOf(document, s.items, name, fixtures, depth + 1)];
  if (type === 'integer' || type === 'number') return s.minimum !== undefined && s.minimum > 0 ? s.minimum : 1;
  if (type === 'boolean') return true;
  if (/email/i.test(name)) return 'you@example.com';
  if (/password/i.test(name)) return 'a long passphrase';
  if (/reason/i.test(name)) return 'What I will use it for';
  return 'text';
}

const needsKey = (op: Operation) => (op.security ?? []).length > 0 && !(op.security ?? []).some((s) => Object.keys(s).length === 0);

/** curl for one operation, with a fixture page for the url (so a test key answers it). */
export function curlExample(view: ReferenceView, method: string, path: string, op: Operation): string {
  const fixtures = view.fixtures.map((f) => f.url);
  const account = (op.tags ?? []).includes('accounts');
  const concrete = path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'id' ? (path.startsWith('/jobs') ? 'job_…' : path.startsWith('/screenshots') ? 'shot_….png' : '…') : `{${name}}`));
  const query = (op.parameters ?? [])
    .filter((p) => p.in === 'query' && (p.required || p.name === 'url'))
    .map((p) => `${p.name}=${encodeURIComponent(String(p.name === 'url' ? (fixtures[0] ?? p.example ?? '') : (sampleOf(view.document, p.schema, p.name, fixtures) ?? '')))}`);
  const lines = [`curl${method === 'get' ? '' : ` -X ${method.toUpperCase()}`} "${view.baseUrl}${concrete}${query.length > 0 ? `?${query.join('&')}` : ''}"`];
  if (needsKey(op) || ((op.security ?? []).length > 0 && !account)) lines.push('-H "Authorization: Bearer $PAGELENS_KEY"');
  if (account) {
    lines.push('-b cookies.txt -c cookies.txt');
    if (method !== 'get') lines.push('-H "X-CSRF-Token: $CSRF"');
  }
  const schema = op.requestBody?.content?.['application/json']?.schema;
  if (schema) {
    lines.push('-H "Content-Type: application/json"');
    lines.push(`-d '${JSON.stringify(sampleOf(view.document, schema, '', fixtures))}'`);
  }
  return lines.join(' \\\n  ');
}

function parameters(op: Operation): SafeHtml {
  const params = op.parameters ?? [];
  if (params.length === 0) return html``;
  return html`<h4 class="subhead">Parameters</h4>
  ${fieldTable('Parameters', params.map((p) => fieldRow(p.name, p.schema, p.required === true || p.name === 'url', p.description, p.in)), true)}`;
}

function requestBody(document: OpenApiDocument, op: Operation): SafeHtml {
  const schema = resolve(document, op.requestBody?.content?.['application/json']?.schema);
  if (!schema?.properties) return html``;
  const required = new Set(schema.required ?? []);
  return html`<h4 class="subhead">JSON body</h4>
  ${fieldTable('JSON body fields', Object.entries(schema.properties).map(([name, field]) => fieldRow(name, field, required.has(name), field.description)), false)}`;
}

function responses(view: ReferenceView, op: Operation, id: string): SafeHtml {
  const entries = Object.entries(op.responses ?? {});
  if (entries.length === 0) return html``;
  const ok = entries.find(([status]) => status.startsWith('2'));
  const okSchema = ok?.[1].content ? Object.values(ok[1].content)[0]?.schema : undefined;
  const resolved = resolve(view.document, okSchema);
  const required = new Set(resolved?.required ?? []);
  const fields = resolved?.properties ? Object.entries(resolved.properties) : [];
  return html`<h4 class="subhead">Answers</h4>
  <ul class="responses">${entries.map(([status]) => {
    const good = status.startsWith('2');
    const codes = view.errorCodes[Number(status)] ?? [];
    return html`<li><span class="${good ? 'status-ok' : 'status-err'}">${status}</span>${good ? html` <span class="muted">${refName(okSchema) ?? 'JSON'}</span>` : codes.map((code) => html` <a href="/docs/errors#${code}"><code>${code}</code></a>`)}</li>`;
  })}</ul>
  ${fields.length > 0
    ? html`<details class="chart-table"><summary>Fields of the ${status(ok?.[0])} answer${refName(okSchema) ? ` (${refName(okSchema)})` : ''}</summary>
    ${fieldTable(`Fields of the answer of ${id}`, fields.map(([name, field]) => fieldRow(name, field, required.has(name), field.description)), false)}</details>`
    : ''}`;
}

const status = (code: string | undefined) => code ?? '200';

function operationSection(view: ReferenceView, path: string, method: string, op: Operation): SafeHtml {
  const id = operationId(method, path);
  const auth = (op.tags ?? []).includes('accounts')
    ? 'Browser session'
    : needsKey(op) ? 'Key required: Authorization: Bearer pl_… or X-API-Key' : (op.security ?? []).length > 0 ? 'No key needed; a key lifts the keyless allowance' : 'No key needed';
  return html`<section class="card operation" id="${id}" aria-labelledby="${id}-title">
  <h3 class="op-title" id="${id}-title">${methodBadge(method.toUpperCase())} <span class="path">${path}</span></h3>
  <p class="summary">${prose(op.summary)}</p>
  ${op.description ? html`<p class="description">${prose(op.description)}</p>` : ''}
  <p class="muted">${auth}</p>
  ${parameters(op)}
  ${requestBody(view.document, op)}
  ${codeBlock(`${id}-curl`, curlExample(view, method, path, op), 'Example (curl)')}
  ${responses(view, op, id)}
</section>`;
}

interface Entry {
  readonly path: string;
  readonly method: string;
  readonly op: Operation;
}

function grouped(document: OpenApiDocument): { group: (typeof GROUPS)[number]; entries: Entry[] }[] {
  const all: Entry[] = Object.entries(document.paths).flatMap(([path, ops]) => METHODS.filter((m) => ops[m]).map((method) => ({ path, method, op: ops[method]! })));
  const known = new Set(GROUPS.map((g) => g.tag));
  return GROUPS.map((group) => ({
    group,
    entries: all.filter((e) => (e.op.tags?.[0] ?? 'service') === group.tag || (group.tag === 'service' && !known.has(e.op.tags?.[0] ?? 'service'))),
  })).filter((g) => g.entries.length > 0);
}

/** GET /docs: the API reference, rendered on the server from the OpenAPI document. */
export function renderReferencePage(view: ReferenceView): string {
  const groups = grouped(view.document);
  const body = html`<div class="page-head"><div>
  <h1>API reference</h1>
  <p class="lead">${prose(view.document.info.description)} Version ${view.document.info.version}.
  Every example runs as it is with a test key on a <a href="/fixtures">fixture page</a>: set <code>PAGELENS_KEY</code> to your <code>pl_test_…</code> key.</p>
  </div>
  <p><a class="button" href="/openapi.json">OpenAPI document</a></p>
</div>
<div class="docs-layout">
  <nav class="docs-toc" aria-label="Endpoints">
    ${groups.map(({ group, entries }) => html`<h2>${group.title}</h2>
    <ul>${entries.map((e) => html`<li><a href="#${operationId(e.method, e.path)}">${methodBadge(e.method.toUpperCase())} <span class="path">${pathText(e.path)}</span></a></li>`)}</ul>`)}
    <h2>More</h2>
    <ul><li><a href="/docs/errors">Error codes</a></li><li><a href="/fixtures">Fixture pages</a></li></ul>
  </nav>
  <div class="docs-main">
    ${groups.map(({ group, entries }) => html`<section class="docs-main" aria-labelledby="group-${group.tag}">
      <div><h2 class="docs-group-title" id="group-${group.tag}">${group.title}</h2><p class="lead">${group.intro}</p></div>
      ${entries.map((e) => operationSection(view, e.path, e.method, e.op))}
    </section>`)}
  </div>
</div>`;
  return renderPage(view, { title: 'API reference', body, public: true, current: 'docs' });
}
