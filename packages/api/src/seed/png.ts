import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

/** A small RGB raster with the few strokes the demo diagrams need. */
export class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  set(x: number, y: number, c: Rgb) {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    this.pixels.set(c, (py * this.width + px) * 3);
  }

  fillRect(x: number, y: number, w: number, h: number, c: Rgb) {
    for (let j = Math.max(0, y); j < Math.min(this.height, y + h); j++) {
      for (let i = Math.max(0, x); i < Math.min(this.width, x + w); i++) this.set(i, j, c);
    }
  }

  /** A round dot: the pen every stroke is drawn with. */
  dot(x: number, y: number, radius: number, c: Rgb) {
    for (let j = -radius; j <= radius; j++) {
      for (let i = -radius; i <= radius; i++) if (i * i + j * j <= radius * radius) this.set(x + i, y + j, c);
    }
  }

  line(x0: number, y0: number, x1: number, y1: number, c: Rgb, width = 2) {
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0)));
    for (let s = 0; s <= steps; s++) this.dot(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps, width / 2, c);
  }

  /** A polyline through `f(x)` for x in [x0, x1] (canvas coordinates). */
  curve(x0: number, x1: number, f: (x: number) => number, c: Rgb, width = 2) {
    let prev = f(x0);
    for (let x = x0 + 1; x <= x1; x++) {
      const y = f(x);
      this.line(x - 1, prev, x, y, c, width);
      prev = y;
    }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, angle: number, c: Rgb, width = 2) {
    const steps = Math.ceil(2 * Math.PI * Math.max(rx, ry));
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    for (let s = 0; s < steps; s++) {
      const t = (2 * Math.PI * s) / steps;
      const [x, y] = [rx * Math.cos(t), ry * Math.sin(t)];
      this.dot(cx + x * cos - y * sin, cy + x * sin + y * cos, width / 2, c);
    }
  }

  /** Fills the triangle (scanline by barycentric test; fine for a few small shapes). */
  triangle(a: [number, number], b: [number, number], d: [number, number], c: Rgb) {
    const [minX, maxX] = [Math.min(a[0], b[0], d[0]), Math.max(a[0], b[0], d[0])];
    const [minY, maxY] = [Math.min(a[1], b[1], d[1]), Math.max(a[1], b[1], d[1])];
    const area = (p: number[], q: number[], r: number[]) =>
      (q[0]! - p[0]!) * (r[1]! - p[1]!) - (q[1]! - p[1]!) * (r[0]! - p[0]!);
    const whole = area(a, b, d);
    for (let y = Math.floor(minY); y <= maxY; y++) {
      for (let x = Math.floor(minX); x <= maxX; x++) {
        const p = [x, y];
        const [w0, w1, w2] = [area(b, d, p) / whole, area(d, a, p) / whole, area(a, b, p) / whole];
        if (w0 >= 0 && w1 >= 0 && w2 >= 0) this.set(x, y, c);
      }
    }
  }

  toPng(): Buffer {
    return encodePng(this.width, this.height, this.pixels);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes 8-bit RGB pixels (row by row) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter method, no interlace
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
