/**
 * Soft 404s: pages that say the page asked for does not exist, though the site answered 2xx.
 * Headline rows must be the whole of a title segment or an `<h1>` ("Page not found – Example"),
 * so an article titled "How to fix a 404 page not found error" never matches; text rows are the
 * sentences such pages print. Either way the page must also have little content of its own.
 */
import { phrase, wholeSegment } from './marker-syntax.js';
import type { Marker, MarkerCues } from './types.js';

/** "404", "Error 404", "Fehler 404", "404 error", "410"… before or after the words. */
const CODE = '(?:(?:error|erreur|fehler|errore|erro|fout|błąd|ошибка|помилка|hata|chyba|virhe|fejl|feil|fel|エラー|错误|錯誤|오류) ?)?(?:404|410)(?: ?(?:error|page|fehler|erreur))?';
/** Interjections before the words: "Oops! Page not found", "Sorry, page not found". */
const OOPS = '(?:(?:oops|whoops|sorry|uh-oh|ouch|oups|hoppla|ups|ой)[!,.]* )';

/** A not-found headline in full: the words, with an optional code and interjection around them. */
const notFoundHeadline = (words: string): Marker => ({
  reason: 'not_found',
  place: 'headline',
  pattern: wholeSegment(`(?:${CODE}[\\s.:!–—-]*)?${OOPS}?(?:${words})(?:[\\s.:!–—-]*\\(?${CODE}\\)?)?`),
  sure: true,
});
const notFoundText = (words: string): Marker => ({ reason: 'not_found', place: 'text', pattern: phrase(words), sure: true });

