import type { Element } from 'domhandler';
import { textContent } from 'domutils';
import type { CompiledPattern } from './compile-patterns.js';
import { matchPattern } from './detection.js';
import type { Detection } from './detection.js';
import type { DomRule } from './rule-types.js';
import type { ElementCensus } from './walk-elements.js';

/**
 * Tests `dom` rules on the parsed page without a browser: each selector only on elements
 * of its subject's tag (all elements when it has none), stopping at the first element that
 * satisfies a sub-rule. Read-only: the shared DOM is never modified.
 */
export function matchDomRules(rules: readonly DomRule[], elements: ElementCensus): Detection[] {
  const detections: Detection[] = [];
  for (const rule of rules) {
    const query = rule.query();
    if (!query) continue;
    const pool = rule.tag === '*' ? elements.all : (elements.byTag.get(rule.tag) ?? []);
    for (const element of pool) {
      const found = safeEvaluate(rule, query, element);
      if (found.length > 0) {
        detections.push(...found);
        break;
      }
    }
  }
  return detections;
}

/** The element's detections; none when the selector does not match it, or a rule throws. */
function safeEvaluate(rule: DomRule, query: (element: Element) => boolean, element: Element): readonly Detection[] {
  try {
    return query(element) ? evaluate(rule, element) : NONE;
  } catch {
    return NONE;
  }
}

// Shared: most elements of a pool do not match, and each would otherwise allocate.
const NONE: readonly Detection[] = Object.freeze([]);

function evaluate(rule: DomRule, element: Element): Detection[] {
  const found: Detection[] = [];
  const add = (pattern: CompiledPattern, value: string | undefined): void => {
    const version = value === undefined ? undefined : matchPattern(pattern, value);
    if (version !== undefined) found.push({ tech: rule.tech, type: 'dom', pattern, version });
  };
  if (rule.exists) add(rule.exists, '');
  if (rule.text) add(rule.text, textContent(element));
  for (const { name, pattern } of rule.attributes) add(pattern, element.attribs[name]);
  return found;
}
