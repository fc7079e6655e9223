import { imageSize } from 'image-size';
import type { PageFetcher } from '../fetch/fetch-page.js';
import { systemClock, type Clock } from '../time/clock.js';
import { createByteLru } from './byte-lru.js';

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** Reads images' intrinsic sizes from their headers; what it cannot read in time is left out. */
export interface ImageSizeProber {
  probe(urls: readonly string[]): Promise<ReadonlyMap<string, ImageSize>>;
}

export interface ProbeLimits {
  /** Wall time for all probes of one page together. */
  readonly budgetMs: number;
  /** Images fetched per call (answers from the size cache do not count). */
  readonly maxImages: number;
  readonly concurrency: number;
  /** Bytes read per image: headers of PNG, GIF, WebP, AVIF and most JPEGs fit. */
  readonly maxBytes: number;
}

export const DEFAULT_PROBE_LIMITS: ProbeLimits = { budgetMs: 2000, maxImages: 20, concurrency: 6, maxBytes: 64 * 1024 };

/** The per-URL memory of probe results. */
export interface SizeCacheLimits {
  /** Bytes of memory kept (least recently used go first); an entry is a URL and two numbers. */
  readonly maxBytes: number;
  /** How long a size read from an image is reused. */
  readonly sizeTtlMs: number;
  /**
   * How long an image that could not be sized (an error status, not an image, a header past the
   * bytes read) stays "unknown" before it is probed again. Running out of the call's time
   * budget is not a failure of the image and is not remembered.
   */
  readonly unknownTtlMs: number;
}

export const DEFAULT_SIZE_CACHE: SizeCacheLimits = { maxBytes: 512 * 1024, sizeTtlMs: 60 * 60_000, unknownTtlMs: 5 * 60_000 };

export interface ImageSizeProberOptions {
  readonly limits?: ProbeLimits;
  readonly cache?: SizeCacheLimits;
  readonly clock?: Clock;
}

function sizeOf(bytes: Buffer): ImageSize | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined; // not an image format it knows, or the header lies past the bytes read
  }
}

/** What one remembered URL costs, roughly: the URL and a small record. */
const entryBytes = (url: string) => url.length * 2 + ENTRY_OVERHEAD_BYTES;
const ENTRY_OVERHEAD_BYTES = 96;

export interface CachingImageSizeProber extends ImageSizeProber {
  /** URLs remembered now (sized or unknown). */
  cachedEntries(): number;
}

/**
 * Probes through the safe fetcher: same SSRF policy, redirect rules and time limits as pages.
 * Results are remembered per image URL (DEFAULT_SIZE_CACHE), so an image shared by many pages,
 * or a broken one, is fetched once in a while rather than on every call.
 */
export function createImageSizeProber(fetcher: PageFetcher, options: ImageSizeProberOptions = {}): CachingImageSizeProber {
  const limits = options.limits ?? DEFAULT_PROBE_LIMITS;
  const cacheLimits = options.cache ?? DEFAULT_SIZE_CACHE;
  const clock = options.clock ?? systemClock;
  // A size, or undefined: probed and found unknown.
  const cache = createByteLru<{ readonly size: ImageSize | undefined }>({ maxBytes: cacheLimits.maxBytes, maxEntryBytes: cacheLimits.maxBytes });
  const remember = (url: string, size: ImageSize | undefined) =>
    cache.set(url, { size }, entryBytes(url), clock.now() + (size ? cacheLimits.sizeTtlMs : cacheLimits.unknownTtlMs));
  return {
    async probe(urls) {
      const sizes = new Map<string, ImageSize>();
      const queue: string[] = [];
      for (const url of new Set(urls)) {
        const known = cache.get(url, clock.now());
        if (known) {
          if (known.size) sizes.set(url, known.size);
        } else if (queue.length < limits.maxImages) {
          queue.push(url);
        }
      }
      if (queue.length === 0) return sizes;
      const signal = AbortSignal.timeout(limits.budgetMs);
      const worker = async () => {
        for (let url = queue.shift(); url !== undefined && !signal.aborted; url = queue.shift()) {
          const prefix = await fetcher.fetchImagePrefix(url, { maxBytes: limits.maxBytes, signal });
          const size = prefix.ok ? sizeOf(prefix.value.bytes) : undefined;
          if (size) sizes.set(url, size);
          if (size || !signal.aborted) remember(url, size);
        }
      };
      await Promise.all(Array.from({ length: limits.concurrency }, worker));
      return sizes;
    },
    cachedEntries: () => cache.size,
  };
}

/** For test keys: fixtures never touch the network, so sizes come from the markup only. */
export const markupOnlySizes: ImageSizeProber = { probe: async () => new Map() };
