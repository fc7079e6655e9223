/**
 * Agreement of two detectors' technology-name sets over the same pages, micro-averaged:
 * precision = shared / ours and recall = shared / reference, summed over every page.
 */
export interface Agreement {
  readonly shared: number;
  readonly ours: number;
  readonly reference: number;
  readonly precision: number;
  readonly recall: number;
  /** Technologies by how many pages disagree on them, most first. */
  readonly onlyOurs: readonly (readonly [string, number])[];
  readonly onlyReference: readonly (readonly [string, number])[];
}

export interface PagePair {
  readonly ours: readonly string[];
  readonly reference: readonly string[];
}

export function scoreAgreement(pages: readonly PagePair[]): Agreement {
  let shared = 0;
  let ours = 0;
  let reference = 0;
  const onlyOurs = new Map<string, number>();
  const onlyReference = new Map<string, number>();
  for (const page of pages) {
    const mine = new Set(page.ours);
    const theirs = new Set(page.reference);
    ours += mine.size;
    reference += theirs.size;
    for (const name of mine) {
      if (theirs.has(name)) shared++;
      else onlyOurs.set(name, (onlyOurs.get(name) ?? 0) + 1);
    }
    for (const name of theirs) if (!mine.has(name)) onlyReference.set(name, (onlyReference.get(name) ?? 0) + 1);
  }
  return {
    shared,
    ours,
    reference,
    precision: ours === 0 ? 1 : shared / ours,
    recall: reference === 0 ? 1 : shared / reference,
    onlyOurs: ranked(onlyOurs),
    onlyReference: ranked(onlyReference),
  };
}

function ranked(counts: ReadonlyMap<string, number>): [string, number][] {
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
