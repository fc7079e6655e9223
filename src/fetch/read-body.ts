import { pipeline, Transform, type Readable, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';
import { fail, succeed, type Failure, type Outcome } from '../errors.js';
import { copyTurns } from './copy-turns.js';

export interface BodyBytes {
  readonly bytes: Buffer;
  /** Bytes received on the wire (after transfer-encoding, before content-encoding). */
  readonly transferred: number;
  /** Bytes after content-encoding was undone. */
  readonly decoded: number;
}

export interface ReadBodyOptions {
  readonly contentEncoding: string | undefined;
  readonly maxBodyBytes: number;
  /** The Content-Length the upstream declared, if any: the first guess at the body's size. */
  readonly declaredLength?: number;
  /** Turns a stream error (abort, reset, timeout) into the failure to report. */
  readonly describeError: (error: unknown) => Failure;
}

/** Raised inside the stream pipeline when the raw byte count passes the cap. */
class RawLimitExceeded extends Error {}

/**
 * Reads a response body while enforcing the cap on DECODED bytes: decompression is done
 * here with node:zlib so every inflated chunk is counted, and reading stops (and the
 * decompressor is destroyed) as soon as the count passes the cap — a 1 GB gzip or
 * brotli bomb inflates only about the cap plus one zlib chunk. Raw bytes are capped too,
 * so an endless stream that inflates to nothing cannot run on.
 */
export async function readBody(raw: Readable, options: ReadBodyOptions): Promise<Outcome<BodyBytes>> {
  // Errors are collected by the pipeline below; this keeps one emitted in between from
  // becoming an uncaught exception.
  raw.on('error', () => {});
  const codings = parseContentEncoding(options.contentEncoding);
  if (!codings.ok) {
    raw.destroy();
    return codings;
  }
  const tooLarge = fail<BodyBytes>('upstream_error', `body larger than ${formatBytes(options.maxBodyBytes)}`);
  const counter = new ByteCounter(options.maxBodyBytes);
  try {
    const decoders = await buildDecoders(raw, codings.value);
    // pipeline() returns its last stream, which its typings give as only writable.
    const output: Readable = decoders.at(-1) ?? counter;
    pipeline([raw, counter, ...decoders], () => {});
    const identity = codings.value.length === 0;
    const body = new BodyAssembler(identity ? options.declaredLength : undefined, options.maxBodyBytes);
    for await (const chunk of output) {
      const buffer = chunk as Buffer;
      if (body.length + buffer.length > options.maxBodyBytes) {
        output.destroy();
        raw.destroy();
        return tooLarge;
      }
      // A body that arrived faster than it is read (loopback, a fast upstream) sits in the stream's
      // buffer, and async iteration would drain it, copying, in one run of microtasks. A chunk only
      // kept (no declared length) is copied once at the end, within the budget then.
      if (body.copies(buffer)) await copyTurns.take(buffer.length);
      body.append(buffer);
    }
    return succeed({ bytes: await body.bytes(), transferred: counter.count, decoded: body.length });
  } catch (error) {
    raw.destroy();
    if (error instanceof RawLimitExceeded) return tooLarge;
    return { ok: false, failure: options.describeError(error) };
  }
}

/** The most one piece of a copy takes of a turn's budget, so a turn is shared out finely. */
const COPY_PIECE_BYTES = 256 * 1024;

/**
 * Copies `chunks` into one buffer of malloc'd memory of its own, `length` bytes long, within the
 * service's copy budget per turn of the event loop (copy-turns.ts): copying a 10 MB page into fresh
 * memory at once held the loop for 20–35 ms on this VM. `allocUnsafeSlow` memory is the allocator's own, handed out again after a page is done
 * (a resizable ArrayBuffer mapped fresh pages for every body, and first touching fresh memory is what
 * costs, on a VM far more than the copy); it moves to an analysis thread without a copy, and V8 frees
 * it as soon as it is unreachable (a SharedArrayBuffer waited for a full collection of every heap that
 * saw it: bench/README.md#memory).
 */
export async function copyInSlices(chunks: readonly Uint8Array[], length: number): Promise<Buffer> {
  const copy = Buffer.allocUnsafeSlow(length);
  let offset = 0;
  for (const chunk of chunks) {
    for (let start = 0; start < chunk.length && offset < length; ) {
      const slice = chunk.subarray(start, start + Math.min(COPY_PIECE_BYTES, length - offset));
      await copyTurns.take(slice.length);
      copy.set(slice, offset);
      offset += slice.length;
      start += slice.length;
    }
  }
  return copy;
}

/**
 * The body as it arrives: straight into a buffer of the declared Content-Length when there is one
 * (filled exactly, never copied again), else as the stream's own chunks, copied once into a buffer of
 * the final size at the end. Growing a buffer by doubling allocated about twice the page in buffers
 * thrown away, and on the service's thread that churn of outside-the-heap memory is what sets off
 * its full collections.
 */
class BodyAssembler {
  readonly #chunks: Buffer[] = [];
  readonly #declared: Buffer | undefined;
  length = 0;
  constructor(declaredLength: number | undefined, maxBytes: number) {
    if (declaredLength !== undefined && declaredLength > 0 && declaredLength <= maxBytes) this.#declared = Buffer.allocUnsafeSlow(declaredLength);
  }
  /** Whether appending `chunk` copies it (into the buffer of the declared length) rather than keeping it. */
  copies(chunk: Buffer): boolean {
    return this.#declared !== undefined && this.length + chunk.length <= this.#declared.length;
  }
  append(chunk: Buffer): void {
    if (this.copies(chunk)) chunk.copy(this.#declared!, this.length);
    else this.#chunks.push(chunk);
    this.length += chunk.length;
  }
  /** The body, of its exact size. */
  async bytes(): Promise<Buffer> {
    if (this.#declared && this.length === this.#declared.length && this.#chunks.length === 0) return this.#declared;
    const parts = this.#declared ? [this.#declared.subarray(0, this.length - this.#chunksLength()), ...this.#chunks] : this.#chunks;
    return copyInSlices(parts, this.length);
  }
  #chunksLength(): number {
    return this.#chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  }
}

class ByteCounter extends Transform {
  count = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.count += chunk.length;
    if (this.count > this.limit) callback(new RawLimitExceeded());
    else callback(null, chunk);
  }
}

type Coding = 'gzip' | 'deflate' | 'br';

/** Content-codings in the order they were applied; `identity` is dropped. */
export function parseContentEncoding(header: string | undefined): Outcome<Coding[]> {
  const codings: Coding[] = [];
  for (const token of (header ?? '').split(',')) {
    const name = token.trim().toLowerCase();
    if (name === '' || name === 'identity') continue;
    if (name === 'gzip' || name === 'x-gzip') codings.push('gzip');
    else if (name === 'deflate' || name === 'br') codings.push(name);
    else return fail('upstream_error', `unsupported content-encoding "${name}"`);
  }
  return succeed(codings);
}

// Like browsers, tolerate a truncated compressed stream and keep what was inflated.
const ZLIB_OPTIONS = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
const BROTLI_OPTIONS = { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH };

/** Decoders in the order the bytes must pass through them (last applied coding first). */
async function buildDecoders(raw: Readable, codings: readonly Coding[]): Promise<Transform[]> {
  const decoders: Transform[] = [];
  for (const [index, coding] of [...codings].reverse().entries()) {
    if (coding === 'gzip') decoders.push(zlib.createGunzip(ZLIB_OPTIONS));
    else if (coding === 'br') decoders.push(zlib.createBrotliDecompress(BROTLI_OPTIONS));
    else if (index === 0 && !(await startsWithZlibHeader(raw))) decoders.push(zlib.createInflateRaw(ZLIB_OPTIONS));
    else decoders.push(zlib.createInflate(ZLIB_OPTIONS));
  }
  return decoders;
}

/**
 * "deflate" should be zlib-wrapped, but some servers send raw deflate; browsers accept
 * both, so peek at the first byte (zlib's CMF byte names method 8) and put it back.
 */
async function startsWithZlibHeader(raw: Readable): Promise<boolean> {
  let chunk: Buffer | null = raw.read() as Buffer | null;
  while (chunk === null && !raw.readableEnded && !raw.destroyed) {
    await nextEvent(raw);
    chunk = raw.read() as Buffer | null;
  }
  if (chunk === null) return true;
  raw.unshift(chunk);
  return ((chunk[0] ?? 0) & 0x0f) === 0x08;
}

/** Resolves on the stream's next readable, end, close or error event. */
function nextEvent(stream: Readable): Promise<void> {
  const events = ['readable', 'end', 'close', 'error'] as const;
  return new Promise((resolve) => {
    const done = (): void => {
      for (const event of events) stream.off(event, done);
      resolve();
    };
    for (const event of events) stream.on(event, done);
  });
}

export function formatBytes(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb && bytes % mb === 0) return `${bytes / mb} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}
