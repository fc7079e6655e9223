import { Type } from 'typebox';

/** The page metadata of /preview and /extract answers and their batch and job items (docs/reference/real-web.md#page-metadata). */
export const PageMetadataMembers = {
  author: Type.String({ description: 'Author names joined by ", " (an organisation-only author is its name); "" when the page does not say' }),
  published_at: Type.String({ description: 'Original publication date, ISO 8601: YYYY-MM-DD when only the day is known, else a date-time with the offset the page gives; "" when the page does not say' }),
  modified_at: Type.String({ description: 'Last modification date, ISO 8601 as published_at; "" when the page does not say' }),
  lang: Type.String({ description: 'BCP 47 language tag (e.g. en, de-AT): declared in the markup, else recognised from the text; "" when unknown' }),
  logo: Type.String({ description: "Publisher's logo URL, absolute, from structured data or the site header's logo image (never the favicon or og:image); \"\" when none" }),
} as const;
