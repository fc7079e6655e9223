import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { ELEMENT_TEXT_LIMIT, textOf } from '../../../page/index.js';
import type { AeoContext } from '../context.js';
import { isPresent, itemsOf, jsonLdHas, jsonLdNodesOf } from '../json-ld-values.js';
import { LOCAL_BUSINESS_TYPES, ORGANIZATION_TYPES, PLACE_TYPES } from '../schema-types.js';

/** "12 High Street", "1600 Amphitheatre Parkway", "221B Baker St." */
export const STREET_ADDRESS =
  /\b\d{1,5}[A-Za-z]?\s+(?:[A-Z][\w'-]*\s+){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Court|Ct|Place|Pl|Square|Sq|Parkway|Pkwy|Highway|Hwy|Terrace|Close|Crescent)\b/;
/** A number labelled as a phone: "Tel: +44 20 7946 0958", "Call us on (555) 010-0199". */
export const LABELLED_PHONE = /\b(?:phone|tel|telephone|call(?: us)?(?: on| at)?)\s*[:.]?\s*\+?\(?\d[\d\s().-]{5,}\d/i;
export const MAP_URL = /google\.[a-z.]+\/maps|maps\.google\.|goo\.gl\/maps|maps\.app\.goo\.gl|openstreetmap\.org|bing\.com\/maps|maps\.apple\.com/i;

/**
 * What tells that a page presents a place or a local business: the facts Local SEO Signals'
 * applicability reads (rules.ts, AEO_APPLICABILITY). A phone number or an address counts only in
 * the main content or in structured data about a place or an organisation, so a contact line in a
 * site-wide header or footer does not make an article a page about a place.
 */
export interface PlaceSignals {
  /** An item of a Place-family type that is not a business (Place, TouristAttraction, Museum, Park…). */
  readonly place_schema: boolean;
  /** A JSON-LD Organization-family or Place-family node with an address. */
  readonly organization_address: boolean;
  /** A PostalAddress item (JSON-LD or microdata), an `<address>` holding a digit or a street address, in the main content. */
  readonly postal_address: boolean;
  /** A tel: link or a labelled phone number in the main content. */
  readonly content_phone: boolean;
  /** openingHours / openingHoursSpecification in JSON-LD or microdata. */
  readonly opening_hours: boolean;
  /** hasMap or geo in JSON-LD or microdata, an embedded map anywhere, or a map link in the main content. */
  readonly map: boolean;
}

const within = (root: AnyNode, selector: string) => selectAll<AnyNode, Element>(selector, root);

const isTelHref = (a: Element) => /^\s*tel:/i.test(a.attribs['href'] ?? '');

function hasOrganizationAddress(ctx: AeoContext): boolean {
  const nodes = jsonLdNodesOf(ctx.schema, new Set([...ORGANIZATION_TYPES, ...PLACE_TYPES]));
  return nodes.some((node) => isPresent(node['address']));
}

function hasPostalAddress(ctx: AeoContext): boolean {
  if (itemsOf(ctx.schema, new Set(['PostalAddress'])).length > 0) return true;
  if (within(ctx.contentRoot, 'address').some((el) => /\d/.test(textOf(el, ELEMENT_TEXT_LIMIT)))) return true;
  return STREET_ADDRESS.test(ctx.contentText);
}

function hasContentPhone(ctx: AeoContext): boolean {
  return within(ctx.contentRoot, 'a[href]').some(isTelHref) || LABELLED_PHONE.test(ctx.contentText);
}

export function hasOpeningHours(ctx: AeoContext): boolean {
  return jsonLdHas(ctx.schema, ['openingHours', 'openingHoursSpecification'])
    || within(ctx.page.document, '[itemprop~=openingHours], [itemprop~=openingHoursSpecification]').length > 0;
}

export function hasMap(ctx: AeoContext, linksAnywhere: boolean): boolean {
  if (jsonLdHas(ctx.schema, ['hasMap', 'geo'])) return true;
  if (within(ctx.page.document, '[itemprop~=geo], [itemprop~=hasMap]').length > 0) return true;
  if (within(ctx.page.document, 'iframe[src]').some((f) => MAP_URL.test(f.attribs['src'] ?? ''))) return true;
  if (linksAnywhere) return ctx.page.links.some((l) => MAP_URL.test(l.href));
  return within(ctx.contentRoot, 'a[href]').some((a) => MAP_URL.test(a.attribs['href'] ?? ''));
}

export function collectPlaceSignals(ctx: AeoContext): PlaceSignals {
  return {
    place_schema: itemsOf(ctx.schema, PLACE_TYPES).length > 0,
    organization_address: hasOrganizationAddress(ctx),
    postal_address: hasPostalAddress(ctx),
    content_phone: hasContentPhone(ctx),
    opening_hours: hasOpeningHours(ctx),
    map: hasMap(ctx, false),
  };
}

/** Whether some item is of a LocalBusiness-family type. */
export const hasLocalSchema = (ctx: AeoContext): boolean => itemsOf(ctx.schema, LOCAL_BUSINESS_TYPES).length > 0;
