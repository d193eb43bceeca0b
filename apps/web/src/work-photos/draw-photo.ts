import { fitWithin, onSide, rotatedSize } from './rules';

/** Loads a picture (same origin, so the canvas it is drawn on can still be read back). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image'));
    img.src = src;
  });
}

/** The canvas size for a picture turned by `rotation`, its long side at most `longSide`. */
export function canvasSizeFor(
  img: { naturalWidth: number; naturalHeight: number },
  rotation: number,
  longSide: number,
) {
  const turned = rotatedSize(img.naturalWidth, img.naturalHeight, rotation);
  return fitWithin(turned.width, turned.height, longSide);
}

/** Paints the picture over the whole canvas, turned clockwise by `rotation` (quarter turns). */
export function drawTurned(ctx: CanvasRenderingContext2D, img: CanvasImageSource, rotation: number) {
  const { width, height } = ctx.canvas;
  // Unturned, the picture is as wide as the canvas is high when it lies on its side.
  const w = onSide(rotation) ? height : width;
  const h = onSide(rotation) ? width : height;
  ctx.save();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate((rotation * Math.PI) / 180);
  ctx.drawImage(img, -w / 2, -h / 2, w, h);
  ctx.restore();
}
