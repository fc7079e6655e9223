import type { ToolName } from './tool-catalog.js';

type Json = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const MAX_TEXT = 20_000;

function outlineMarkdown(sections: readonly Json[], level = 1): string[] {
  return sections.flatMap((s) => [
    `${'#'.repeat(Math.min(6, level + 1))} ${text(s['title'])}`,
    ...(text(s['snippet']) ? [text(s['snippet'])] : []),
    ...outlineMarkdown((s['subsections'] as Json[] | undefined) ?? [], level + 1),
  ]);
}

/** A short text rendering of a tool's result, beside the structured content: markdown for extract and outline. */
export function renderResult(tool: ToolName, result: Json): string {
  switch (tool) {
    case 'extract':
      return `# ${text(result['title'])}\n\n${text(result['content'])}`.slice(0, MAX_TEXT);
    case 'outline': {
      const sections = ((result['outline'] as Json | undefined)?.['sections'] as Json[] | undefined) ?? [];
      return [`# ${text(result['title'])}`, ...outlineMarkdown(sections)].join('\n\n').slice(0, MAX_TEXT);
    }
    case 'preview':
      return [text(result['title']), text(result['description']), text(result['url'])].filter(Boolean).join('\n');
    case 'seo':
      return `SEO ${String(result['overall_score'])} (${text(result['grade'])}); ${((result['recommendations'] as unknown[]) ?? []).length} recommendations`;
    case 'aeo':
      return `AEO ${String(result['totalScore'])} (${text(result['grade'])})`;
    case 'stack':
      return ((result['technologies'] as Json[]) ?? []).map((t) => text(t['name'])).join(', ') || 'no technologies detected';
    case 'screenshot':
      return `${text(result['screenshot_url'])} (${String(result['width'])}×${String(result['height'])}, expires ${text(result['expires_at'])})`;
    case 'analyze':
      return text((result['summary'] as Json | undefined)?.['brief']);
    case 'crawl':
    case 'job':
      return `${text(result['kind'])} ${text(result['id'])}: ${text(result['state'])}, ${String(result['done'])} of ${String(result['total'])} done, ${String(result['failed'])} failed`;
    case 'job_results': {
      const results = (result['results'] as Json[] | undefined) ?? [];
      const lines = results.map((r) => `${r['success'] ? 'ok' : 'failed'} ${text(r['url'])}${r['error'] ? ` (${text(r['error'])})` : ''}`);
      return [...lines, ...(result['next_cursor'] ? [`more: cursor ${text(result['next_cursor'])}`] : [])].join('\n').slice(0, MAX_TEXT);
    }
    case 'batch': {
      const summary = (result['summary'] as Json | undefined) ?? {};
      return `${String(summary['successful'])} of ${String(summary['total'])} succeeded`;
    }
  }
}
