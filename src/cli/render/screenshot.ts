import type { ScreenshotResult } from '../../screenshot/screenshot-service.js';
import { fieldLines, joinLines } from './layout.js';
import type { RenderOptions } from './style.js';

/**
 * `pagelens screenshot` on a terminal: the file written, its size, and the signed link, which is
 * on the configured public URL (PAGELENS_PUBLIC_URL), served by the Pagelens service there.
 */
export function renderScreenshot(result: ScreenshotResult & { readonly file: string }, { paint }: RenderOptions): string {
  return joinLines([
    `${paint('green', 'wrote')} ${paint('bold', result.file)}  ${result.width}×${result.height}${result.cached ? paint('dim', ' (cached)') : ''}`,
    ...fieldLines([['link', paint('cyan', result.screenshot_url)], ['expires', result.expires_at]], paint),
  ]);
}
