import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanJpegSize } from '@quanta/api/services/work-photos/stored-upload';
import exifr from 'exifr';
import { Jimp } from 'jimp';
import { describe, expect, it } from 'vitest';
import { declaredSize, workImageFrom } from '../../src/uploads/work-image';

const fixture = (name: string) => readFile(join(import.meta.dirname, '../fixtures/work-photos', name));

describe('work-image: a photo of working as it is stored', () => {
  it('drops the GPS position and every other EXIF tag of a real camera photo', async () => {
    const original = await fixture('gps-dscn0010.jpg');
    const before = await exifr.parse(original, { gps: true });
    expect(before.latitude).toBeCloseTo(43.467, 2);
    const { jpeg, width, height } = await workImageFrom(original, 'uploadNotWork');
    expect({ width, height }).toEqual({ width: 640, height: 480 });
    const after = await exifr.parse(jpeg, { gps: true, tiff: true, xmp: true, icc: true });
    expect(after?.latitude).toBeUndefined();
    expect(after?.GPSLatitude).toBeUndefined();
    expect(after?.Make).toBeUndefined();
    expect(cleanJpegSize(jpeg)).toEqual({ width: 640, height: 480 });
    expect(cleanJpegSize(original)).toBeNull();
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const original = await fixture('orientation-6.jpg');
    expect(declaredSize(original)).toEqual({ width: 600, height: 450 });
    const { jpeg, width, height } = await workImageFrom(original, 'uploadNotWork');
    expect({ width, height }).toEqual({ width: 450, height: 600 });
    expect(await exifr.orientation(jpeg)).toBeUndefined();
  });

  it('brings the long side down to 2000 px, keeping the shape, and never enlarges', async () => {
    const wide = await new Jimp({ width: 3000, height: 1200, color: 0x336699ff }).getBuffer('image/png');
    const big = await workImageFrom(wide, 'uploadNotWork');
    expect({ width: big.width, height: big.height }).toEqual({ width: 2000, height: 800 });
    const read = await Jimp.read(big.jpeg);
    expect({ width: read.width, height: read.height }).toEqual({ width: 2000, height: 800 });
    const tall = await new Jimp({ width: 900, height: 4500, color: 0xffffffff }).getBuffer('image/jpeg');
    expect(await workImageFrom(tall, 'uploadNotWork')).toMatchObject({ width: 400, height: 2000 });
    const small = await new Jimp({ width: 30, height: 20, color: 0xff0000ff }).getBuffer('image/png');
    expect(await workImageFrom(small, 'uploadNotWork')).toMatchObject({ width: 30, height: 20 });
  });

  it('takes WebP, and refuses what does not decode or declares too many pixels', async () => {
    expect(await workImageFrom(await fixture('gradient.webp'), 'uploadNotWork')).toMatchObject({
      width: 320,
      height: 240,
    });
    await expect(workImageFrom(Buffer.from('not a picture'), 'uploadNotWork')).rejects.toMatchObject({
      key: 'uploadNotWork',
    });
    const png = Buffer.from(await new Jimp({ width: 4, height: 4, color: 0xffffffff }).getBuffer('image/png'));
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    await expect(workImageFrom(png, 'uploadNotWork')).rejects.toMatchObject({ key: 'uploadNotWork' });
    const truncated = (await fixture('gps-dscn0010.jpg')).subarray(0, 4000);
    await expect(workImageFrom(truncated, 'uploadNotWork')).rejects.toMatchObject({ key: 'uploadNotWork' });
  });
});
