/**
 * The fingerprint data's 109 categories (categories.json id → name) mapped to the short
 * lower-case names the API returns, such as `frontend` and `analytics` (docs/reference/api.md#stack). A
 * technology's category is the short name of the first category the data lists for it.
 * Mirrored in README.md; an id missing here (a newer data file) maps to `other`.
 */
export const CATEGORY_SHORT_NAMES: Readonly<Record<number, string>> = {
  1: 'cms', // CMS
  2: 'community', // Message boards
  3: 'database', // Database managers
  4: 'docs', // Documentation
  5: 'widget', // Widgets
  6: 'ecommerce', // Ecommerce
  7: 'media', // Photo galleries
  8: 'cms', // Wikis
  9: 'hosting', // Hosting panels
  10: 'analytics', // Analytics
  11: 'cms', // Blogs
  12: 'frontend', // JavaScript frameworks
  13: 'devtools', // Issue trackers
  14: 'media', // Video players
  15: 'community', // Comment systems
  16: 'security', // Security
  17: 'frontend', // Font scripts
  18: 'framework', // Web frameworks
  19: 'other', // Miscellaneous
  20: 'editor', // Editors
  21: 'education', // LMS
  22: 'server', // Web servers
  23: 'cache', // Caching
  24: 'editor', // Rich text editors
  25: 'frontend', // JavaScript graphics
  26: 'frontend', // Mobile frameworks
  27: 'language', // Programming languages
  28: 'os', // Operating systems
  29: 'search', // Search engines
  30: 'email', // Webmail
  31: 'cdn', // CDN
  32: 'marketing', // Marketing automation
  33: 'server', // Web server extensions
  34: 'database', // Databases
  35: 'maps', // Maps
  36: 'advertising', // Advertising
  37: 'device', // Network devices
  38: 'media', // Media servers
  39: 'device', // Webcams
  41: 'payments', // Payment processors
  42: 'tag-manager', // Tag managers
  44: 'devtools', // CI
  45: 'device', // Control systems
  46: 'device', // Remote access
  47: 'devtools', // Development
  48: 'device', // Network storage
  49: 'other', // Feed readers
  50: 'cms', // DMS
  51: 'cms', // Page builders
  52: 'live-chat', // Live chat
  53: 'crm', // CRM
  54: 'seo', // SEO
  55: 'business', // Accounting
  56: 'security', // Cryptominers
  57: 'framework', // Static site generator
  58: 'marketing', // User onboarding
  59: 'frontend', // JavaScript libraries
  60: 'hosting', // Containers
  62: 'hosting', // PaaS
  63: 'hosting', // IaaS
  64: 'server', // Reverse proxies
  65: 'server', // Load balancers
  66: 'frontend', // UI frameworks
  67: 'privacy', // Cookie compliance
  68: 'accessibility', // Accessibility
  69: 'security', // Authentication
  70: 'security', // SSL/TLS certificate authorities
  71: 'marketing', // Affiliate programs
  72: 'booking', // Appointment scheduling
  73: 'marketing', // Surveys
  74: 'analytics', // A/B Testing
  75: 'email', // Email
  76: 'marketing', // Personalisation
  77: 'advertising', // Retargeting
  78: 'analytics', // RUM
  79: 'other', // Geolocation
  80: 'theme', // WordPress themes
  81: 'theme', // Shopify themes
  82: 'theme', // Drupal themes
  83: 'security', // Browser fingerprinting
  84: 'marketing', // Loyalty & rewards
  85: 'devtools', // Feature management
  86: 'analytics', // Segmentation
  87: 'plugin', // WordPress plugins
  88: 'hosting', // Hosting
  89: 'translation', // Translation
  90: 'marketing', // Reviews
  91: 'payments', // Buy now pay later
  92: 'performance', // Performance
  93: 'booking', // Reservations & delivery
  94: 'marketing', // Referral marketing
  95: 'media', // Digital asset management
  96: 'marketing', // Content curation
  97: 'analytics', // Customer data platform
  98: 'ecommerce', // Cart abandonment
  99: 'ecommerce', // Shipping carriers
  100: 'plugin', // Shopify apps
  101: 'business', // Recruitment & staffing
  102: 'ecommerce', // Returns
  103: 'media', // Livestreaming
  104: 'booking', // Ticket booking
  105: 'media', // Augmented reality
  106: 'ecommerce', // Cross border ecommerce
  107: 'ecommerce', // Fulfilment
  108: 'ecommerce', // Ecommerce frontends
  109: 'hosting', // Domain parking
  110: 'forms', // Form builders
  111: 'payments', // Fundraising & donations
  112: 'ai', // Artificial Intelligence
};

/** Short category of a technology from its category ids (the first listed decides). */
export function shortCategory(cats: readonly number[]): string {
  const first = cats[0];
  return first === undefined ? 'other' : (CATEGORY_SHORT_NAMES[first] ?? 'other');
}