export const NOT_FOUND_MARKERS: readonly Marker[] = [
  // A bare status code as the headline: "404", "Error 404", "404 Error", "Fehler 404".
  { reason: 'not_found', place: 'headline', pattern: wholeSegment(CODE), sure: true },
  // Google's style: "Error 404 (Not Found)!!1".
  { reason: 'not_found', place: 'headline', pattern: /^error 404 \([^)]*\)!*1?$/i, sure: true },
  // English: "Page not found", "Not found", "File not found", "404 - Not found".
  notFoundHeadline('(?:(?:page|file|document|article|post|content|resource|url|item|entry) )?not found'),
  // English: "This page could not be found" (Next.js), "That page can't be found" (WordPress), "Page does not exist".
  notFoundHeadline('(?:(?:this|that|the) )?page (?:could not|couldn\'t|cannot|can\'t|can not) be found|(?:(?:this|that|the) )?page (?:does not|doesn\'t) exist'),
  // German, French, Spanish, Italian, Portuguese, Dutch.
  notFoundHeadline('(?:die )?seite (?:nicht gefunden|wurde nicht gefunden|existiert nicht|konnte nicht gefunden werden)|nicht gefunden'),
  notFoundHeadline('page (?:introuvable|non trouvée|non trouvee|inexistante)|(?:cette |la )?page n\'existe (?:pas|plus)'),
  notFoundHeadline('p[áa]gina no encontrada|(?:la )?p[áa]gina no existe|no se (?:ha )?encontr(?:ó|o|ado) la p[áa]gina'),
  notFoundHeadline('pagina non (?:trovata|esistente)|(?:la )?pagina non esiste'),
  notFoundHeadline('p[áa]gina n[ãa]o (?:encontrada|existe)'),
  notFoundHeadline('pagina niet gevonden|(?:deze )?pagina bestaat niet'),
  // Polish, Czech, Hungarian, Romanian, Turkish, Greek, Indonesian, Vietnamese.
  notFoundHeadline('nie znaleziono strony|strona nie (?:została znaleziona|istnieje)|stránka (?:nenalezena|nebyla nalezena|neexistuje)'),
  notFoundHeadline('(?:az )?oldal nem található|pagina nu a fost găsită|sayfa bulunamadı|(?:η )?σελίδα δεν βρέθηκε|halaman tidak ditemukan|không tìm thấy trang'),
  // Swedish, Danish, Norwegian, Finnish.
  notFoundHeadline('sidan (?:kunde inte hittas|hittades inte|finns inte)|siden (?:blev ikke fundet|findes ikke|finnes ikke|ble ikke funnet)|side ikke funnet|sivua ei löytynyt'),
  // Russian, Ukrainian.
  notFoundHeadline('страница не (?:найдена|существует)|страницы не существует|сторінк[уа] не знайдено|сторінка не знайдена'),
  // Japanese, Chinese (simplified and traditional), Korean, Arabic.
  notFoundHeadline('(?:お探しの)?ページ(?:が|は)?見つかりません(?:でした)?|ページが存在しません'),
  notFoundHeadline('(?:抱歉，?)?(?:您(?:访问|訪問|请求)的)?(?:页面|頁面|网页|網頁)(?:不存在|未找到|找不到)|找不到(?:页面|頁面|网页|網頁)'),
  notFoundHeadline('페이지를 찾을 수 없습니다|الصفحة غير موجودة'),
  // The sentences not-found pages print: "Sorry, the page you were looking for (in this blog) does not exist."
  notFoundText('the page you (?:are|were|\'re) (?:looking|searching) for (?:in this blog )?(?:does not|doesn\'t|no longer) exists?'),
  notFoundText('the page you (?:are|were|\'re) (?:looking|searching) for (?:could not|couldn\'t|cannot|can\'t|can not) be found'),
  notFoundText('the (?:page|url) you requested (?:could not be found|cannot be found|can\'t be found|was not found|does not exist)'),
  notFoundText('we (?:could not|couldn\'t|can\'t|cannot) find (?:the|that|this) page'),
  // Apache's and IIS's stock not-found bodies.
  notFoundText('the requested url (?:\\S+ )?was not found on this server'),
  notFoundText('the resource you are looking for has been removed, had its name changed, or is temporarily unavailable'),
  // The same sentences in German, French, Spanish, Italian, Portuguese, Russian, Japanese, Chinese.
  notFoundText('die (?:von ihnen )?(?:angeforderte|gesuchte|aufgerufene) seite (?:wurde nicht gefunden|existiert nicht|konnte nicht gefunden werden)'),
  notFoundText('la page (?:que vous (?:recherchez|cherchez|avez demandée)|demandée) (?:n\'existe pas|n\'existe plus|est introuvable|n\'a pas été trouvée)'),
  notFoundText('la p[áa]gina (?:que (?:buscas|busca|estás buscando|está buscando|has solicitado|solicitaste)|solicitada) no (?:existe|se encuentra|(?:ha sido|fue) encontrada)'),
  notFoundText('la pagina (?:che stai cercando|richiesta|che cerchi) non (?:esiste|è stata trovata)'),
  notFoundText('a p[áa]gina (?:que voc[êe] (?:procura|est[áa] procurando)|solicitada|que procura) n[ãa]o (?:existe|foi encontrada)'),
  notFoundText('(?:запрашиваемая|запрошенная) страница не (?:найдена|существует)|страница, которую вы (?:ищете|запрашиваете), не (?:существует|найдена)'),
  notFoundText('お探しのページ(?:は|が)見つかりません'),
  notFoundText('您(?:访问|訪問|请求|要找)的(?:页面|頁面|网页|網頁)不存在'),
];

/** Literals every `text` row above needs. */
export const NOT_FOUND_CUES: MarkerCues = {
  words: [
    'page you', 'url you', 'find the page', 'find that page', 'find this page', 'on this server', 'name changed',
    'angeforderte seite', 'gesuchte seite', 'aufgerufene seite', 'page que vous', 'page demandée', 'página que', 'pagina que', 'página solicitada',
    'pagina solicitada', 'pagina che', 'pagina richiesta', 'страница',
  ],
  tokens: ['お探しのページ', '页面不存在', '頁面不存在', '网页不存在', '網頁不存在'],
};
