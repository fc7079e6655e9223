/** Value types of the views a {@link Page} exposes. All are plain, JSON-safe data. */

/** One `<meta>` element. Attribute values are trimmed; `content` is "" when absent. */
export interface MetaTag {
  readonly name?: string;
  readonly property?: string;
  readonly httpEquiv?: string;
  readonly charset?: string;
  readonly itemprop?: string;
  readonly content: string;
}

/** One top-level JSON-LD object (arrays and `@graph` flattened). Values are untrusted. */
export type JsonLdNode = Readonly<Record<string, unknown>>;

/** One `<h1>`–`<h6>`; `text` is whitespace-collapsed and may be "". */
export interface Heading {
  readonly level: 1 | 2 | 3 | 4 | 5 | 6;
  readonly text: string;
}

/** Link types (docs/reference/api.md#links-and-images). */
export type LinkType = 'internal' | 'external' | 'anchor' | 'mailto' | 'tel';

/** One `<a href>` with a usable target. */
export interface PageLink {
  /** Absolute http(s), mailto: or tel: URL. */
  readonly href: string;
  /** Whitespace-collapsed text; falls back to aria-label, title, then an inner image's alt. */
  readonly text: string;
  readonly type: LinkType;
  /** Lower-cased `rel` tokens, e.g. `["nofollow", "noopener"]`. */
  readonly rel: readonly string[];
}

/** One `<img>` with a resolvable http(s) source. */
export interface PageImage {
  /** Absolute http(s) URL: `src`, else a lazy-load attribute, else the first `srcset` candidate. */
  readonly src: string;
  /** `null` when the attribute is missing; `""` marks a decorative image. */
  readonly alt: string | null;
  /** From the `width`/`height` attributes when they are plain pixel integers. */
  readonly width?: number;
  readonly height?: number;
  /** Raw `srcset` (or `data-srcset`) attribute, trimmed. */
  readonly srcset?: string;
  /** Raw inline `style` attribute, trimmed, when not empty (extract reads sizes from it). */
  readonly style?: string;
}

/** One `<link>` with a resolvable http(s) `href`. */
export interface LinkTag {
  /** Lower-cased `rel` tokens. */
  readonly rel: readonly string[];
  /** Absolute http(s) URL. */
  readonly href: string;
  readonly type?: string;
  readonly sizes?: string;
  readonly hreflang?: string;
  readonly media?: string;
  readonly as?: string;
}

/** A `<link>` whose rel is `icon`, `shortcut icon`, `apple-touch-icon(-precomposed)` or `mask-icon`. */
export interface PageIcon {
  readonly href: string;
  /** Lower-cased rel tokens joined by one space, e.g. `"shortcut icon"`. */
  readonly rel: string;
  readonly sizes?: string;
  readonly type?: string;
}
