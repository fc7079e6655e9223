/**
 * Consent banners hidden before a capture (block_banners=true), whatever autoconsent managed:
 * the containers of the common consent management platforms, as they ship them. Autoconsent
 * (consent.ts) dismisses a banner it recognises by answering it (reject where it can) and
 * hides its containers while it works; this list is the fallback for a banner it did not get
 * to in time (one that a script adds late, a rule that failed) and for a few it has no rule
 * for. Only containers a CMP owns are named, so the page's own content is never hidden: no
 * class or id guesses such as `.banner` or `#popup`.
 *
 * Sources: each CMP's markup, and the prehide selectors of autoconsent's rules for it
 * (node_modules/@duckduckgo/autoconsent/lib/cmps/*.ts, rules/autoconsent/*.json).
 */
export const CONSENT_CONTAINERS: readonly string[] = [
  // OneTrust: the banner, the preference centre and its dimmed backdrop.
  '#onetrust-banner-sdk',
  '#onetrust-consent-sdk',
  '.onetrust-pc-dark-filter',
  // Cookiebot (Usercentrics): the dialog and its underlay.
  '#CybotCookiebotDialog',
  '#CybotCookiebotDialogBodyUnderlay',
  // Usercentrics: the shadow-root host of the CMP v2/v3 UI.
  '#usercentrics-root',
  '#usercentrics-cmp-ui',
  // Quantcast Choice / InMobi CMP.
  '.qc-cmp2-container',
  '#qc-cmp2-container',
  // Google Funding Choices (Privacy & messaging).
  '.fc-consent-root',
  // Didomi: the host element holds the notice and the popup.
  '#didomi-host',
  '.didomi-popup-backdrop',
  // TrustArc: the banner, its frame and overlays.
  '#truste-consent-track',
  '.trustarc-banner-container',
  '.truste_popframe',
  '.truste_overlay',
  '.truste_box_overlay',
  // Sourcepoint: the message container (an iframe inside) and its veil.
  "div[id^='sp_message_container_']",
  '#sp_privacy_manager_container',
  // consentmanager.net.
  '#cmpbox',
  '#cmpbox2',
  '#ncmp__tool',
  // Osano.
  '.osano-cm-window',
  '.osano-cm-dialog',
  // Complianz (WordPress).
  '#cmplz-cookiebanner-container',
  // CookieYes / Cookie Law Info (WordPress).
  '.cky-consent-container',
  '.cky-overlay',
  '#cookie-law-info-bar',
  '.cli-popupbar-overlay',
  // iubenda.
  '#iubenda-cs-banner',
  // Termly.
  '#termly-code-snippet-support',
  // Axeptio.
  '.axeptio_widget',
  '.axeptio_mount',
  // Borlabs Cookie (WordPress).
  '#BorlabsCookieBox',
  // tarteaucitron.js.
  '#tarteaucitronRoot',
  // Klaro.
  '.klaro .cookie-notice',
  '.klaro .cookie-modal',
  // orestbida/cookieconsent v2 and v3; Osano's open-source cookieconsent.
  '#cc--main',
  '#cc-main',
  '.cc-window.cc-banner',
  // Cookie Script, Sirdata, Ketch, Moove GDPR (WordPress).
  '#cookiescript_injected',
  '#sd-cmp',
  '#lanyard_root',
  '#moove_gdpr_cookie_info_bar',
  // Evidon / Crownpeak.
  '#_evidon_banner',
  '#_evidon-barrier-wrapper',
  // Any other dialog that names itself a cookie or consent dialog.
  '[role="dialog"][aria-label*="cookie" i]',
  '[role="dialog"][aria-label*="consent" i]',
  '[role="alertdialog"][aria-label*="cookie" i]',
  '[role="alertdialog"][aria-label*="consent" i]',
];
