import { CONFIDENCE_RANK, confidenceLevel } from './confidence.js';
import type { ConfidenceLevel } from './confidence.js';
import type { ResolvedTechnology } from './resolve-relations.js';
import type { SignalType, Technology } from './rule-types.js';
import type { DetectedTechnology } from '../../results/stack.js';


/** `detectedFrom` labels (docs/reference/api.md#stack) per rule type; css and text rules read the HTML page. */
const SOURCE_LABELS: Readonly<Record<SignalType, string>> = {
  html: 'HTML', css: 'HTML', text: 'HTML',
  scriptSrc: 'Scripts', scripts: 'Scripts',
  headers: 'Headers', cookies: 'Cookies', meta: 'Meta', url: 'URL', dom: 'DOM',
};
const LABEL_ORDER = ['HTML', 'Scripts', 'Headers', 'Cookies', 'Meta', 'URL', 'DOM'];

/** The API's technology list: by confidence (high first), then name. */
export function formatTechnologies(
  technologies: readonly Technology[],
  resolved: ReadonlyMap<number, ResolvedTechnology>,
): DetectedTechnology[] {
  return [...resolved.values()]
    .flatMap((r) => {
      const technology = technologies[r.tech];
      return technology ? [toDetected(technology, r)] : [];
    })
    .sort(compareDetected);
}

function toDetected(technology: Technology, resolved: ResolvedTechnology): DetectedTechnology {
  const labels = new Set([...resolved.sources].map((s) => SOURCE_LABELS[s]));
  return {
    name: technology.name,
    ...(resolved.version ? { version: resolved.version } : {}),
    confidence: confidenceLevel(resolved.confidence),
    detectedFrom: LABEL_ORDER.filter((label) => labels.has(label)),
    category: technology.category,
  };
}

function compareDetected(a: DetectedTechnology, b: DetectedTechnology): number {
  const byConfidence = CONFIDENCE_RANK[a.confidence] - CONFIDENCE_RANK[b.confidence];
  if (byConfidence !== 0) return byConfidence;
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

export type { DetectedTechnology };
