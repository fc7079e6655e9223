/**
 * A multi-class averaged perceptron over string features (Collins 2002; the lazy averaging of
 * Honnibal's tagger): used by train-entity-tagger.ts. Nothing here ships.
 */
export class AveragedPerceptron {
  readonly classes: number;
  private readonly ids = new Map<string, number>();
  private weights: Float64Array;
  private totals: Float64Array;
  private stamps: Float64Array;
  private step = 0;

  constructor(classes: number, capacity = 1 << 16) {
    this.classes = classes;
    this.weights = new Float64Array(capacity * classes);
    this.totals = new Float64Array(capacity * classes);
    this.stamps = new Float64Array(capacity * classes);
  }

  get features(): number { return this.ids.size; }

  /** The feature's id; a new one when `grow`, else -1 for an unknown feature. */
  id(feature: string, grow: boolean): number {
    const known = this.ids.get(feature);
    if (known !== undefined || !grow) return known ?? -1;
    const id = this.ids.size;
    this.ids.set(feature, id);
    if ((id + 1) * this.classes > this.weights.length) this.reserve(2 * this.weights.length);
    return id;
  }

  private reserve(length: number): void {
    const grow = (a: Float64Array): Float64Array => { const b = new Float64Array(length); b.set(a); return b; };
    this.weights = grow(this.weights);
    this.totals = grow(this.totals);
    this.stamps = grow(this.stamps);
  }

  /** Adds the features' weights into `scores` (length `classes`). */
  addScores(ids: ArrayLike<number>, scores: Float64Array): void {
    const { weights, classes } = this;
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k]!;
      if (id < 0) continue;
      const base = id * classes;
      for (let c = 0; c < classes; c++) scores[c]! += weights[base + c]!;
    }
  }

  /** One training example seen: call before any update it causes. */
  tick(): void { this.step += 1; }

  /** Moves the features' weights by `delta` for one class. */
  update(ids: ArrayLike<number>, cls: number, delta: number): void {
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k]!;
      if (id < 0) continue;
      const at = id * this.classes + cls;
      this.totals[at]! += (this.step - this.stamps[at]!) * this.weights[at]!;
      this.stamps[at] = this.step;
      this.weights[at]! += delta;
    }
  }

  /** The averaged weights of every feature, as they stand now. */
  averaged(): Map<string, Float64Array> {
    const out = new Map<string, Float64Array>();
    for (const [feature, id] of this.ids) {
      const row = new Float64Array(this.classes);
      for (let c = 0; c < this.classes; c++) {
        const at = id * this.classes + c;
        row[c] = (this.totals[at]! + (this.step - this.stamps[at]!) * this.weights[at]!) / Math.max(1, this.step);
      }
      out.set(feature, row);
    }
    return out;
  }
}
