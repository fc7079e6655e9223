/**
 * Readers of the public labelled sets, as fetched repository snapshots (bare git dirs under
 * /work/.mirror). Used by prepare-public-data.ts and train-category.ts; nothing here ships.
 */
import { execFileSync } from 'node:child_process';

export function gitShow(gitDir: string, file: string): string {
  return execFileSync('git', ['--git-dir', gitDir, 'show', `HEAD:${file}`], { encoding: 'utf8', maxBuffer: 1 << 28 });
}

export function headCommit(gitDir: string): string {
  return execFileSync('git', ['--git-dir', gitDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
}

/** RFC 4180 rows: quoted fields, doubled quotes, newlines inside quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i += 1; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; } else if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; } else if (c !== '\r') field += c;
  }
  if (field !== '' || row.length > 0) { row.push(field); rows.push(row); }
  return rows;
}

/** Deterministic shuffle (mulberry32), so splits are reproducible. */
export function shuffled<T>(items: readonly T[], seed = 18): T[] {
  let state = seed >>> 0;
  const random = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export interface CategoryItem { readonly text: string; readonly category: string }

const AG_CLASSES: Readonly<Record<string, string>> = {
  World: 'politics', Sports: 'sport', Business: 'economy-business-finance', 'Sci/Tech': 'science-technology',
};
const AG_INDEX = ['politics', 'sport', 'economy-business-finance', 'science-technology'];

/** AG News test split with class names (opringle/text_classification data/ag_news/test.csv). */
export function readAgNewsNamed(gitDir: string): CategoryItem[] {
  return parseCsv(gitShow(gitDir, 'data/ag_news/test.csv')).slice(1)
    .filter((r) => r.length >= 3 && AG_CLASSES[r[2]!] !== undefined)
    .map((r) => ({ text: `${r[0]!.trim()}. ${r[1]!.replace(/\s+/g, ' ').trim()}`, category: AG_CLASSES[r[2]!]! }));
}

/** AG News training subset with class indices 0–3 (KEAML-JLU/DeepTextClustering data/ag_news/train.csv). */
export function readAgNewsIndexed(gitDir: string): CategoryItem[] {
  return parseCsv(gitShow(gitDir, 'data/ag_news/train.csv'))
    .filter((r) => r.length >= 2 && AG_INDEX[Number(r[0])] !== undefined)
    .map((r) => ({ text: r.slice(1).join(' ').replace(/\s+/g, ' ').trim(), category: AG_INDEX[Number(r[0])]! }));
}

/** Splits of the named AG News set: evaluation, calibration, the rest for training. */
export function agSplits(items: readonly CategoryItem[]): { evaluation: CategoryItem[]; calibration: CategoryItem[]; training: CategoryItem[] } {
  const all = shuffled(items);
  return { evaluation: all.slice(0, 1000), calibration: all.slice(1000, 2000), training: all.slice(2000) };
}
