import type { StackResult } from '../../services/stack-service.js';
import { fieldLines, gradeStyle, joinLines, tableLines, type Cell } from './layout.js';
import type { RenderOptions, StyleName } from './style.js';

const CONFIDENCE_STYLE: Readonly<Record<string, StyleName>> = { high: 'green', medium: 'yellow', low: 'dim' };

/** `pagelens stack` on a terminal: server, CDN and security, then one row per technology. */
export function renderStack(result: StackResult, { paint }: RenderOptions): string {
  const { server, security } = result;
  const serverText = [server.name, server.poweredBy && `powered by ${server.poweredBy}`].filter(Boolean).join(', ');
  const securityText = `${paint(gradeStyle(security.score), security.score)}  ${security.headers.length} of ${security.headers.length + security.missingHeaders.length} headers` +
    (security.missingHeaders.length > 0 ? `; missing ${security.missingHeaders.join(', ')}` : '');
  const lines = [
    paint('bold', result.url),
    '',
    ...fieldLines([['server', serverText], ['cdn', result.cdn.join(', ')], ['security', securityText], ['analysed', result.analyzedAt]], paint),
    '',
  ];
  if (result.technologies.length === 0) lines.push(paint('dim', 'no technologies detected'));
  else {
    const rows: Cell[][] = result.technologies.map((t) => [
      { text: t.name, style: 'bold' },
      t.category,
      t.version ?? '',
      { text: t.confidence, style: CONFIDENCE_STYLE[t.confidence] },
      t.detectedFrom.join(', '),
    ]);
    lines.push(...tableLines([{ title: 'technology' }, { title: 'category' }, { title: 'version' }, { title: 'confidence' }, { title: 'detected from' }], rows, paint));
  }
  if (result.stylesheets !== undefined) lines.push('', paint('dim', `stylesheets (${result.stylesheets.length})`), ...result.stylesheets.map((href) => `  ${href}`));
  return joinLines(lines);
}
