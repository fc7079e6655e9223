/** CoNLL-2003 files (token POS chunk tag, IOB tags) as sentences with their mentions. */
export interface ConllMention { readonly name: string; readonly type: string }
export interface ConllSentence {
  readonly tokens: readonly string[];
  readonly text: string;
  readonly mentions: readonly ConllMention[];
  /** One tag per token in IOB2 ("B-PER", "I-PER", "O"): the files' IOB1 rewritten so every mention opens with B-. */
  readonly tags: readonly string[];
  /** Index of the -DOCSTART- document the sentence belongs to. */
  readonly document: number;
}

function mentionsOf(tokens: readonly string[], tags: readonly string[]): ConllMention[] {
  const out: ConllMention[] = [];
  let current: { words: string[]; type: string } | undefined;
  tags.forEach((tag, i) => {
    const [prefix, type] = tag.split('-') as [string, string | undefined];
    const continues = current !== undefined && prefix === 'I' && type === current.type;
    if (continues) { current!.words.push(tokens[i]!); return; }
    if (current !== undefined) out.push({ name: current.words.join(' '), type: current.type });
    current = type === undefined ? undefined : { words: [tokens[i]!], type };
  });
  if (current !== undefined) out.push({ name: current.words.join(' '), type: current.type });
  return out;
}

function iob2(tags: readonly string[]): string[] {
  return tags.map((tag, i) => {
    const [prefix, type] = tag.split('-') as [string, string | undefined];
    if (type === undefined) return 'O';
    const continues = prefix === 'I' && i > 0 && tags[i - 1]!.endsWith(`-${type}`);
    return `${continues ? 'I' : 'B'}-${type}`;
  });
}

export function readConll(text: string): ConllSentence[] {
  const sentences: ConllSentence[] = [];
  let tokens: string[] = [];
  let tags: string[] = [];
  let document = -1;
  const flush = (): void => {
    if (tokens.length > 0) sentences.push({ tokens, text: tokens.join(' '), mentions: mentionsOf(tokens, tags), tags: iob2(tags), document: Math.max(0, document) });
    tokens = [];
    tags = [];
  };
  for (const line of text.split('\n')) {
    const cols = line.trim().split(/\s+/);
    if (cols[0] === '-DOCSTART-') document += 1;
    if (line.trim() === '' || cols[0] === '-DOCSTART-') { flush(); continue; }
    tokens.push(cols[0]!);
    tags.push(cols[cols.length - 1]!);
  }
  flush();
  return sentences;
}

/** Share of a name's mentions its majority type must hold for the name to be listed. */
const MIN_MAJORITY_SHARE = 0.75;

/**
 * The gazetteer rule: each name (lower-cased) mentioned in the sentences, with its majority CoNLL
 * type when that type holds ≥ 75% of its mentions. Headlines in capitals are left out.
 */
export function majorityTypes(sentences: Iterable<ConllSentence>): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const sentence of sentences) {
    if (sentence.text === sentence.text.toUpperCase()) continue;
    for (const m of sentence.mentions) {
      const key = m.name.toLowerCase();
      const byType = counts.get(key) ?? new Map<string, number>();
      byType.set(m.type, (byType.get(m.type) ?? 0) + 1);
      counts.set(key, byType);
    }
  }
  const names = new Map<string, string>();
  for (const [name, byType] of counts) {
    const total = [...byType.values()].reduce((a, b) => a + b, 0);
    const [type, n] = [...byType].sort((a, b) => b[1] - a[1])[0]!;
    if (n / total >= MIN_MAJORITY_SHARE) names.set(name, type);
  }
  return names;
}
