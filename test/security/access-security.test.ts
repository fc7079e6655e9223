import { describeAccessSecurity } from './keyed-route-suite.js';

const previewOf = (url: string) => ({ path: `/preview?url=${encodeURIComponent(url)}` });

// One line per endpoint: every route gets the whole suite.
describeAccessSecurity({ endpoint: 'preview', keyless: true, request: (web) => previewOf(web.url('/minimal-title-only.html')), fixtureRequest: previewOf });
