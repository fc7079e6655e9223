const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** True when `bytes` start with the PNG signature and an IHDR chunk. */
export function isPng(bytes: Buffer): boolean {
  return bytes.length >= 24 && bytes.subarray(0, 8).equals(SIGNATURE) && bytes.toString('latin1', 12, 16) === 'IHDR';
}

/** Width and height from the IHDR chunk, or undefined when `bytes` is not a PNG. */
export function readPngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (!isPng(bytes)) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
