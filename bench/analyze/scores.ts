/** Accuracy and macro-F1 over labelled pairs, and micro-F1 over entity mentions. */
export interface Scores {
  readonly accuracy: number;
  readonly macroF1: number;
  readonly total: number;
}

export function classificationScores(pairs: readonly { gold: string; got: string }[]): Scores {
  const labels = [...new Set(pairs.map((p) => p.gold))];
  const f1s = labels.map((label) => {
    const tp = pairs.filter((p) => p.gold === label && p.got === label).length;
    const fp = pairs.filter((p) => p.gold !== label && p.got === label).length;
    const fn = pairs.filter((p) => p.gold === label && p.got !== label).length;
    return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  });
  const correct = pairs.filter((p) => p.gold === p.got).length;
  return {
    accuracy: pairs.length === 0 ? 0 : correct / pairs.length,
    macroF1: f1s.length === 0 ? 0 : f1s.reduce((a, b) => a + b, 0) / f1s.length,
    total: pairs.length,
  };
}

export interface MentionScores {
  /** Of gold mentions found with the same name (exact span), the share typed right. */
  readonly typeAccuracy: number;
  /** Micro-F1 over (name, type) pairs: span and type both right. */
  readonly typedF1: number;
  /** Micro-F1 over names alone (span right, type ignored). */
  readonly spanF1: number;
  readonly gold: number;
}

export interface Mention { readonly name: string; readonly type: string }

function f1(tp: number, predicted: number, gold: number): number {
  return tp === 0 ? 0 : (2 * tp) / (predicted + gold);
}

/** Mentions compared per sentence, as case-insensitive name sets. */
export function mentionScores(items: readonly { gold: readonly Mention[]; got: readonly Mention[] }[]): MentionScores {
  let gold = 0; let predicted = 0; let spanTp = 0; let typedTp = 0;
  for (const { gold: g, got } of items) {
    const found = new Map(got.map((m) => [m.name.toLowerCase(), m.type]));
    gold += g.length;
    predicted += found.size;
    for (const m of g) {
      const type = found.get(m.name.toLowerCase());
      if (type === undefined) continue;
      spanTp += 1;
      if (type === m.type) typedTp += 1;
    }
  }
  return { typeAccuracy: spanTp === 0 ? 0 : typedTp / spanTp, typedF1: f1(typedTp, predicted, gold), spanF1: f1(spanTp, predicted, gold), gold };
}
