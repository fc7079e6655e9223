/** The endpoints of SPEC §1 with their availability labels; `GET /` lists them. */
export interface EndpointInfo {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly availability: 'Free' | 'Beta' | 'New' | 'Coming soon';
  readonly keyRequired: boolean;
  readonly purpose: string;
  /** False while the endpoint is announced but not served by this build. */
  readonly implemented: boolean;
}

export const ENDPOINTS: readonly EndpointInfo[] = [
  { name: 'preview', method: 'GET', path: '/preview', availability: 'Free', keyRequired: false, purpose: 'Open Graph and basic meta data', implemented: true },
  { name: 'extract', method: 'GET', path: '/extract', availability: 'Beta', keyRequired: true, purpose: 'Content, metadata, links, images', implemented: true },
  { name: 'batch', method: 'POST', path: '/batch', availability: 'Beta', keyRequired: true, purpose: 'Preview or extract for many URLs in one call', implemented: true },
  { name: 'seo', method: 'GET', path: '/seo', availability: 'Beta', keyRequired: true, purpose: 'SEO scoring with recommendations', implemented: true },
  { name: 'aeo', method: 'GET', path: '/aeo', availability: 'Beta', keyRequired: true, purpose: 'Answer Engine Optimization scoring over 7 dimensions', implemented: true },
  { name: 'screenshot', method: 'GET', path: '/screenshot', availability: 'Beta', keyRequired: true, purpose: 'Screenshot of a page', implemented: true },
  { name: 'stack', method: 'GET', path: '/stack', availability: 'New', keyRequired: false, purpose: 'Technology, CDN and security-header detection', implemented: true },
  { name: 'outline', method: 'GET', path: '/outline', availability: 'Coming soon', keyRequired: true, purpose: 'Hierarchical outline', implemented: true },
  { name: 'analyze', method: 'GET', path: '/analyze', availability: 'Coming soon', keyRequired: true, purpose: 'Summary, sentiment, topics, entities', implemented: true },
];
