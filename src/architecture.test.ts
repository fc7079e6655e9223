import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The shape the code keeps (docs/reference/design.md#the-flow-of-one-request): folders import downwards only,
// and only the command line imports the composition root.

const SRC = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|mts)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

/** `access`, `http`… for a file in a folder; the file's own name for one at the top of src/. */
const unitOf = (file: string) => path.relative(SRC, file).split(path.sep)[0]!;

/** Relative imports (static, re-exports and dynamic) of every source file, as [from, to] files. */
function importEdges(): [string, string][] {
  return sourceFiles(SRC).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return [...text.matchAll(/(?:from\s+|import\(\s*)'(\.[^']+)'/g)].map(([, spec]): [string, string] => [file, path.resolve(path.dirname(file), spec!).replace(/\.js$/, '.ts')]);
  });
}

/** Strongly connected groups of more than one folder (Tarjan). */
function folderCircles(edges: readonly [string, string][]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    const [a, b] = [unitOf(from), unitOf(to)];
    if (a === b) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a)!.add(b);
  }
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do group.push((w = stack.pop()!));
      while (w !== v);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return circles;
}

describe('the code\'s shape', () => {
  const edges = importEdges();

  it('has no import circle between folders', () => {
    expect(folderCircles(edges)).toEqual([]);
  });

  it('lets only the command line import the composition root (main.ts)', () => {
    const main = path.join(SRC, 'main.ts');
    const importers = edges.filter(([, to]) => to === main).map(([from]) => path.relative(SRC, from));
    expect(importers.filter((file) => file !== 'cli.ts' && !file.startsWith(`cli${path.sep}`))).toEqual([]);
  });

  it('has at most two double casts (as unknown as) in src/', () => {
    const all = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? all(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
    const casts = all(SRC).filter((file) => file !== fileURLToPath(import.meta.url)).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/as unknown as/g)].map(() => path.relative(SRC, file)));
    expect(casts.length, casts.join(', ')).toBeLessThanOrEqual(2);
  });
});
