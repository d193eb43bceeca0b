import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import decodeWebp, { init as initWebp } from '@jsquash/webp/decode.js';
import { fail } from '@quanta/api';
import type { MessageKey } from '@quanta/validators';
import { Jimp } from 'jimp';

/** A photo of working is brought down to this long side, in pixels. */
export const workImageLongSide = 2000;
/** The JPEG quality a photo of working is stored at. */
export const workImageQuality = 85;
/** Larger pictures than this (in pixels) are refused before they are decoded: a phone's camera stays well below it. */
export const workImageMaxPixels = 64_000_000;

/** The width and height a PNG, JPEG or WebP declares in its header; null when it names none. */
export function declaredSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 30 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') {
    const chunk = bytes.toString('ascii', 12, 16);
    if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
    if (chunk === 'VP8L') {
      const bits = bytes.readUInt32LE(21);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
    if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    return null;
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1] ?? 0;
      const length = bytes.readUInt16BE(at + 2);
      // SOF0–SOF15, leaving out DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      }
      at += 2 + length;
    }
  }
  return null;
}

let webpReady: Promise<void> | undefined;
/** Node's WebAssembly (the server's types carry no DOM library, which declares it). */
const wasmRuntime = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<unknown> } })
  .WebAssembly;

/**
 * Jimp reads JPEG and PNG itself; WebP goes through libwebp's decoder in WebAssembly (no native code),
 * compiled once from the file the package ships (its own loader would fetch it, which Node cannot do
 * for a file).
 */
async function readWebp(source: Buffer) {
  webpReady ??= (async () => {
    const wasm = createRequire(import.meta.url).resolve('@jsquash/webp/codec/dec/webp_dec.wasm');
    // The package types `init` without its first parameter, the compiled module it also takes.
    const init = initWebp as unknown as (module: unknown) => Promise<void>;
    await init(await wasmRuntime.compile(await readFile(wasm)));
  })();
  await webpReady;
  const decoded = await decodeWebp(Uint8Array.from(source).buffer);
  const data = Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
  return Jimp.fromBitmap({ data, width: decoded.width, height: decoded.height });
}

const isWebp = (bytes: Buffer) =>
  bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP';

/**
 * A photo of working as it is kept: decoded, turned upright by its EXIF orientation, brought down so its
 * long side is at most 2000 px, and encoded again as a JPEG (quality 85) from its pixels alone, so no
 * metadata (GPS position, camera, time) survives. Answers the JPEG and its size.
 */
export async function workImageFrom(source: Buffer, refusal: MessageKey) {
  const size = declaredSize(source);
  if (!size || size.width * size.height > workImageMaxPixels) throw fail.badRequest(refusal);
  let image: Awaited<ReturnType<typeof Jimp.read>>;
  try {
    // Reading a JPEG applies its EXIF orientation.
    image = isWebp(source) ? await readWebp(source) : await Jimp.read(source);
  } catch {
    throw fail.badRequest(refusal);
  }
  const { width, height } = image.bitmap;
  const scale = Math.min(1, workImageLongSide / Math.max(width, height));
  if (scale < 1) {
    image.resize({ w: Math.max(1, Math.round(width * scale)), h: Math.max(1, Math.round(height * scale)) });
  }
  // A new image from the pixels only: whatever the decoder kept of the original's metadata stays behind.
  const clean = new Jimp({ width: image.bitmap.width, height: image.bitmap.height, color: 0xffffffff });
  clean.composite(image, 0, 0);
  const jpeg = await clean.getBuffer('image/jpeg', { quality: workImageQuality });
  return { jpeg, width: clean.bitmap.width, height: clean.bitmap.height };
}

/** Re-encodes the photo waiting at `path` in place (see `workImageFrom`); answers what is stored. */
export async function reencodeWorkImage(path: string, refusal: MessageKey) {
  const { jpeg, width, height } = await workImageFrom(await readFile(path), refusal);
  await writeFile(path, jpeg);
  return { ext: 'jpg', bytes: jpeg.length, width, height };
}
