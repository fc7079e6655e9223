import type { Page } from '../../page/index.js';
import { detectCdns } from './cdn.js';
import { collectSignals } from './collect-signals.js';
import { compileFingerprints } from './compile-fingerprints.js';
import type { CompileStats, CompiledFingerprints } from './compile-fingerprints.js';
import { detectTechnologies } from './detect-technologies.js';
import type { FingerprintData } from './fingerprint-types.js';
import { formatTechnologies } from './format-technologies.js';
import type { DetectedTechnology } from './format-technologies.js';
import { indexRules } from './index-rules.js';
import type { RuleIndex } from './index-rules.js';
import { loadFingerprints } from './load-fingerprints.js';
import { ALL_SIGNALS } from './rule-types.js';
import type { SignalType } from './rule-types.js';
import { gradeSecurity } from './security.js';
import type { SecurityGrade } from './security.js';
import { readServer } from './server.js';
import type { ServerInfo } from './server.js';
import { collectStylesheets } from './stylesheets.js';
import type { StackFields } from '../../results/stack.js';

export interface StackInput {
  /** The parsed page (read-only: other analysers share its DOM). */
  page: Page;
  /** Final response headers, lower-case names, repeated fields joined with ", ". */
  headers: Readonly<Record<string, string>>;
  /** Raw Set-Cookie values of the final response. */
  setCookies: readonly string[];
}

export interface StackOptions {
  includeCss: boolean;
}

export type { StackFields };

export interface StackDetector {
  detect(input: StackInput, options: StackOptions): StackFields;
  /** What the compiled data holds: technologies, rules, and patterns skipped as invalid. */
  readonly stats: CompileStats;
}

/** Compiled data plus its index: the state a detector holds, built once. */
export interface StackEngine {
  readonly compiled: CompiledFingerprints;
  readonly index: RuleIndex;
}

export function buildStackEngine(data: FingerprintData = loadFingerprints()): StackEngine {
  const compiled = compileFingerprints(data);
  return { compiled, index: indexRules(compiled, data.prose) };
}

const EVERY_SIGNAL: ReadonlySet<SignalType> = new Set(ALL_SIGNALS);

/**
 * Loads the fingerprint data and compiles it once (it is costly: call at
 * start-up). `detect` is then pure and synchronous: no network, no clock.
 */
export function createStackDetector(engine: StackEngine = buildStackEngine()): StackDetector {
  return {
    stats: engine.compiled.stats,
    detect(input, options) {
      const signals = collectSignals(input);
      const resolved = detectTechnologies(engine.compiled, engine.index, signals, EVERY_SIGNAL);
      return {
        technologies: formatTechnologies(engine.compiled.technologies, resolved),
        server: readServer(input.headers),
        cdn: detectCdns(input.headers),
        security: gradeSecurity(input.headers),
        ...(options.includeCss ? { stylesheets: collectStylesheets(input.page, signals.styles()) } : {}),
      };
    },
  };
}
