/** English function words and title filler, never a topic on their own. */
export const STOP_WORDS: ReadonlySet<string> = new Set(`
a about above after again against all also am an and any are as at be because been before being below
between both but by can could did do does doing down during each few for from further had has have having
he her here hers herself him himself his how i if in into is it its itself just me more most my myself no
nor not now of off on once only or other our ours ourselves out over own same she should so some such than
that the their theirs them themselves then there these they this those through to too under until up very
was we were what when where which while who whom why will with would you your yours yourself yourselves
get got use using used via vs versus one two new best complete ultimate guide guides tips explained
introduction intro overview things way ways everything need know page home welcome
`.split(/\s+/).filter((w) => w !== ''));

/** True for a word that can name a topic: not a stop word, not a single Latin letter or a number. */
export function isTopicWord(word: string): boolean {
  return !STOP_WORDS.has(word) && !/^\p{N}+$/u.test(word) && !(word.length === 1 && /[a-z]/.test(word));
}
