/**
 * "Little other content": how much a page has of its own, measured only once a marker fired.
 * A wall or an error page has a few dozen words; a real page that merely mentions a captcha,
 * a 404 or a parked domain has far more, or declares itself an article, a video, a product.
 */
import { countWords, jsonLdTypes } from '../../page/index.js';
import type { Page } from '../../page/index.js';
import { readMainText } from '../extract/content/index.js';
import type { ContentReason } from './types.js';

export interface ContentBudget {
  /** Most words of main content (the extractor's article text, else the visible text). */
  readonly mainWords: number;
  /** Most words of visible text (menus, footers and all). */
  readonly visibleWords: number;
}

/** The most content a page may have and still be taken for what its markers say. */
export const CONTENT_BUDGETS: Readonly<Record<ContentReason, ContentBudget>> = {
  // Bot checks: a sentence or two, or a captcha page's explanation (Cloudflare's ~150 words).
  challenge: { mainWords: 150, visibleWords: 400 },
  // Consent interstitials explain the choice at length and list their languages.
  consent_wall: { mainWords: 400, visibleWords: 1500 },
  // Parking and for-sale pages: an offer, a price, a contact, perhaps a blurb on the domain.
  parked: { mainWords: 150, visibleWords: 600 },
  // A sign-in form: labels, buttons, a few links.
  login_wall: { mainWords: 100, visibleWords: 400 },
  // A not-found message, maybe a search box and some links; the site's menus may be large.
  not_found: { mainWords: 100, visibleWords: 1000 },
};

/** Whether `page` has no more content than `reason`'s budget allows. */
export function hasLittleContent(page: Page, reason: ContentReason): boolean {
  const budget = CONTENT_BUDGETS[reason];
  if (page.wordCount > budget.visibleWords) return false;
  return countWords(readMainText(page).text) <= budget.mainWords;
}

/** Open Graph types that say "a thing of no particular kind", which walls and error pages use too. */
const GENERIC_OG_TYPES: ReadonlySet<string> = new Set(['website', 'object', 'webpage']);
/** JSON-LD types of a content item (schema.org's creative works and things sold or attended), not of a site or a page frame. */
const CONTENT_JSON_LD_TYPES: ReadonlySet<string> = new Set([
  'Article', 'NewsArticle', 'BlogPosting', 'LiveBlogPosting', 'Report', 'ScholarlyArticle', 'TechArticle',
  'AnalysisNewsArticle', 'OpinionNewsArticle', 'ReportageNewsArticle', 'SocialMediaPosting', 'DiscussionForumPosting',
  'QAPage', 'Question', 'FAQPage', 'HowTo', 'Recipe', 'Review', 'Product', 'ProductGroup', 'Event', 'JobPosting', 'Course',
  'VideoObject', 'AudioObject', 'MusicRecording', 'MusicAlbum', 'MusicPlaylist', 'MusicGroup', 'PodcastEpisode', 'PodcastSeries',
  'Movie', 'TVSeries', 'TVEpisode', 'Book', 'Dataset', 'SoftwareApplication', 'MobileApplication', 'VideoGame',
  'Photograph', 'ImageGallery', 'ProfilePage', 'CreativeWork',
]);

/**
 * Whether the page declares itself a content item (an `og:type` such as article, video.other,
 * profile; a JSON-LD Article, VideoObject, Product…): sites describe their error pages and walls
 * as no such thing.
 */
export function declaresContent(page: Page): boolean {
  const ogType = page.openGraph['og:type']?.trim().toLowerCase();
  if (ogType !== undefined && ogType !== '' && !GENERIC_OG_TYPES.has(ogType)) return true;
  return page.jsonLd.some((node) => jsonLdTypes(node).some((type) => CONTENT_JSON_LD_TYPES.has(type)));
}
