/**
 * The security header grade: SPEC §2.7's seven headers, looked up in the final response,
 * and CONTRACT §5's letter from how many are present. A header counts when it is present
 * with a non-empty value; its validity is not judged.
 */
export const SECURITY_HEADERS = [
  'strict-transport-security',
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'x-xss-protection',
  'referrer-policy',
  'permissions-policy',
] as const;

/** CONTRACT §5: 7 → A+, 6 → A, 5 → B, 4 → C, 3 → D, 2 or fewer → F. */
export const SECURITY_GRADES: readonly { readonly minPresent: number; readonly grade: string }[] = [
  { minPresent: 7, grade: 'A+' },
  { minPresent: 6, grade: 'A' },
  { minPresent: 5, grade: 'B' },
  { minPresent: 4, grade: 'C' },
  { minPresent: 3, grade: 'D' },
  { minPresent: 0, grade: 'F' },
];

export interface SecurityGrade {
  score: string;
  /** Present headers, lower case, in SPEC order. */
  headers: string[];
  /** Absent headers, lower case, in SPEC order. */
  missingHeaders: string[];
}

export function gradeSecurity(headers: Readonly<Record<string, string>>): SecurityGrade {
  const present = new Set(
    Object.entries(headers).filter(([, value]) => value.trim() !== '').map(([name]) => name.toLowerCase()),
  );
  const found = SECURITY_HEADERS.filter((h) => present.has(h));
  return {
    score: SECURITY_GRADES.find((g) => found.length >= g.minPresent)?.grade ?? 'F',
    headers: found,
    missingHeaders: SECURITY_HEADERS.filter((h) => !present.has(h)),
  };
}
