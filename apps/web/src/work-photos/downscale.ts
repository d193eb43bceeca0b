import { DEVICE_LONG_SIDE, fitWithin, isPdfFile, jpegName } from './rules';

/** JPEG quality of a photo brought down on the device (the server encodes its own copy again). */
const QUALITY = 0.85;

/**
 * A chosen file made ready to wait on this device: a photo turned upright, brought down to
 * DEVICE_LONG_SIDE and encoded again as a JPEG without its metadata (so it is small and carries no
 * location); a PDF, or a picture this browser cannot decode (HEIC, say), as chosen. The server does the
 * real work again on upload.
 */
export async function prepareForDevice(file: File): Promise<{ blob: Blob; name: string }> {
  if (isPdfFile(file) || typeof createImageBitmap !== 'function') return { blob: file, name: file.name };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { blob: file, name: file.name };
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, DEVICE_LONG_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return { blob: file, name: file.name };
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    // Keep the original when encoding failed or made it no smaller.
    if (!blob || (blob.size >= file.size && file.type === 'image/jpeg')) return { blob: file, name: file.name };
    return { blob, name: jpegName(file.name) };
  } finally {
    bitmap.close();
  }
}
