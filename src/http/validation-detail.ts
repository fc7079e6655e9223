import type { FastifySchemaValidationError } from 'fastify';

/** What ajv tells of a failed value (with `verbose`: the value itself). */
type ValidationIssue = FastifySchemaValidationError & { readonly data?: unknown };

const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/** The parameter or field an issue is about: `format`, `urls/3`, or the part itself. */
function nameOf(issue: ValidationIssue, part: string): string {
  return issue.instancePath.replace(/^\//, '') || part;
}

/**
 * A detail that says what to send instead: the parameter's name, the values it takes, and for
 * a parameter the route does not know, that a page URL's own `&` must be encoded.
 */
export function describeValidation(issues: readonly ValidationIssue[], context: string, fallback: string): string {
  const issue = issues[0];
  if (!issue) return fallback;
  const part = context === 'querystring' ? 'query' : context;
  const params = issue.params as Record<string, unknown>;
  switch (issue.keyword) {
    case 'additionalProperties': {
      const unknown = String(params['additionalProperty']);
      return context === 'querystring'
        ? `unknown query parameter "${unknown}"; if it is part of the page's address, encode the whole url parameter (encodeURIComponent) so its & and = stay inside it`
        : `unknown field "${unknown}" in the ${part}`;
    }
    case 'enum': {
      const allowed = (params['allowedValues'] as readonly unknown[] | undefined) ?? [];
      const got = 'data' in issue ? ` (got ${shown(issue.data)})` : '';
      return `${nameOf(issue, part)} must be one of: ${allowed.map(String).join(', ')}${got}`;
    }
    case 'type': {
      // A boolean has two values: name them, as an enum's are named.
      if (params['type'] !== 'boolean') return generic(issue, part);
      const got = 'data' in issue ? ` (got ${shown(issue.data)})` : '';
      return `${nameOf(issue, part)} must be one of: true, false${got}`;
    }
    case 'required':
      return `${part} needs "${String(params['missingProperty'])}"`;
    default:
      return generic(issue, part);
  }
}

function generic(issue: ValidationIssue, part: string): string {
  return `${nameOf(issue, part)} ${issue.message ?? 'is invalid'}${'data' in issue && issue.data !== undefined ? ` (got ${shown(issue.data)})` : ''}`;
}
