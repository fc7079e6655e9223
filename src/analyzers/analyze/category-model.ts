import modelJson from './model/category-nb.json' with { type: 'json' };

/**
 * A multinomial naive Bayes text classifier over word unigrams and bigrams, trained by
 * scripts/analyze/train-category.ts on public AG News items (4 classes mapped to IPTC top-level
 * names). Weights are per-feature log-likelihoods centred across classes; the probabilities are
 * temperature-scaled on a held-out calibration slice, so `confidence` tracks accuracy.
 */
export interface CategoryModel {
  readonly classes: readonly string[];
  readonly prior: readonly number[];
  readonly temperature: number;
  readonly weights: Readonly<Record<string, readonly number[]>>;
}

export interface CategoryGuess {
  readonly category: string;
  readonly confidence: number;
  /** Model features found in the text; few means the guess rests on little. */
  readonly evidence: number;
}

// Imported, not read from disk, so the build copies it into dist/ with the code.
const MODEL: CategoryModel = modelJson as CategoryModel;

export function categoryModel(): CategoryModel {
  return MODEL;
}

/** Lower-case word tokens, digits folded, and adjacent-word bigrams. */
export function categoryFeatures(text: string): string[] {
  const words = (text.toLowerCase().match(/\p{L}[\p{L}\p{N}'-]*|\p{N}+/gu) ?? []).map((w) => (/^\p{N}+$/u.test(w) ? '#' : w));
  const features = [...words];
  for (let i = 1; i < words.length; i += 1) features.push(`${words[i - 1]!} ${words[i]!}`);
  return features;
}

function softmax(scores: readonly number[]): number[] {
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

/** Raw per-class log scores (before temperature), and how many features the model knew. */
export function rawScores(model: CategoryModel, features: readonly string[]): { scores: number[]; evidence: number } {
  const scores = [...model.prior];
  let evidence = 0;
  for (const feature of features) {
    const w = model.weights[feature];
    if (w === undefined) continue;
    evidence += 1;
    for (let c = 0; c < scores.length; c += 1) scores[c]! += w[c]!;
  }
  return { scores, evidence };
}

export function probabilities(scores: readonly number[], temperature: number): number[] {
  return softmax(scores.map((s) => s / temperature));
}

export function classifyCategory(text: string, model: CategoryModel = categoryModel()): CategoryGuess {
  const { scores, evidence } = rawScores(model, categoryFeatures(text));
  const probs = probabilities(scores, model.temperature);
  let best = 0;
  for (let c = 1; c < probs.length; c += 1) if (probs[c]! > probs[best]!) best = c;
  return { category: model.classes[best]!, confidence: Math.round(probs[best]! * 100) / 100, evidence };
}
