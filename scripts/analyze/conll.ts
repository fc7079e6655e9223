/** CoNLL-2003 files (token POS chunk tag, IOB tags) as sentences with their mentions. */
export interface ConllMention { readonly name: string; readonly type: string }
export interface ConllSentence { readonly tokens: readonly string[]; readonly text: string; readonly mentions: readonly ConllMention[] }

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

export function readConll(text: string): ConllSentence[] {
  const sentences: ConllSentence[] = [];
  let tokens: string[] = [];
  let tags: string[] = [];
  const flush = (): void => {
    if (tokens.length > 0) sentences.push({ tokens, text: tokens.join(' '), mentions: mentionsOf(tokens, tags) });
    tokens = [];
    tags = [];
  };
  for (const line of text.split('\n')) {
    const cols = line.trim().split(/\s+/);
    if (line.trim() === '' || cols[0] === '-DOCSTART-') { flush(); continue; }
    tokens.push(cols[0]!);
    tags.push(cols[cols.length - 1]!);
  }
  flush();
  return sentences;
}
