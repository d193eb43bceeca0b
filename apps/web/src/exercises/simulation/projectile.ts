/** Projectile motion without air resistance, launched from the ground (y = 0). SI units. */

/** Standard gravity used by the demo, m/s². */
export const GRAVITY = 9.8;

export interface Launch {
  /** Launch speed, m/s. */
  speed: number;
  /** Launch angle above the horizontal, degrees. */
  angleDeg: number;
  /** Gravitational acceleration, m/s² (positive). */
  g?: number;
}

export interface Point {
  x: number;
  y: number;
}

export const toRadians = (deg: number) => (deg * Math.PI) / 180;

const parts = ({ speed, angleDeg, g = GRAVITY }: Launch) => {
  const theta = toRadians(angleDeg);
  return { vx: speed * Math.cos(theta), vy: speed * Math.sin(theta), g, theta, speed };
};

/**
 * Time of flight T = 2 v sin θ / g.
 *
 * @example flightTime({ speed: 9.8, angleDeg: 90 }) // 2
 */
export function flightTime(launch: Launch): number {
  const { vy, g } = parts(launch);
  return Math.max(0, (2 * vy) / g);
}

/**
 * Range R = v² sin 2θ / g.
 *
 * @example range({ speed: 10, angleDeg: 45 }) // ≈ 10.204
 */
export function range(launch: Launch): number {
  const { speed, theta, g } = parts(launch);
  return Math.max(0, (speed * speed * Math.sin(2 * theta)) / g);
}

/**
 * Maximum height H = v² sin² θ / (2g).
 *
 * @example maxHeight({ speed: 9.8, angleDeg: 90 }) // 4.9
 */
export function maxHeight(launch: Launch): number {
  const { vy, g } = parts(launch);
  return Math.max(0, (vy * vy) / (2 * g));
}

/** Position at time t (clamped to the flight): x = v cos θ · t, y = v sin θ · t − g t² / 2. */
export function positionAt(launch: Launch, t: number): Point {
  const { vx, vy, g } = parts(launch);
  const time = Math.min(Math.max(0, t), flightTime(launch));
  return { x: vx * time, y: Math.max(0, vy * time - (g * time * time) / 2) };
}

/** `samples + 1` points of the path from launch to landing, evenly spaced in time. */
export function trajectory(launch: Launch, samples = 100): Point[] {
  const total = flightTime(launch);
  const n = Math.max(1, Math.floor(samples));
  return Array.from({ length: n + 1 }, (_, i) => positionAt(launch, (total * i) / n));
}

/**
 * A "nice" axis step (1, 2 or 5 × 10ⁿ) that divides `span` into about `ticks` parts.
 *
 * @example niceStep(47, 5) // 10
 */
export function niceStep(span: number, ticks = 5): number {
  if (!(span > 0)) return 1;
  const raw = span / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / magnitude;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * magnitude;
}
