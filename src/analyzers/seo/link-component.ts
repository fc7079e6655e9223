import type { Page } from '../../page/index.js';
import { issuesOf, scoreFindings } from './finding.js';
import type { ComponentResult, Finding } from './finding.js';
import { SEO_SCORING } from './scoring.js';
import type { LinkAnalysis } from '../../results/seo.js';


function noInternalFinding(internal: number): Finding[] {
  if (internal > 0) return [];
  return [{
    penalty: SEO_SCORING.components.links.noInternalPenalty,
    issue: 'The page links to no other page of its site.',
    fix: 'Link to related pages of the site',
    advice: 'Add links to related pages on the same site so crawlers and readers can move on from here.',
  }];
}

function emptyTextFinding(page: Page): Finding[] {
  const empty = page.links.filter((l) => (l.type === 'internal' || l.type === 'external') && l.text === '').length;
  if (empty === 0) return [];
  return [{
    penalty: 0,
    issue: `${empty} link${empty === 1 ? ' has' : 's have'} no text, aria-label or image alt.`,
    fix: 'Give every link text',
    advice: 'Write link text (or an aria-label) that says where the link goes.',
  }];
}

/** Links (docs/reference/scoring.md#seo-components): minus 10 when no link points to the same site. */
export function analyzeLinks(page: Page): ComponentResult<LinkAnalysis> {
  const internal = page.links.filter((l) => l.type === 'internal').length;
  const external = page.links.filter((l) => l.type === 'external').length;
  const findings = [...noInternalFinding(internal), ...emptyTextFinding(page)];
  const fields: LinkAnalysis = {
    score: scoreFindings('links', findings),
    internal_links: internal,
    external_links: external,
    issues: issuesOf(findings),
  };
  return { component: 'links', fields, findings };
}

export type { LinkAnalysis };
