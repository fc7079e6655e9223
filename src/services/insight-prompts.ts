import { Type } from 'typebox';
import { AnalyzeResult } from '../results/analyze.js';
import { OutlineResult } from '../results/outline.js';

const { level, title, snippet } = OutlineResult.properties.outline.properties.sections.items.properties;
const SectionBase = { level: Type.Integer({ ...level, minimum: 1, maximum: 6 }), title, snippet };
const Level3 = Type.Object(SectionBase);
const Level2 = Type.Object({ ...SectionBase, subsections: Type.Optional(Type.Array(Level3)) });
const Level1 = Type.Object({ ...SectionBase, subsections: Type.Optional(Type.Array(Level2)) });

/** What the model must answer for /outline (three levels of nesting at most). */
export const ModelOutline = Type.Object({ title: Type.String(), sections: Type.Array(Level1) });

/** What the model must answer for /analyze; metadata stays with the built-in analysers. */
const { summary, analysis } = AnalyzeResult.properties;
export const ModelAnalysis = Type.Object({
  summary: Type.Object({ ...summary.properties, key_points: Type.Array(Type.String(), { minItems: 1, maxItems: 7 }) }),
  ...analysis.properties,
});

export function outlinePrompt(title: string, text: string, depth: number, snippets: boolean) {
  return {
    system: 'You outline web pages. Answer with JSON only: {"title": string, "sections": [{"level": 1-6, "title": string, "snippet"?: string, "subsections"?: [...]}]}.',
    user: `Outline this page as a hierarchy at most ${depth} levels deep${snippets ? ', each section with a snippet of at most 160 characters taken from its text' : ', without snippets'}.\nTitle: ${title}\n\n${text}`,
  };
}

export function analysisPrompt(text: string) {
  return {
    system: 'You analyse web page text. Answer with JSON only, with keys summary {brief, detailed, key_points (3-7)}, sentiment {score -1..1, label positive|neutral|negative, confidence 0..1}, topics [{name, confidence, category}], entities [{name, type (person|organization|location|product|event|other), confidence}], difficulty {level, reading_time, complexity_score 0..100}.',
    user: text,
  };
}
