/**
 * Topic categories: the 17 top-level subjects of the IPTC Media Topics taxonomy
 * (https://cv.iptc.org/newscodes/mediatopic/), as kebab-case slugs, each with English keywords
 * (lemmas) written for Pagelens. `general` is for phrases and pages no keyword places.
 */
export const TOPIC_CATEGORIES: Readonly<Record<string, { iptc: string; keywords: string }>> = {
  'arts-culture-entertainment': { iptc: 'medtop:01000000', keywords: `art artist museum gallery painting sculpture
    music song album band concert singer film movie cinema actor actress director theatre theater novel book author
    poetry poem festival television tv show series episode celebrity culture dance opera exhibition media game
    streaming netflix podcast comic literature
    library heritage architecture photography` },
  'conflict-war-peace': { iptc: 'medtop:16000000', keywords: `war army military troop soldier missile bomb attack
    invasion conflict ceasefire peace treaty weapon terrorism terrorist militia rebel insurgent airstrike defence
    defense nato hostage refugee battle combat` },
  'crime-law-justice': { iptc: 'medtop:02000000', keywords: `crime criminal police court judge trial lawsuit law
    lawyer attorney prosecutor arrest prison jail sentence verdict fraud theft murder robbery investigation justice
    legal regulation regulator fine penalty convict accuse` },
  'disaster-accident-emergency': { iptc: 'medtop:03000000', keywords: `disaster earthquake flood flooding
    hurricane wildfire fire explosion crash accident emergency rescue tsunami landslide casualty evacuation
    collapse derailment eruption volcano` },
  'economy-business-finance': { iptc: 'medtop:04000000', keywords: `economy economic business company market
    stock share investor investment bank finance financial price inflation interest rate revenue profit sale
    customer startup industry trade tariff tax budget money dollar euro currency earnings ceo brand retail shop
    product shopping payment loan mortgage insurance crypto bitcoin merger acquisition` },
  education: { iptc: 'medtop:05000000', keywords: `school student teacher university college education course
    class classroom exam degree curriculum lesson learning tuition pupil campus scholarship graduate` },
  environment: { iptc: 'medtop:06000000', keywords: `climate environment environmental pollution emission carbon
    renewable solar wind energy recycling plastic waste wildlife conservation biodiversity forest ocean species
    sustainability sustainable deforestation ecosystem` },
  health: { iptc: 'medtop:07000000', keywords: `health medical medicine doctor patient hospital disease virus
    vaccine vaccination cancer treatment therapy drug symptom diet nutrition fitness mental nurse clinic surgery
    pandemic infection flu covid diabetes sleep exercise wellbeing` },
  'human-interest': { iptc: 'medtop:08000000', keywords: `anniversary birthday wedding celebrity royal pet animal
    record oddity centenarian hero award prize` },
  labour: { iptc: 'medtop:09000000', keywords: `job employment unemployment worker employee employer wage salary
    union strike labour labor workplace hiring layoff pension career recruitment` },
  'lifestyle-leisure': { iptc: 'medtop:10000000', keywords: `travel holiday vacation hotel restaurant recipe food
    cooking cook meal fashion beauty home garden gardening hobby leisure tourism tourist trip cuisine wine coffee
    shopping style decor outdoor camping hiking` },
  politics: { iptc: 'medtop:11000000', keywords: `politics political government election vote voter parliament
    congress senate president minister party campaign policy democracy democrat republican legislation
    impeachment diplomat diplomacy referendum mayor governor candidate` },
  religion: { iptc: 'medtop:12000000', keywords: `religion religious church faith god pope bishop priest mosque
    temple prayer bible quran islam christian muslim jewish buddhist spiritual worship` },
  'science-technology': { iptc: 'medtop:13000000', keywords: `science scientist research researcher study
    technology tech software hardware computer internet app application data algorithm ai intelligence robot
    physics chemistry biology space nasa planet satellite engineering device smartphone phone battery chip
    code programming developer digital online cyber security network cloud website browser experiment laboratory
    gene genetic telescope` },
  society: { iptc: 'medtop:14000000', keywords: `society social community family child parent housing poverty
    immigration migrant population gender equality discrimination welfare charity volunteer demographic
    inequality homelessness` },
  sport: { iptc: 'medtop:15000000', keywords: `sport football soccer basketball tennis cricket rugby golf baseball
    olympic olympics athlete player team coach match game league tournament championship goal score cup race
    racing cycling marathon stadium season` },
  weather: { iptc: 'medtop:17000000', keywords: `weather forecast rain snow storm temperature heatwave wind
    cloud sunny cold heat frost fog humidity meteorologist` },
};

export const GENERAL_CATEGORY = 'general';

/** Keyword lemma → categories, in taxonomy order. */
const INDEX: ReadonlyMap<string, readonly string[]> = (() => {
  const index = new Map<string, string[]>();
  for (const [category, { keywords }] of Object.entries(TOPIC_CATEGORIES)) {
    for (const word of keywords.split(/\s+/)) {
      if (word !== '') index.set(word, [...(index.get(word) ?? []), category]);
    }
  }
  return index;
})();

/** Categories of one lower-case word (plural "-s" tried too). */
export function categoriesOfWord(word: string): readonly string[] {
  return INDEX.get(word) ?? (word.endsWith('s') ? INDEX.get(word.slice(0, -1)) : undefined) ?? [];
}

/** Keyword hits per category over the given words. */
export function categoryVotes(words: Iterable<string>): Map<string, number> {
  const votes = new Map<string, number>();
  for (const word of words) for (const category of categoriesOfWord(word)) votes.set(category, (votes.get(category) ?? 0) + 1);
  return votes;
}

/** The category with most votes (ties: taxonomy order), or undefined when none has `minVotes`. */
export function topCategory(votes: ReadonlyMap<string, number>, minVotes = 1): string | undefined {
  let best: string | undefined;
  let bestVotes = minVotes - 1;
  for (const [category, count] of votes) if (count > bestVotes) [best, bestVotes] = [category, count];
  return best;
}
