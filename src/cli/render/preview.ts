import type { PreviewResult } from '../../services/preview-service.js';
import { fieldLines, joinLines } from './layout.js';
import type { RenderOptions } from './style.js';

/** `pagelens preview` on a terminal: the title, the URL, then the fields aligned. */
export function renderPreview(result: PreviewResult, { paint }: RenderOptions): string {
  return joinLines([
    paint('bold', result.title || '(no title)'),
    paint('cyan', result.url),
    '',
    ...fieldLines(
      [
        ['description', result.description],
        ['site name', result.site_name],
        ['type', result.type],
        ['image', result.image],
        ['favicon', result.favicon],
        ['extracted', `${result.extracted_at}${result.cached ? ' (cached)' : ''}`],
      ],
      paint,
    ),
  ]);
}
