import { describe, expect, it } from 'vitest';
import { fitWithin, isAttachable, isPdfFile, jpegName, nextRotation, roomFor, rotatedSize, takesPhotos } from './rules';

describe('photos of working: rules', () => {
  it('turns a quarter at a time, back to upright after four', () => {
    expect([0, 90, 180, 270].map(nextRotation)).toEqual([90, 180, 270, 0]);
  });

  it('swaps the sides of a picture turned on its side', () => {
    expect(rotatedSize(400, 300, 90)).toEqual({ width: 300, height: 400 });
    expect(rotatedSize(400, 300, 180)).toEqual({ width: 400, height: 300 });
    expect(rotatedSize(400, 300, 270)).toEqual({ width: 300, height: 400 });
  });

  it('brings the long side down to the limit, never up', () => {
    expect(fitWithin(4000, 3000, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3000, 4032, 2000)).toEqual({ width: 1488, height: 2000 });
    expect(fitWithin(800, 600, 2000)).toEqual({ width: 800, height: 600 });
  });

  it('takes images and PDFs, by type or by name', () => {
    expect(isPdfFile({ type: 'application/pdf', name: 'x' })).toBe(true);
    expect(isPdfFile({ type: '', name: 'Working.PDF' })).toBe(true);
    expect(isAttachable({ type: 'image/jpeg', name: 'a.jpg' })).toBe(true);
    expect(isAttachable({ type: '', name: 'IMG_1.HEIC' })).toBe(true);
    expect(isAttachable({ type: 'text/plain', name: 'notes.txt' })).toBe(false);
  });

  it('counts the room left in an answer', () => {
    expect(roomFor(2, 1)).toBe(2);
    expect(roomFor(4, 3)).toBe(0);
  });

  it('only free-response questions take photos', () => {
    expect(takesPhotos({ isChoice: '2' })).toBe(true);
    expect(takesPhotos({ isChoice: '0' })).toBe(false);
  });

  it('names a downscaled photo as a JPEG', () => {
    expect(jpegName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(jpegName('page')).toBe('page.jpg');
  });
});
