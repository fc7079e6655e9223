import { selectAll } from 'css-select';
import { hasChildren, isTag } from 'domhandler';
import type { AnyNode, Element } from 'domhandler';
import { ELEMENT_TEXT_LIMIT, textOf } from '../../../page/index.js';
import type { AeoContext } from '../context.js';
import { isPresent, itemsOf, jsonLdHas } from '../json-ld-values.js';
import { ORGANIZATION_TYPES } from '../schema-types.js';
import { LABELLED_PHONE, STREET_ADDRESS, collectPlaceSignals, hasLocalSchema, hasMap, hasOpeningHours } from './place-signals.js';
import type { PlaceSignals } from './place-signals.js';

/** Local SEO Signals details (docs/reference/api.md#aeo). */
export interface LocalDetails {
  readonly has_address: boolean;
  readonly has_name: boolean;
  readonly has_phone: boolean;
  readonly local_schema: boolean;
}

/** What the rules, the applicability test and the advice read (beside the details). */
export interface LocalFacts extends LocalDetails, PlaceSignals {
  /** Opening hours (schema or microdata) or a map (hasMap, geo, an embedded or linked map). */
  readonly has_hours_or_map: boolean;
}

const select = (ctx: AeoContext, selector: string) => selectAll<AnyNode, Element>(selector, ctx.page.document);

const isName = (el: Element): boolean => (el.attribs['itemprop'] ?? '').split(/\s+/).includes('name')
  && (textOf(el, ELEMENT_TEXT_LIMIT) !== '' || isPresent(el.attribs['content']));

/** Whether a non-empty `[itemprop~=name]` is inside one of `items`: one walk however items nest. */
function hasNamedElement(root: AnyNode, items: ReadonlySet<Element>): boolean {
  const stack: [AnyNode, boolean][] = [[root, false]];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const [node, inItem] = entry;
    if (!hasChildren(node)) continue;
    if (isTag(node) && inItem && isName(node)) return true;
    const inside = inItem || (isTag(node) && items.has(node));
    for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i]!, inside]);
  }
  return false;
}

function hasName(ctx: AeoContext): boolean {
  if (ctx.page.openGraph['og:site_name'] !== undefined) return true;
  const items = itemsOf(ctx.schema, ORGANIZATION_TYPES);
  if (items.some((item) => item.source === 'json-ld' && isPresent(item.node['name']))) return true;
  const elements = new Set(items.flatMap((item) => (item.source === 'microdata' ? [item.element] : [])));
  return elements.size > 0 && hasNamedElement(ctx.page.document, elements);
}

function hasAddress(ctx: AeoContext): boolean {
  if (jsonLdHas(ctx.schema, ['address', 'streetAddress']) || itemsOf(ctx.schema, new Set(['PostalAddress'])).length > 0) return true;
  if (select(ctx, '[itemprop~=address], [itemprop~=streetAddress]').length > 0) return true;
  if (select(ctx, 'address').some((el) => /\d/.test(textOf(el, ELEMENT_TEXT_LIMIT)))) return true;
  return STREET_ADDRESS.test(ctx.page.visibleText);
}

function hasPhone(ctx: AeoContext): boolean {
  if (ctx.page.links.some((l) => l.type === 'tel') || jsonLdHas(ctx.schema, ['telephone'])) return true;
  return select(ctx, '[itemprop~=telephone]').length > 0 || LABELLED_PHONE.test(ctx.page.visibleText);
}

const hasHoursOrMap = (ctx: AeoContext): boolean => hasOpeningHours(ctx) || hasMap(ctx, true);

export function collectLocal(ctx: AeoContext): LocalFacts {
  return {
    has_address: hasAddress(ctx),
    has_name: hasName(ctx),
    has_phone: hasPhone(ctx),
    local_schema: hasLocalSchema(ctx),
    has_hours_or_map: hasHoursOrMap(ctx),
    ...collectPlaceSignals(ctx),
  };
}
