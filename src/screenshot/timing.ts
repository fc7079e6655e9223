/** Bounded waits shared by the capture's steps: nothing in a tab waits without a cap. */

/** Settles when `work` does or after `ms`, whichever is first; never rejects. */
export function within(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))));
  return Promise.race([work.then(() => undefined, () => undefined), timeout]).finally(() => clearTimeout(timer));
}

/** `work`'s value, or undefined if it fails or takes longer than `ms`. */
export function valueWithin<T>(ms: number, work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), Math.max(0, ms))));
  return Promise.race([work.catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
