import { Canvas, type Rgb } from './png';

const W = 480;
const H = 270;
const ink: Rgb = [33, 37, 41];
const blue: Rgb = [28, 126, 214];
const red: Rgb = [224, 49, 49];
const green: Rgb = [47, 158, 68];
const orange: Rgb = [247, 103, 7];
const grid: Rgb = [222, 226, 230];

function graphPaper(background: Rgb): Canvas {
  const c = new Canvas(W, H, background);
  for (let x = 0; x < W; x += 30) c.line(x, 0, x, H - 1, grid, 1);
  for (let y = 0; y < H; y += 30) c.line(0, y, W - 1, y, grid, 1);
  return c;
}

/** A block on an inclined plane with its weight, normal force and friction: $F = ma$. */
function inclinedPlane(): Canvas {
  const c = graphPaper([248, 249, 250]);
  c.triangle([60, 230], [420, 230], [420, 60], [206, 212, 218]);
  c.line(60, 230, 420, 60, ink, 3);
  c.line(60, 230, 420, 230, ink, 3);
  // The block, drawn as two triangles along the slope.
  const angle = Math.atan2(170, 360);
  const [ux, uy, nx, ny] = [Math.cos(angle), -Math.sin(angle), -Math.sin(angle), -Math.cos(angle)];
  const [bx, by] = [240, 230 - 180 * Math.tan(angle)];
  const corner = (s: number, t: number): [number, number] => [bx + ux * s + nx * t, by + uy * s + ny * t];
  c.triangle(corner(-35, 0), corner(35, 0), corner(35, 50), blue);
  c.triangle(corner(-35, 0), corner(35, 50), corner(-35, 50), blue);
  const [cx, cy] = corner(0, 25);
  c.line(cx, cy, cx, cy + 90, red, 3); // weight
  c.line(cx, cy + 90, cx - 6, cy + 78, red, 3);
  c.line(cx, cy + 90, cx + 6, cy + 78, red, 3);
  c.line(cx, cy, cx + nx * 80, cy + ny * 80, green, 3); // normal force
  c.line(cx, cy, cx + ux * 70, cy + uy * 70, orange, 3); // friction up the slope
  return c;
}

/** A right triangle with a square on each side: $a^2 + b^2 = c^2$. */
function pythagoras(): Canvas {
  const c = graphPaper([255, 255, 255]);
  // Legs 80 (across) and 60 (up), hypotenuse 100.
  const [ax, ay, bx, cy] = [200, 160, 280, 100];
  c.fillRect(ax, ay, 80, 80, [208, 235, 255]);
  c.fillRect(ax - 60, cy, 60, 60, [211, 249, 216]);
  c.triangle([ax, cy], [bx, ay], [bx + 60, ay - 80], [255, 222, 222]);
  c.triangle([ax, cy], [bx + 60, ay - 80], [ax + 60, cy - 80], [255, 222, 222]);
  c.triangle([ax, ay], [bx, ay], [ax, cy], [255, 236, 153]);
  c.line(ax, ay, bx, ay, ink, 3);
  c.line(ax, ay, ax, cy, ink, 3);
  c.line(bx, ay, ax, cy, red, 3);
  c.line(ax + 12, ay, ax + 12, ay - 12, ink, 2);
  c.line(ax, ay - 12, ax + 12, ay - 12, ink, 2);
  return c;
}

/** Two waves and their sum. */
function waves(): Canvas {
  const c = graphPaper([248, 249, 250]);
  c.line(20, 135, 460, 135, ink, 2);
  c.curve(20, 460, (x) => 135 - 40 * Math.sin(x / 25), blue, 3);
  c.curve(20, 460, (x) => 135 - 30 * Math.sin(x / 16 + 1), green, 2);
  c.curve(20, 460, (x) => 135 - 40 * Math.sin(x / 25) - 30 * Math.sin(x / 16 + 1), red, 2);
  return c;
}

/** An atom: the nucleus and three electron orbits, for modern physics. */
function atom(): Canvas {
  const c = new Canvas(W, H, [16, 24, 48]);
  for (const [angle, colour] of [
    [0, blue],
    [Math.PI / 3, green],
    [-Math.PI / 3, orange],
  ] as const) {
    c.ellipse(240, 135, 150, 50, angle, colour, 3);
  }
  c.dot(240, 135, 16, red);
  c.dot(390, 135, 7, [255, 255, 255]);
  return c;
}

/** A function and its tangent line: derivatives. */
function tangent(): Canvas {
  const c = graphPaper([255, 255, 255]);
  c.line(40, 240, 460, 240, ink, 2);
  c.line(60, 20, 60, 250, ink, 2);
  const f = (x: number) => 240 - ((x - 60) / 400) ** 2 * 200;
  c.curve(60, 460, f, blue, 3);
  const x0 = 320;
  const slope = -((2 * (x0 - 60)) / 400 ** 2) * 200;
  c.line(200, f(x0) + slope * (200 - x0), 450, f(x0) + slope * (450 - x0), red, 2);
  c.dot(x0, f(x0), 6, red);
  return c;
}

/** Field lines around two charges, for electromagnetism. */
function charges(): Canvas {
  const c = new Canvas(W, H, [248, 249, 250]);
  for (let k = 1; k <= 5; k++) c.ellipse(240, 135, 40 + 22 * k, 16 + 20 * k, 0, grid, 2);
  for (let a = 0; a < 12; a++) {
    const t = (a * Math.PI) / 6;
    c.line(150 + 22 * Math.cos(t), 135 + 22 * Math.sin(t), 150 + 70 * Math.cos(t), 135 + 70 * Math.sin(t), orange, 2);
    c.line(330 + 22 * Math.cos(t), 135 + 22 * Math.sin(t), 330 + 70 * Math.cos(t), 135 + 70 * Math.sin(t), blue, 2);
  }
  c.dot(150, 135, 18, red);
  c.dot(330, 135, 18, blue);
  return c;
}

/** The demo classes' pictures by file name, drawn at seed time. */
export const demoPictures = {
  'inclined-plane.png': inclinedPlane,
  'pythagoras.png': pythagoras,
  'waves.png': waves,
  'atom.png': atom,
  'tangent.png': tangent,
  'charges.png': charges,
} as const;
export type DemoPicture = keyof typeof demoPictures;
