import { ERROR_REGISTRY } from '../errors.js';
import { escapeHtml } from '../page/escape-html.js';

/** The README's table of error codes, made from the registry (npm run docs:errors; a test keeps them equal). */
export function errorCodesMarkdown(): string {
  const rows = Object.entries(ERROR_REGISTRY).map(([code, e]) => `| ${e.status} | \`${code}\` | ${e.title} | ${e.when.replaceAll('|', '\\|')} |`);
  return ['| status | code | title | when |', '|---|---|---|---|', ...rows].join('\n');
}

/** GET /docs/errors: what a problem's `type` (`/docs/errors#<code>`) points at, one anchor per code. */
export function errorCodesHtml(): string {
  const rows = Object.entries(ERROR_REGISTRY)
    .map(([code, e]) => `<tr id="${code}"><td>${e.status}</td><td><code>${code}</code></td><td>${escapeHtml(e.title)}</td><td>${escapeHtml(e.when)}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pagelens error codes</title></head>
<body><main>
<h1>Pagelens error codes</h1>
<p>Every failure is an RFC 9457 problem (<code>application/problem+json</code>) whose <code>type</code> is
<code>/docs/errors#&lt;code&gt;</code> and whose <code>detail</code> says what failed on what. A 500 is always a bug.</p>
<table><thead><tr><th scope="col">status</th><th scope="col">code</th><th scope="col">title</th><th scope="col">when</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<p><a href="/docs">API reference</a> · <a href="/openapi.json">OpenAPI document</a></p>
</main></body></html>
`;
}
