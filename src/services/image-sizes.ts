import { imageSize } from 'image-size';
import type { PageFetcher } from '../fetch/fetch-page.js';

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
  readonly maxImages: number;
  readonly concurrency: number;
  /** Bytes read per image: headers of PNG, GIF, WebP, AVIF and most JPEGs fit. */
  readonly maxBytes: number;
}

export const DEFAULT_PROBE_LIMITS: ProbeLimits = { budgetMs: 2000, maxImages: 20, concurrency: 6, maxBytes: 64 * 1024 };

function sizeOf(bytes: Buffer): ImageSize | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined; // not an image format it knows, or the header lies past the bytes read
  }
}

/** Probes through the safe fetcher: same SSRF policy, redirect rules and time limits as pages. */
export function createImageSizeProber(fetcher: PageFetcher, limits: ProbeLimits = DEFAULT_PROBE_LIMITS): ImageSizeProber {
  return {
    async probe(urls) {
      const sizes = new Map<string, ImageSize>();
      const queue = [...new Set(urls)].slice(0, limits.maxImages);
      const signal = AbortSignal.timeout(limits.budgetMs);
      const worker = async () => {
        for (let url = queue.shift(); url !== undefined && !signal.aborted; url = queue.shift()) {
          const prefix = await fetcher.fetchImagePrefix(url, { maxBytes: limits.maxBytes, signal });
          const size = prefix.ok ? sizeOf(prefix.value.bytes) : undefined;
          if (size) sizes.set(url, size);
        }
      };
      await Promise.all(Array.from({ length: limits.concurrency }, worker));
      return sizes;
    },
  };
}

/** For test keys: fixtures never touch the network, so sizes come from the markup only. */
export const markupOnlySizes: ImageSizeProber = { probe: async () => new Map() };
