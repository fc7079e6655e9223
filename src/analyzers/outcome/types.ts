/** Why a fetched page is not the page that was asked for (docs/reference/real-web.md#honest-outcomes). */
export type OutcomeReason = 'not_found' | 'challenge' | 'login_wall' | 'consent_wall' | 'parked' | 'http_error';

/** What the fetch answered: the classifier's only input besides the parsed page. */
export interface PageResponse {
  /** The final HTTP status (after redirects). */
  readonly status: number;
  /** Final response headers, names lower-case. */
  readonly headers: Readonly<Record<string, string>>;
  /** The URL the caller asked for. */
  readonly requestedUrl: string;
  /** Where redirects ended. */
  readonly finalUrl: string;
  /** MIME type only, e.g. text/html. */
  readonly contentType: string;
  /** The decoded body ('' when not HTML). */
  readonly html: string;
}

export type PageVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: OutcomeReason; readonly detail: string };

/** The reasons a page's content (not its status) can give. */
export type ContentReason = Exclude<OutcomeReason, 'http_error'>;

/**
 * Where a marker is looked for:
 * - `title`: the `<title>` text, read from the raw HTML (no parse);
 * - `headline`: the `<title>` and the `<h1>` texts, read from the raw HTML (no parse);
 * - `text`: the page's visible text (a cheap look at the raw HTML first, confirmed on the parsed page);
 * - `markup`: anywhere in the raw HTML (script names, ids, form targets).
 */
export type MarkerPlace = 'title' | 'headline' | 'text' | 'markup';

/** One row of a marker table: a pattern that, where it is found, says the page may be `reason`. */
export interface Marker {
  readonly reason: ContentReason;
  readonly place: MarkerPlace;
  readonly pattern: RegExp;
  /**
   * `false` for a hint: a sign also common on real pages (a captcha widget, a WAF's script),
   * which counts only when the site answered an error status.
   */
  readonly sure: boolean;
  /** Who serves such pages (e.g. "Cloudflare"), for the verdict's detail. */
  readonly vendor?: string;
}

/**
 * The cheap look-out for a table's sure `markup` and `text` rows: every one of them, where it
 * matches, contains one of these literals (case-insensitive), so a page holding none of them is
 * not scanned row by row (hints are looked for only on error answers, without cues). `words` start at a word (after a space or `>`) and their spaces are single
 * spaces; `tokens` may sit anywhere (script names, hosts, words of unspaced scripts).
 */
export interface MarkerCues {
  readonly words: readonly string[];
  readonly tokens: readonly string[];
}

/** A marker table: its rows and the cues its raw-HTML rows need. */
export interface MarkerTable {
  readonly markers: readonly Marker[];
  readonly cues: MarkerCues;
}
