/**
 * The security header grade: the seven headers (docs/reference/api.md#stack), looked up in the final
 * response, and the letter from how many are present (docs/reference/scoring.md#security-header-letter). A header counts when it is present
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

/** 7 → A+, 6 → A, 5 → B, 4 → C, 3 → D, 2 or fewer → F (docs/reference/scoring.md#security-header-letter). */
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
  /** Present headers, lower case, in the documented order (docs/reference/api.md#stack). */
  headers: string[];
  /** Absent headers, lower case, in the documented order (docs/reference/api.md#stack). */
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
