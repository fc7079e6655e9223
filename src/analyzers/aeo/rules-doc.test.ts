import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSeoRulesDoc } from '../seo/rules-doc.js';
import { maxRulePoints } from './rule-engine.js';
import type { RuleDescription } from './rule-engine.js';
import { renderAeoRulesDoc } from './rules-doc.js';
import { AEO_RULES, AEO_STEPS } from './rules.js';

const committed = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('the rules docs are generated from the tables', () => {
  it('docs/aeo-rules.md is what scripts/rules-doc.ts makes from AEO_RULES now', () => {
    expect(committed('docs/aeo-rules.md')).toBe(renderAeoRulesDoc());
  });

  it('docs/seo-rules.md is what scripts/rules-doc.ts makes from SEO_SCORING now', () => {
    expect(committed('docs/seo-rules.md')).toBe(renderSeoRulesDoc());
  });
});

describe('AEO_RULES', () => {
  it.each(AEO_STEPS)('%s: the points a page can earn add up to 100', (step) => {
    const rules: readonly RuleDescription[] = AEO_RULES[step];
    expect(rules.reduce((sum, rule) => sum + maxRulePoints(rule), 0)).toBe(100);
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
  });

  it('covers exactly the seven AEO steps', () => {
    expect(Object.keys(AEO_RULES)).toEqual([...AEO_STEPS]);
  });
});
