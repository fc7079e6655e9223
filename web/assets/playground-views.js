// Readable views of the public endpoints' answers, built with DOM calls (text is never parsed as HTML).

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

function facts(pairs) {
  const list = el('dl', 'facts');
  for (const [term, value] of pairs) {
    if (value === undefined || value === null || value === '') continue;
    list.append(el('dt', '', term), el('dd', '', value));
  }
  return list;
}

function imageOrPlaceholder(src, alt, className) {
  const placeholder = el('div', 'image-placeholder', 'No image');
  if (!src) return placeholder;
  const img = el('img', className);
  img.alt = alt;
  img.src = src;
  img.decoding = 'async';
  img.addEventListener('error', () => img.replaceWith(el('div', 'image-placeholder', 'Image not reachable from here')));
  return img;
}

function previewCard(data) {
  const card = el('article', 'preview-card');
  card.setAttribute('aria-label', 'Preview card');
  card.append(imageOrPlaceholder(data.image, '', ''));
  const body = el('div', 'preview-body');
  let host = '';
  try { host = new URL(data.url).hostname; } catch { host = data.url || ''; }
  body.append(el('p', 'preview-site', data.site_name || host));
  body.append(el('h4', 'preview-title', data.title || '(no title)'));
  if (data.description) body.append(el('p', 'preview-desc', data.description));
  card.append(body);
  return card;
}

function scoreHead(grade, score, label) {
  const head = el('div', 'score');
  head.append(el('span', 'score-grade', grade));
  const right = el('div');
  right.append(el('p', 'score-number', `${score} / 100`), el('p', 'muted', label));
  head.append(right);
  return head;
}

function seoView(data) {
  const wrap = el('div', 'stack-form');
  wrap.append(scoreHead(data.grade, data.overall_score, 'SEO score'));
  const recs = data.recommendations || [];
  wrap.append(el('h4', '', recs.length ? 'Recommendations' : 'No recommendations: well done.'));
  const list = el('ol', 'rec-list');
  for (const rec of recs.slice(0, 8)) {
    const item = el('li');
    item.append(el('strong', '', rec.title), document.createTextNode(` — ${rec.description} `), el('span', 'badge badge-wait', rec.priority));
    list.append(item);
  }
  if (recs.length) wrap.append(list);
  return wrap;
}

function aeoView(data) {
  const wrap = el('div', 'stack-form');
  wrap.append(scoreHead(data.grade, data.totalScore, 'Answer engine optimisation'));
  const list = el('ul', 'tech-list');
  for (const step of data.auditSteps || []) {
    const item = el('li');
    item.append(el('span', '', step.step), el('strong', '', step.error ? 'n/a' : `${step.score}`));
    list.append(item);
  }
  wrap.append(list);
  return wrap;
}

function stackView(data) {
  const wrap = el('div', 'stack-form');
  wrap.append(facts([['Server', data.server && data.server.name], ['Powered by', data.server && data.server.poweredBy], ['CDN', (data.cdn || []).join(', ')], ['Security headers', data.security && data.security.score]]));
  const techs = data.technologies || [];
  wrap.append(el('h4', '', techs.length ? `${techs.length} technologies` : 'No technologies detected'));
  const list = el('ul', 'tech-list');
  for (const tech of techs) {
    const item = el('li');
    item.append(el('span', '', tech.version ? `${tech.name} ${tech.version}` : tech.name), el('span', 'muted', tech.category));
    list.append(item);
  }
  if (techs.length) wrap.append(list);
  return wrap;
}

function extractView(data) {
  const wrap = el('div', 'stack-form');
  wrap.append(el('h4', 'preview-title', data.title || '(no title)'));
  wrap.append(facts([['Words', data.word_count], ['Read time', `${data.read_time} min`], ['Links', (data.links || []).length], ['Images', (data.images || []).length]]));
  const text = data.content || '';
  const content = el('p', 'summary-text', text.length > 1200 ? `${text.slice(0, 1200)}…` : text);
  // It scrolls: reachable from the keyboard, and named.
  content.tabIndex = 0;
  content.setAttribute('aria-label', 'Content, first 1,200 characters');
  wrap.append(content);
  return wrap;
}

