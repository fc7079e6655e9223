/**
 * Additions to wink's lexicon for the language of reviews, support threads and news, on wink's
 * scale (AFINN ÷ 5: 0.4 ≈ "good", 0.6 ≈ "great"). Only words wink's lexicon lacks are listed.
 */
export const EXTRA_VALENCES: ReadonlyMap<string, number> = new Map([
  // Defects, delays and failures.
  ...words(-0.4, `late cracked crashes crashed crashing freezes froze cancelled canceled cancellation overheats
    overheating leaking leaks outdated laggy buggy glitchy unresponsive overpriced mould mold stained expired
    flimsy scratched dented downtime disconnects unanswered tedious bland soggy stale greasy overcooked cramped
    clunky mediocre subpar leaky dusty malfunction malfunctioning ripped peeling wobbly rattles dies lose loses
    crash freeze cancel overheat leak disconnect disconnected rattle scratch dent stain expire rip peel wobble
    lag glitch`),
  ...words(-0.6, 'nightmare layoffs casualties wildfire drought flooding flooded floods plunged slumped'),
  ...words(-0.3, 'slow rushed fined'),
  ...words(-0.2, 'crowded declined predictable'),
  // Praise.
  ...words(0.4, `cozy cosy sturdy intuitive effortless snappy juicy attentive punctual efficient convenient
    versatile sleek roomy relaxing pristine scenic rallied surged soared`),
  ...words(0.6, 'tasty flavorful flavourful thrilling spectacular immaculate'),
  ...words(0.3, 'crisp fast'),
  ...words(0.2, 'tidy quick lush recovery grew'),
]);

/**
 * Words whose wink valence comes from a sense rarely meant in expository web text ("according
 * to", "taking", "key", "chief", "quality", "Taylor Swift"), found by listing the most frequent
 * valenced words of the dev corpus. They score 0.
 */
export const NEUTRAL_WORDS: ReadonlySet<string> = new Set(`according taking further noted go still key decided
  hearing faced chief master beef united able want down behind lower big enough top share matter certain legal
  feeling agreement increase increased pay solution safety dream true settlements swift despite trying immune
  quality ability must support`.split(/\s+/));

function words(valence: number, list: string): [string, number][] {
  return list.split(/\s+/).filter((w) => w !== '').map((w) => [w, valence]);
}

/**
 * Words whose lexicon valence belongs to one sense, kept only with these POS tags
 * ("kind and patient" nurses, but "the patient was given"; "a novel" is a book).
 */
export const SENSE_POS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    kind: 'ADJ', patient: 'ADJ', novel: 'ADJ', like: 'VERB', interest: 'VERB', well: 'ADV ADJ', right: 'ADJ',
    pretty: 'ADJ', mean: 'ADJ', fixed: 'VERB', fast: 'ADJ ADV', fine: 'ADJ ADV', free: 'ADJ',
    reaching: 'VERB', cold: 'ADJ', record: 'ADJ', work: 'VERB', works: 'VERB', working: 'VERB',
    care: 'VERB',
  }).map(([word, tags]) => [word, new Set(tags.split(' '))]),
);

/**
 * Fixed expressions that voice a sentiment with no sentiment word, matched on wink's normal forms
 * ("can't" → "can not"); `*` matches up to three words. The valences are kept as documentation
 * of their direction; only their presence is read.
 */
export const IDIOMS: readonly (readonly [string, number])[] = [
  ['can not recommend * enough', 0.8], ['nothing beats', 0.6], ['second to none', 0.6],
  ['worth every penny', 0.6], ['exceeded * expectations', 0.6], ['over the moon', 0.6],
  ['stopped working', -0.6], ['stops working', -0.6], ['quit working', -0.6], ['not working', -0.5],
  ['does not work', -0.5], ['did not work', -0.5], ['do not work', -0.5], ['no longer works', -0.5],
  ['fell apart', -0.6], ['fell short', -0.4], ['below expectations', -0.4], ['let * down', -0.4],
  ['rip off', -0.6], ['out of order', -0.4], ['sent it back', -0.4], ['returned it', -0.4],
  ['hidden fees', -0.4], ['nothing special', -0.3], ['not worth', -0.4], ['out of work', -0.5],
  ['laid off', -0.5], ['lost * jobs', -0.5],
];
