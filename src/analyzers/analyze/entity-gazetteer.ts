import gazetteerJson from './model/gazetteer.json' with { type: 'json' };
import type { EntityType } from './entity-rules.js';

/**
 * Names of people, organisations and places with their usual type, from the public CoNLL-2003
 * training split (scripts/analyze/train-gazetteer.ts): "Reuters" an organization, "Bonn" a place.
 */
const TYPES: Readonly<Record<string, EntityType>> = { p: 'person', o: 'organization', l: 'location' };
// Imported, not read from disk, so the build copies it into dist/ with the code.
const NAMES: Readonly<Record<string, string>> = (gazetteerJson as { names: Record<string, string> }).names;

export function listedType(name: string): EntityType | undefined {
  const code = NAMES[name.toLowerCase()];
  return code === undefined ? undefined : TYPES[code];
}

/** One short all-capitals word ("CDN", "URL", "NASA"): an acronym, a company only with evidence. */
export function isAcronym(name: string): boolean {
  return /^\p{Lu}{2,6}s?$/u.test(name);
}
