import { describeAccessSecurity } from './keyed-route-suite.js';

const previewOf = (url: string) => ({ path: `/preview?url=${encodeURIComponent(url)}` });

// One line per endpoint: every route gets the whole suite.
describeAccessSecurity({ endpoint: 'preview', keyless: true, request: (web) => previewOf(web.url('/minimal-title-only.html')), fixtureRequest: previewOf });
describeAccessSecurity({
  endpoint: 'extract',
  request: (web) => ({ path: `/extract?url=${encodeURIComponent(web.url('/minimal-title-only.html'))}` }),
  fixtureRequest: (url) => ({ path: `/extract?url=${encodeURIComponent(url)}` }),
});
describeAccessSecurity({
  endpoint: 'batch',
  perItem: { operation: 'preview' },
  request: (web) => ({ path: '/batch', method: 'POST', body: { operation: 'preview', urls: [web.url('/minimal-title-only.html')] } }),
  fixtureRequest: (url) => ({ path: '/batch', method: 'POST', body: { operation: 'preview', urls: [url] } }),
});
for (const endpoint of ['seo', 'aeo'] as const) {
  describeAccessSecurity({
    endpoint,
    request: (web) => ({ path: `/${endpoint}?url=${encodeURIComponent(web.url('/minimal-title-only.html'))}` }),
    fixtureRequest: (url) => ({ path: `/${endpoint}?url=${encodeURIComponent(url)}` }),
  });
}
describeAccessSecurity({
  endpoint: 'stack',
  keyless: true,
  request: (web) => ({ path: `/stack?url=${encodeURIComponent(web.url('/minimal-title-only.html'))}` }),
  fixtureRequest: (url) => ({ path: `/stack?url=${encodeURIComponent(url)}` }),
});
for (const endpoint of ['outline', 'analyze'] as const) {
  describeAccessSecurity({
    endpoint,
    request: (web) => ({ path: `/${endpoint}?url=${encodeURIComponent(web.url('/article-full-meta.html'))}` }),
    fixtureRequest: (url) => ({ path: `/${endpoint}?url=${encodeURIComponent(url)}` }),
  });
}
describeAccessSecurity({
  endpoint: 'screenshot',
  request: (web) => ({ path: `/screenshot?url=${encodeURIComponent(web.url('/minimal-title-only.html'))}&width=320&height=240` }),
  fixtureRequest: (url) => ({ path: `/screenshot?url=${encodeURIComponent(url)}&width=320&height=240` }),
});
