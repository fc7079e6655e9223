import {
  ARTICLE_TYPES, EVENT_TYPES, LOCAL_BUSINESS_TYPES, ORGANIZATION_TYPES, PRODUCT_TYPES, RECIPE_TYPES, REVIEW_TYPES, SOFTWARE_TYPES,
} from './type-families.js';

/**
 * What a property's value must be. `items`: an item of one of these types (a nested rule then
 * checks its own properties); `text` also allows plain text there, `url` a URL.
 */
export type ValueKind =
  | 'text' | 'url' | 'image' | 'date' | 'duration' | 'price' | 'currency' | 'number'
  | { readonly items: readonly string[]; readonly text?: boolean; readonly url?: boolean; readonly rule?: NestedRule };

export interface PropertyRule {
  readonly name: string;
  readonly kind: ValueKind;
  /** A recommended item whose own required properties are still required when it is there (a product's offers). */
  readonly strict?: boolean;
  /** Checked only when (`when`) or unless (`unless`) the item's `property` is `value` (a remote job has no location). */
  readonly when?: { readonly property: string; readonly value: string };
  readonly unless?: { readonly property: string; readonly value: string };
}

export interface NestedRule {
  readonly required: readonly PropertyRule[];
  readonly recommended: readonly PropertyRule[];
  /** At least one of each group must be present (e.g. a product's offers, review or rating). */
  readonly oneOf?: readonly (readonly string[])[];
}

/** One rich-result type: the schema.org types it covers, and what search engines ask of it. */
export interface RichResultRule extends NestedRule {
  readonly type: string;
  readonly family: ReadonlySet<string>;
}

const p = (name: string, kind: ValueKind = 'text'): PropertyRule => ({ name, kind });
const strict = (name: string, kind: ValueKind): PropertyRule => ({ name, kind, strict: true });
const REMOTE = { property: 'jobLocationType', value: 'TELECOMMUTE' } as const;
const PERSON_OR_ORG = ['Person', 'Organization', ...ORGANIZATION_TYPES];

// Nested rules: from the Google Search Central page of each type that holds them (rows below).
const OFFER: NestedRule = {
  required: [p('price', 'price'), p('priceCurrency', 'currency')],
  recommended: [p('availability', 'url'), p('url', 'url')],
};
const AGGREGATE_OFFER: NestedRule = { required: [p('lowPrice', 'price'), p('priceCurrency', 'currency')], recommended: [p('highPrice', 'price'), p('offerCount', 'number')] };
const OFFERS = { items: ['Offer', 'AggregateOffer'], rule: OFFER } as const;
const RATING: NestedRule = { required: [p('ratingValue', 'number')], recommended: [p('bestRating', 'number'), p('worstRating', 'number')] };
const AGGREGATE_RATING: NestedRule = { required: [p('ratingValue', 'number')], recommended: [p('bestRating', 'number')], oneOf: [['ratingCount', 'reviewCount']] };
const NAMED: NestedRule = { required: [p('name')], recommended: [] };
const AUTHOR = { items: PERSON_OR_ORG, rule: NAMED } as const;
const POSTAL_ADDRESS: NestedRule = {
  required: [], recommended: [p('streetAddress'), p('addressLocality'), p('postalCode'), p('addressCountry')],
};
const ADDRESS = { items: ['PostalAddress'], rule: POSTAL_ADDRESS } as const;
const PLACE: NestedRule = { required: [p('address', ADDRESS)], recommended: [p('name')] };
const REVIEW: NestedRule = {
  required: [p('author', AUTHOR), p('reviewRating', { items: ['Rating'], rule: RATING })],
  recommended: [p('datePublished', 'date')],
};
const ANSWER: NestedRule = { required: [p('text')], recommended: [] };
const QUESTION: NestedRule = { required: [p('name'), p('acceptedAnswer', { items: ['Answer'], rule: ANSWER })], recommended: [] };
/** A recipe's step: text (or a section of steps); recipe-specific advice on steps is none. */
const RECIPE_STEP: NestedRule = { required: [], recommended: [], oneOf: [['text', 'itemListElement']] };
const VIRTUAL_LOCATION: NestedRule = { required: [p('url', 'url')], recommended: [] };
const HOW_TO_STEP: NestedRule = { required: [], recommended: [p('name'), p('url', 'url'), p('image', 'image')], oneOf: [['text', 'itemListElement']] };
const LIST_ITEM: NestedRule = { required: [p('position', 'number')], recommended: [p('item', { items: ['Thing'], url: true })], oneOf: [['name', 'item']] };

