import type { PageSignals } from './collect-signals.js';
import type { CompiledFingerprints } from './compile-fingerprints.js';
import type { Detection } from './detection.js';
import type { RuleIndex } from './index-rules.js';
import { findCandidates, matchRules } from './match.js';
import { resolveRelations } from './resolve-relations.js';
import type { ResolvedTechnology } from './resolve-relations.js';
import { isGated } from './rule-types.js';
import type { Rule, SignalType, Technology } from './rule-types.js';

/** Chains of `requires` (a plugin of a plugin of a CMS) are short; this bounds the rounds. */
const MAX_REQUIRE_ROUNDS = 4;

/**
 * Detects technologies on one page using the rule types in `types`. Rules of a technology
 * with `requires`/`requiresCategory` run only once a required technology (or one of the
 * required category) is detected, then everything is resolved again.
 */
export function detectTechnologies(
  compiled: CompiledFingerprints,
  index: RuleIndex,
  signals: PageSignals,
  types: ReadonlySet<SignalType>,
): Map<number, ResolvedTechnology> {
  const { technologies } = compiled;
  const candidates = findCandidates(index, signals);
  const allowed = (rule: Rule): boolean => types.has(rule.type);
  const ungated = (rule: Rule): boolean => allowed(rule) && !isGated(technologies[rule.tech] ?? UNKNOWN);
  const detections: Detection[] = matchRules(candidates, signals, ungated);
  let resolved = resolveRelations(technologies, detections);
  const enabled = new Set<number>();
  for (let round = 0; round < MAX_REQUIRE_ROUNDS; round++) {
    const unlocked = unlockedBy(resolved, index, technologies, enabled);
    if (unlocked.size === 0) break;
    for (const tech of unlocked) enabled.add(tech);
    detections.push(...matchRules(candidates, signals, (rule) => allowed(rule) && unlocked.has(rule.tech)));
    resolved = resolveRelations(technologies, detections);
  }
  return resolved;
}

const UNKNOWN: Technology = { name: '', cats: [], category: 'other', implies: [], excludes: [], requires: [], requiresCategory: [] };

/** Gated technologies whose requirement is now met and which have not run yet. */
function unlockedBy(
  resolved: ReadonlyMap<number, ResolvedTechnology>,
  index: RuleIndex,
  technologies: readonly Technology[],
  enabled: ReadonlySet<number>,
): Set<number> {
  const unlocked = new Set<number>();
  for (const tech of resolved.keys()) {
    const byCategory = (technologies[tech]?.cats ?? []).flatMap((cat) => index.gatedByCategory.get(cat) ?? []);
    for (const gated of [...(index.gatedByTech.get(tech) ?? []), ...byCategory]) {
      if (!enabled.has(gated)) unlocked.add(gated);
    }
  }
  return unlocked;
}
