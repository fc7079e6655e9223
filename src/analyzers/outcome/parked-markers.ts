/**
 * Parked and for-sale domains: a registrar's or parking service's landing page standing where
 * a site would be. Headlines and sentences say so in many languages; the parking services'
 * scripts and buy-this-domain links say so in the markup. The page must also have little content.
 */
import { phrase } from './marker-syntax.js';
import type { Marker, MarkerCues } from './types.js';

const parked = (place: Marker['place'], pattern: RegExp): Marker => ({ reason: 'parked', place, pattern, sure: true });

/** "This domain is for sale", "Parked at …", "Domain parked", in the languages of the web. */
const FOR_SALE_WORDS = [
  'domain(?: name)? (?:is |may be |might be )?(?:for sale|available for (?:sale|purchase))',
  'buy this domain',
  '\\bparked (?:at|by|free,? courtesy of)|(?:this )?domain (?:is |has been )?parked|\\bparked domain',
  'domain (?:steht zum verkauf|ist zu verkaufen|kaufen)|domain zu verkaufen|domain geparkt', // German
  'domaine (?:est )?(?:à vendre|en vente|parqué)', // French
  'dominio (?:está )?(?:en venta|a la venta|se vende|estacionado|aparcado)', // Spanish
  'dominio (?:è )?in vendita|dominio parcheggiato', // Italian
  'dom[íi]nio (?:est[áa] )?(?:[àa] venda|estacionado)', // Portuguese
  'dom(?:ein|einnaam) (?:is )?te koop', // Dutch
  'domena (?:jest )?(?:na sprzedaż|zaparkowana)', // Polish
  'домен (?:продаётся|продается|выставлен на продажу|припаркован)', // Russian
  'alan adı satılık', // Turkish
  'domän(?:en)? (?:är )?till salu', // Swedish
  'このドメインは(?:販売中|売り出し中|購入できます)|ドメイン販売中', // Japanese
  '(?:该|此|這個|这个)?域名(?:正在)?(?:出售|待售|转让)', // Chinese
];

export const PARKED_MARKERS: readonly Marker[] = [
  // The title or h1 says the domain is for sale or parked ("Domain for Sale. Buy It Now!", "Parked at Atomia").
  parked('headline', phrase(`(?:${FOR_SALE_WORDS.join('|')})`)),
  // The page says so in a sentence.
  parked('text', phrase(`(?:${FOR_SALE_WORDS.join('|')})`)),
  // GoDaddy's and others' parked-page sentences.
  parked('text', phrase('(?:this (?:web )?page|this domain) (?:is|was) parked (?:free|for free)|is parked free,? courtesy of')),
  parked('text', phrase('(?:the )?(?:owner of this domain|domain owner) (?:may be|is) (?:interested in selling|open to offers)|inquire about this domain|make an offer on this domain')),
  // Parking services' scripts and frames (Sedo, ParkingCrew, Bodis, Above, ParkLogic, GoDaddy's parking lander).
  parked('markup', /<(?:script|iframe)\b[^>]+\bsrc=["'][^"']*(?:sedoparking\.com|parkingcrew\.net|bodiscdn\.com|parking\.bodis\.com|above\.com\/(?:marketplace|parking)|parklogic\.com|dsparking\.com|img1\.wsimg\.com\/parking-lander)/i),
  parked('markup', /\bwindow\.LANDER_SYSTEM\b|parked-content\.godaddy\.com/),
  // Links to buy this very domain on a marketplace (Sedo, Afternic, Dan, HugeDomains, Atom).
  parked('markup', /href=["']https?:\/\/(?:www\.)?(?:sedo\.com\/search\/details|afternic\.com\/(?:domain|forsale)\/|dan\.com\/buy-domain\/|hugedomains\.com\/domain_profile|atom\.com\/name\/)/i),
];

/** Literals every `text` or `markup` row above needs. */
export const PARKED_CUES: MarkerCues = {
  words: [
    'for sale', 'available for purchase', 'buy this domain', 'parked', 'domain steht', 'domain ist zu', 'domain kaufen',
    'domain zu verkaufen', 'domain geparkt', 'domaine est', 'domaine à vendre', 'domaine en vente', 'domaine parqué', 'dominio',
    'domínio', 'te koop', 'domena', 'домен прода', 'домен выставлен', 'домен припаркован', 'alan adı', 'domän', 'owner of this domain', 'domain owner', 'about this domain',
    'offer on this domain',
  ],
  tokens: [
    'ドメイン', '域名', 'sedoparking', 'parkingcrew', 'bodiscdn', 'parking.bodis', 'above.com/', 'parklogic', 'dsparking',
    'parking-lander', 'lander_system', 'parked-content', 'sedo.com/search', 'afternic.com/', 'dan.com/buy-domain',
    'hugedomains.com/domain_profile', 'atom.com/name',
  ],
};
