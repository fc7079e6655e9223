import { Type, type Static } from 'typebox';

/** The screenshot answer (docs/reference/api.md#screenshot). */
export const ScreenshotResult = Type.Object(
  {
    screenshot_url: Type.String({ format: 'uri', description: 'Signed link to the PNG on this service; needs no key; expires at expires_at' }),
    cached: Type.Boolean({ description: 'Served from cache' }),
    width: Type.Integer({ description: 'Actual captured width (px)' }),
    height: Type.Integer({ description: 'Actual captured height (px); the page height, cut at 16384, with fullPage=true' }),
    expires_at: Type.String({ format: 'date-time', description: 'When screenshot_url stops working: 24 h after capture' }),
  },
  { $id: 'ScreenshotResult' },
);
export type ScreenshotResult = Static<typeof ScreenshotResult>;