function screenshotView(data) {
  const wrap = el('div', 'stack-form');
  const img = el('img', 'shot');
  img.src = data.screenshot_url;
  img.alt = `Screenshot, ${data.width} × ${data.height} pixels`;
  wrap.append(img, facts([['Size', `${data.width} × ${data.height}`], ['Link expires', data.expires_at]]));
  return wrap;
}

function outlineBranch(sections, depth) {
  const list = el('ul');
  for (const section of sections || []) {
    const item = el('li');
    item.append(el('span', 'outline-level', `H${section.level}`), el('strong', '', section.title || '(untitled)'));
    if (section.snippet) item.append(el('span', 'outline-snippet', section.snippet));
    if (section.subsections && section.subsections.length && depth < 6) item.append(outlineBranch(section.subsections, depth + 1));
    list.append(item);
  }
  return list;
}

function outlineView(data) {
  const wrap = el('div', 'stack-form');
  wrap.append(el('h4', 'preview-title', data.title || '(no title)'));
  const outline = data.outline || {};
  if (typeof outline === 'string') {
    const text = el('pre', 'summary-text', outline);
    text.tabIndex = 0;
    text.setAttribute('aria-label', 'Outline');
    wrap.append(text);
    return wrap;
  }
  const tree = outlineBranch(outline.sections, 1);
  tree.className = 'outline-tree';
  tree.setAttribute('aria-label', 'Outline of the page');
  wrap.append(tree);
  return wrap;
}

function chipList(label, items) {
  const box = el('div', 'stack-form');
  box.append(el('h4', '', label));
  const list = el('ul', 'chips');
  for (const text of items) list.append(el('li', 'chip', text));
  box.append(items.length ? list : el('p', 'muted', 'None found'));
  return box;
}

function analyzeView(data) {
  const wrap = el('div', 'stack-form');
  const summary = data.summary || {};
  if (summary.brief) wrap.append(el('p', 'preview-title', summary.brief));
  const analysis = data.analysis || {};
  const sentiment = analysis.sentiment || {};
  const difficulty = analysis.difficulty || {};
  wrap.append(facts([['Sentiment', sentiment.label && `${sentiment.label} (${sentiment.score})`], ['Difficulty', difficulty.level], ['Reading time', difficulty.reading_time]]));
  wrap.append(chipList('Topics', (analysis.topics || []).map((t) => t.name)));
  wrap.append(chipList('Entities', (analysis.entities || []).map((e) => `${e.name} · ${e.type}`)));
  if (summary.key_points && summary.key_points.length) {
    wrap.append(el('h4', '', 'Key points'));
    const list = el('ul', 'rec-list');
    for (const point of summary.key_points) list.append(el('li', '', point));
    wrap.append(list);
  }
  return wrap;
}

function batchView(data) {
  const wrap = el('div', 'stack-form');
  const results = data.results || [];
  const ok = results.filter((r) => r.success).length;
  wrap.append(el('p', '', `${ok} of ${results.length} answered`));
  const list = el('ul', 'batch-list');
  for (const item of results) {
    const row = el('li');
    const badge = el('span', item.success ? 'badge badge-ok' : 'badge badge-bad', item.success ? 'ok' : 'failed');
    const title = el('strong', '', item.success ? (item.data && item.data.title) || '(no title)' : item.error || 'failed');
    const head = el('div');
    head.append(badge, document.createTextNode(' '), title);
    row.append(head, el('span', 'batch-url', item.url));
    list.append(row);
  }
  wrap.append(list);
  return wrap;
}

const VIEWS = { preview: previewCard, seo: seoView, aeo: aeoView, stack: stackView, extract: extractView, screenshot: screenshotView, outline: outlineView, analyze: analyzeView, batch: batchView };

/** The rendered side of the playground: a view of the answer, or the problem in words. */
export function renderResult(endpoint, result) {
  if (!result.ok) {
    const box = el('div', 'notice notice-error');
    const data = result.data || {};
    box.append(el('strong', '', data.title || `Error ${result.status}`), el('p', '', data.detail || ''));
    return box;
  }
  const view = VIEWS[endpoint];
  return view ? view(result.data) : el('p', '', 'Done.');
}
