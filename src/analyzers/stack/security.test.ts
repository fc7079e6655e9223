import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, gradeSecurity } from './security.js';

/** The first `count` of the seven headers, as a response would carry them. */
const firstHeaders = (count: number): Record<string, string> =>
  Object.fromEntries(SECURITY_HEADERS.slice(0, count).map((name) => [name, 'x']));

describe('gradeSecurity', () => {
  it.each([
    [0, 'F'], [1, 'F'], [2, 'F'], [3, 'D'], [4, 'C'], [5, 'B'], [6, 'A'], [7, 'A+'],
  ] as const)('%i of the seven headers → %s', (count, letter) => {
    const grade = gradeSecurity(firstHeaders(count));
    expect(grade.score).toBe(letter);
    expect(grade.headers).toEqual(SECURITY_HEADERS.slice(0, count));
    expect(grade.missingHeaders).toEqual(SECURITY_HEADERS.slice(count));
  });

  it('lists names in lower case whatever the response used, and ignores empty values and other headers', () => {
    expect(gradeSecurity({
      'Content-Security-Policy': "default-src 'self'",
      'X-Frame-Options': '   ',
      'Content-Security-Policy-Report-Only': "default-src 'self'",
      'Permissions-Policy': 'camera=()',
    })).toEqual({
      score: 'F',
      headers: ['content-security-policy', 'permissions-policy'],
      missingHeaders: ['strict-transport-security', 'x-frame-options', 'x-content-type-options', 'x-xss-protection', 'referrer-policy'],
    });
  });
});
