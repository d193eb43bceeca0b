import { workPhotoLimits } from '@quanta/validators';

/** At most this many photos or PDFs per answer (the server refuses more). */
export const MAX_PHOTOS = workPhotoLimits.perAnswer;
/** The long side, in pixels, a photo is brought down to on the device before it waits to be sent. */
export const DEVICE_LONG_SIDE = 2000;
/** The long side, in pixels, of the canvas a teacher marks a photo up on (the PNG stays within the upload limit). */
export const MARK_LONG_SIDE = 1600;
/** What the file picker offers: pictures from the camera or the gallery, and PDFs. */
export const ACCEPT = 'image/*,application/pdf';

export type Rotation = 0 | 90 | 180 | 270;

/** A free-response question takes photos of working. */
export const takesPhotos = (question: { isChoice: string }) => question.isChoice === '2';

/** A quarter turn clockwise. */
export const nextRotation = (rotation: number): Rotation => ((rotation + 90) % 360) as Rotation;

/** Whether a rotation turns the picture on its side. */
export const onSide = (rotation: number) => rotation === 90 || rotation === 270;

/** A picture's size once turned by `rotation`. */
export function rotatedSize(width: number, height: number, rotation: number) {
  return onSide(rotation) ? { width: height, height: width } : { width, height };
}

/** A size brought down (never up) so its long side is at most `longSide`, keeping its shape. */
export function fitWithin(width: number, height: number, longSide: number) {
  const scale = Math.min(1, longSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A PDF by its type, or by its name when the device gave no type. */
export const isPdfFile = (file: { type: string; name: string }) =>
  file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));

/** A file the picker may hand over that the attach takes: an image or a PDF. */
export const isAttachable = (file: { type: string; name: string }) =>
  isPdfFile(file) || file.type.startsWith('image/') || /\.(jpe?g|png|webp|heic|heif)$/i.test(file.name);

/** How many more photos an answer takes, given the ones on the server and those waiting on this device. */
export const roomFor = (stored: number, waiting: number) => Math.max(0, MAX_PHOTOS - stored - waiting);

/** The name a downscaled photo is sent with: the original's, as a JPEG. */
export const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`;

/** A file's name as the attach takes it: its last part, within the length limit. */
export const storedName = (name: string) => (name.split(/[\\/]/).pop() || 'photo').slice(-workPhotoLimits.name);
