import { describe, expect, it } from 'vitest';
import { parseSetCookies } from './cookies.js';
import { cookieNamePattern } from './compile-fingerprints.js';

describe('parseSetCookies', () => {
  it('reads name=value before the attributes, lower-casing names', () => {
    expect(parseSetCookies([
      'PHPSESSID=abc123; path=/; HttpOnly',
      '_ga_8XK2Q1ZR7B="GS1.1.1709"; Max-Age=10',
      'PHPSESSID=second',
      'no-equals-sign; Secure',
      '=empty-name',
    ])).toEqual(new Map([
      ['phpsessid', ['abc123', 'second']],
      ['_ga_8xk2q1zr7b', ['GS1.1.1709']],
    ]));
  });
});

describe('cookieNamePattern', () => {
  it('leaves plain names to exact lookup', () => {
    expect(cookieNamePattern('phpsessid')).toBeUndefined();
  });

  it('reads a trailing * as a glob and other names as anchored regexes', () => {
    expect(cookieNamePattern('_ga_*')?.test('_ga_8xk2q1zr7b')).toBe(true);
    expect(cookieNamePattern('_ga_*')?.test('x_ga_1')).toBe(false);
    expect(cookieNamePattern('sess[a-f0-9]{32}')?.test(`sess${'a1'.repeat(16)}`)).toBe(true);
    expect(cookieNamePattern('(?i)ltpatoken')?.test('ltpatoken')).toBe(true);
  });
});
