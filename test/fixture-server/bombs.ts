import { constants, createBrotliCompress, gzipSync } from 'node:zlib';

/** What each bomb inflates to: an HTML prologue and then 1 GiB of zeros. */
export const BOMB_PROLOGUE = '<!doctype html><html><head><title>bomb</title></head><body>';
export const BOMB_ZERO_BYTES = 1024 * 1024 * 1024;

let gzipBomb: Buffer | undefined;
let brotliBomb: Promise<Buffer> | undefined;

/**
 * ~1 MB of gzip that inflates to 1 GiB. Built once per process from concatenated gzip
 * members (one 16 MiB member repeated), which every gunzip must accept, so it is cheap.
 */
export function getGzipBomb(): Buffer {
  if (!gzipBomb) {
    const member = gzipSync(Buffer.alloc(16 * 1024 * 1024), { level: 9 });
    const repeats = BOMB_ZERO_BYTES / (16 * 1024 * 1024);
    gzipBomb = Buffer.concat([gzipSync(BOMB_PROLOGUE), ...Array.from({ length: repeats }, () => member)]);
  }
  return gzipBomb;
}

/** ~200 KB of brotli that inflates to 1 GiB, compressed once per process (quick at quality 1). */
export function getBrotliBomb(): Promise<Buffer> {
  brotliBomb ??= buildBrotliBomb();
  return brotliBomb;
}

async function buildBrotliBomb(): Promise<Buffer> {
  const compressor = createBrotliCompress({
    params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_LGWIN]: 24 },
  });
  const chunks: Buffer[] = [];
  compressor.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    compressor.on('end', resolve);
    compressor.on('error', reject);
  });
  compressor.write(BOMB_PROLOGUE);
  const zeros = Buffer.alloc(4 * 1024 * 1024);
  for (let written = 0; written < BOMB_ZERO_BYTES; written += zeros.length) {
    if (!compressor.write(zeros)) await new Promise((resolve) => compressor.once('drain', resolve));
  }
  compressor.end();
  await ended;
  return Buffer.concat(chunks);
}