/**
 * One row per rich-result type (docs/reference/api.md#seo-structured-data):
 * required properties give errors when missing or invalid, recommended ones warnings.
 * Sources: Google Search Central, "Structured data markup that Google Search supports",
 * the page of each type under https://developers.google.com/search/docs/appearance/structured-data/.
 */
export const RICH_RESULT_RULES: readonly RichResultRule[] = [
  // https://developers.google.com/search/docs/appearance/structured-data/article — no required property; author, dates, headline and image recommended.
  { type: 'Article', family: ARTICLE_TYPES, required: [],
    recommended: [p('headline'), p('image', 'image'), p('datePublished', 'date'), p('dateModified', 'date'), p('author', { ...AUTHOR, text: false })] },
  // https://developers.google.com/search/docs/appearance/structured-data/product-snippet and …/merchant-listing — name; one of offers, review, aggregateRating; Offer.price (+priceCurrency).
  { type: 'Product', family: PRODUCT_TYPES, required: [p('name')],
    recommended: [p('image', 'image'), p('description'), strict('offers', OFFERS), strict('aggregateRating', { items: ['AggregateRating'], rule: AGGREGATE_RATING }), strict('review', { items: [...REVIEW_TYPES], rule: REVIEW }), p('brand', { items: ['Brand', ...PERSON_OR_ORG], text: true }), p('sku')],
    oneOf: [['offers', 'review', 'aggregateRating']] },
  // https://developers.google.com/search/docs/appearance/structured-data/recipe — name, image required; author, datePublished, description, times, yield, ingredients, instructions… recommended.
  { type: 'Recipe', family: RECIPE_TYPES, required: [p('name'), p('image', 'image')],
    recommended: [p('author', AUTHOR), p('datePublished', 'date'), p('description'), p('prepTime', 'duration'), p('cookTime', 'duration'), p('totalTime', 'duration'),
      p('recipeYield'), p('recipeIngredient'), p('recipeInstructions', { items: ['HowToStep', 'HowToSection'], text: true, rule: RECIPE_STEP }), p('recipeCategory'), p('recipeCuisine'), p('keywords'),
      p('aggregateRating', { items: ['AggregateRating'], rule: AGGREGATE_RATING })] },
  // https://developers.google.com/search/docs/appearance/structured-data/event — name, startDate, location (Place with address, or VirtualLocation) required.
  { type: 'Event', family: EVENT_TYPES, required: [p('name'), p('startDate', 'date'), p('location', { items: ['Place', 'VirtualLocation'], rule: PLACE })],
    recommended: [p('description'), p('endDate', 'date'), p('eventStatus', 'url'), p('eventAttendanceMode', 'url'), p('image', 'image'), p('offers', OFFERS), p('organizer', AUTHOR), p('performer', AUTHOR)] },
  // https://developers.google.com/search/docs/appearance/structured-data/faqpage — mainEntity of Question, each with name and acceptedAnswer.text.
  { type: 'FAQPage', family: new Set(['FAQPage']), required: [p('mainEntity', { items: ['Question'], rule: QUESTION })], recommended: [] },
  // https://developers.google.com/search/docs/appearance/structured-data/how-to (no longer shown in results, still documented) — name and step required.
  { type: 'HowTo', family: new Set(['HowTo']), required: [p('name'), p('step', { items: ['HowToStep', 'HowToSection'], text: true, rule: HOW_TO_STEP })],
    recommended: [p('image', 'image'), p('totalTime', 'duration'), p('estimatedCost'), p('supply'), p('tool')] },
  // https://developers.google.com/search/docs/appearance/structured-data/breadcrumb — itemListElement of ListItem, each with position, name and item.
  { type: 'BreadcrumbList', family: new Set(['BreadcrumbList']), required: [p('itemListElement', { items: ['ListItem'], rule: LIST_ITEM })], recommended: [] },
  // https://developers.google.com/search/docs/appearance/structured-data/organization — no required property; name, url, logo, address, contact, sameAs recommended.
  { type: 'Organization', family: ORGANIZATION_TYPES, required: [],
    recommended: [p('name'), p('url', 'url'), p('logo', 'image'), p('address', { ...ADDRESS, text: true }), p('telephone'), p('sameAs', 'url')] },
  // https://developers.google.com/search/docs/appearance/structured-data/local-business — name and address required; geo, hours, phone, url, priceRange recommended.
  { type: 'LocalBusiness', family: LOCAL_BUSINESS_TYPES, required: [p('name'), p('address', ADDRESS)],
    recommended: [p('url', 'url'), p('telephone'), p('image', 'image'), p('geo', { items: ['GeoCoordinates'] }), p('openingHoursSpecification', { items: ['OpeningHoursSpecification'] }), p('priceRange'),
      p('aggregateRating', { items: ['AggregateRating'], rule: AGGREGATE_RATING })] },
  // https://developers.google.com/search/docs/appearance/structured-data/job-posting — datePosted, description, hiringOrganization, jobLocation, title required.
  // A fully remote job (jobLocationType TELECOMMUTE) needs applicantLocationRequirements instead of jobLocation.
  { type: 'JobPosting', family: new Set(['JobPosting']), required: [p('title'), p('description'), p('datePosted', 'date'), p('hiringOrganization', { items: [...ORGANIZATION_TYPES], rule: NAMED }),
    { ...p('jobLocation', { items: ['Place'], rule: PLACE }), unless: REMOTE }, { ...p('applicantLocationRequirements', { items: ['Country', 'State', 'AdministrativeArea'] }), when: REMOTE }],
    recommended: [p('validThrough', 'date'), p('employmentType'), p('baseSalary', { items: ['MonetaryAmount'] }), p('identifier'), p('directApply')] },
  // https://developers.google.com/search/docs/appearance/structured-data/video — name, thumbnailUrl, uploadDate required; description, contentUrl, embedUrl, duration recommended.
  { type: 'VideoObject', family: new Set(['VideoObject']), required: [p('name'), p('thumbnailUrl', 'url'), p('uploadDate', 'date')],
    recommended: [p('description'), p('contentUrl', 'url'), p('embedUrl', 'url'), p('duration', 'duration')] },
  // https://developers.google.com/search/docs/appearance/structured-data/review-snippet — author, itemReviewed, reviewRating.ratingValue required.
  { type: 'Review', family: REVIEW_TYPES, required: [p('author', AUTHOR), p('itemReviewed', { items: ['Thing'], text: false }), p('reviewRating', { items: ['Rating'], rule: RATING })],
    recommended: [p('datePublished', 'date')] },
  // https://developers.google.com/search/docs/appearance/structured-data/software-app — name, offers.price, and aggregateRating or review required; applicationCategory, operatingSystem recommended.
  { type: 'SoftwareApplication', family: SOFTWARE_TYPES, required: [p('name'), p('offers', OFFERS)],
    recommended: [p('applicationCategory'), p('operatingSystem'), strict('aggregateRating', { items: ['AggregateRating'], rule: AGGREGATE_RATING }), strict('review', { items: [...REVIEW_TYPES], rule: REVIEW })],
    oneOf: [['aggregateRating', 'review']] },
  // https://developers.google.com/search/docs/appearance/structured-data/book (Book actions) — name, author, url, workExample (an edition with isbn, bookFormat) required.
  { type: 'Book', family: new Set(['Book']), required: [p('name'), p('author', AUTHOR), p('url', 'url'), p('workExample', { items: ['Book'] })],
    recommended: [p('sameAs', 'url'), p('isbn')] },
  // https://developers.google.com/search/docs/appearance/structured-data/course-info and …/course — name, description required; provider recommended.
  { type: 'Course', family: new Set(['Course']), required: [p('name'), p('description')],
    recommended: [p('provider', { items: [...ORGANIZATION_TYPES], rule: NAMED }), p('offers', OFFERS), p('hasCourseInstance', { items: ['CourseInstance'] })] },
  // https://developers.google.com/search/docs/appearance/structured-data/dataset — name, description required; url, creator, license, keywords, distribution… recommended.
  { type: 'Dataset', family: new Set(['Dataset']), required: [p('name'), p('description')],
    recommended: [p('url', 'url'), p('creator', { ...AUTHOR, text: false }), p('license', 'url'), p('keywords'), p('distribution', { items: ['DataDownload'] }), p('temporalCoverage'), p('spatialCoverage')] },
];

/** Nested rules by the value's own type, where a property allows several (an aggregate offer, an online event's location). */
export const NESTED_BY_TYPE: Readonly<Record<string, NestedRule>> = { AggregateOffer: AGGREGATE_OFFER, VirtualLocation: VIRTUAL_LOCATION };
