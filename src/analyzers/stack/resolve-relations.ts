import type { CompiledPattern } from './compile-patterns.js';
import type { Detection } from './detection.js';
import type { SignalType, Technology } from './rule-types.js';

/** A technology after merging its detections and applying excludes and implies. */
export interface ResolvedTechnology {
  readonly tech: number;
  /** Summed confidence of its distinct matching patterns, at most 100. */
  readonly confidence: number;
  readonly version: string;
  /** Signal types of its own detections; for an implied technology, those of what implied it. */
  readonly sources: ReadonlySet<SignalType>;
  /** True when no rule of its own matched: only implied by another detected technology. */
  readonly implied: boolean;
}

interface Entry {
  tech: number;
  confidence: number;
  version: string;
  sources: Set<SignalType>;
  implied: boolean;
}

/**
 * Merges detections per technology (dropping those whose confidence sums to 0: such
 * patterns only refine a version), then applies the relations as the format defines them: `excludes` removes the named technologies (in data order, so of two technologies
 * excluding each other the first one kept wins), then `implies` adds the named ones,
 * transitively, with the smaller of the implying confidence and the implication's own.
 */
export function resolveRelations(
  technologies: readonly Technology[],
  detections: readonly Detection[],
): Map<number, ResolvedTechnology> {
  const entries = mergeDetections(detections);
  // `\;confidence:0` patterns only carry a version; alone they detect nothing.
  for (const [tech, entry] of entries) if (entry.confidence === 0) entries.delete(tech);
  const excluded = applyExcludes(technologies, entries);
  applyImplies(technologies, entries, excluded);
  return entries;
}

function mergeDetections(detections: readonly Detection[]): Map<number, Entry> {
  const entries = new Map<number, Entry>();
  const counted = new Map<number, Set<CompiledPattern>>();
  for (const d of [...detections].sort((a, b) => a.tech - b.tech)) {
    const entry = entries.get(d.tech) ?? { tech: d.tech, confidence: 0, version: '', sources: new Set(), implied: false };
    entries.set(d.tech, entry);
    const patterns = counted.get(d.tech) ?? new Set();
    counted.set(d.tech, patterns);
    // A pattern matching several values (three script URLs, say) is one piece of evidence.
    if (!patterns.has(d.pattern)) entry.confidence = Math.min(100, entry.confidence + d.pattern.confidence);
    patterns.add(d.pattern);
    entry.sources.add(d.type);
    entry.version = betterVersion(entry.version, d.version);
  }
  return entries;
}

/** The longer of two versions, ignoring implausible ones (over 15 characters, or a timestamp-like number). */
export function betterVersion(current: string, candidate: string): string {
  const plausible = candidate.length <= 15 && (Number.parseInt(candidate, 10) || 0) < 10_000;
  return plausible && candidate.length > current.length ? candidate : current;
}

function applyExcludes(technologies: readonly Technology[], entries: Map<number, Entry>): Set<number> {
  const excluded = new Set<number>();
  for (const tech of [...entries.keys()].sort((a, b) => a - b)) {
    if (excluded.has(tech)) continue;
    for (const other of technologies[tech]?.excludes ?? []) {
      if (other === tech) continue;
      excluded.add(other);
      entries.delete(other);
    }
  }
  return excluded;
}

function applyImplies(technologies: readonly Technology[], entries: Map<number, Entry>, excluded: ReadonlySet<number>): void {
  const queue = [...entries.values()].sort((a, b) => a.tech - b.tech);
  for (let parent = queue.shift(); parent !== undefined; parent = queue.shift()) {
    for (const implied of technologies[parent.tech]?.implies ?? []) {
      if (excluded.has(implied.tech)) continue;
      const confidence = Math.min(parent.confidence, implied.confidence);
      if (confidence === 0) continue;
      const existing = entries.get(implied.tech);
      if (!existing) {
        const entry = { tech: implied.tech, confidence, version: implied.version, sources: new Set(parent.sources), implied: true };
        entries.set(implied.tech, entry);
        queue.push(entry);
      } else if (existing.implied) {
        const grew = confidence > existing.confidence || [...parent.sources].some((s) => !existing.sources.has(s));
        existing.confidence = Math.max(existing.confidence, confidence);
        for (const source of parent.sources) existing.sources.add(source);
        if (grew) queue.push(existing);
      }
    }
  }
}
