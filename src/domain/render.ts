/** render=: `never` the static HTML only; `always` the page as a browser leaves it; `auto` (default) the browser only when the static HTML is an app shell. */
export const RENDER_MODES = ['auto', 'always', 'never'] as const;
export type RenderMode = (typeof RENDER_MODES)[number];
