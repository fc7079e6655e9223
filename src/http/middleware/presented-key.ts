import type { IncomingHttpHeaders } from 'node:http';

export type PresentedKey =
  | { readonly kind: 'none' }
  | { readonly kind: 'malformed'; readonly detail: string }
  | { readonly kind: 'key'; readonly key: string };

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** Reads `Authorization: Bearer <key>` or `X-API-Key: <key>` (docs/reference/access.md#api-keys). */
export function readPresentedKey(headers: IncomingHttpHeaders): PresentedKey {
  const authorization = headers.authorization;
  const apiKeyHeader = headers['x-api-key'];
  let fromAuthorization: string | undefined;
  if (authorization !== undefined) {
    const match = BEARER.exec(authorization);
    if (!match?.[1]) return { kind: 'malformed', detail: 'The Authorization header must be "Bearer <API key>".' };
    fromAuthorization = match[1];
  }
  if (Array.isArray(apiKeyHeader)) return { kind: 'malformed', detail: 'Send one X-API-Key header.' };
  const fromApiKey = apiKeyHeader?.trim();
  if (fromApiKey === '') return { kind: 'malformed', detail: 'The X-API-Key header is empty.' };
  if (fromAuthorization && fromApiKey && fromAuthorization !== fromApiKey) {
    return { kind: 'malformed', detail: 'Authorization and X-API-Key carry different keys; send one.' };
  }
  const key = fromAuthorization ?? fromApiKey;
  return key ? { kind: 'key', key } : { kind: 'none' };
}
