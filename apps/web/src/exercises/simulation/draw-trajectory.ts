import { type Launch, niceStep, type Point, positionAt, trajectory } from './projectile';

export interface Bounds {
  xMax: number;
  yMax: number;
}

const margin = { left: 44, right: 16, top: 16, bottom: 36 };

/** Axis extents for a launch: the path fits, with a little room, never smaller than 1 m. */
export function boundsFor(rangeM: number, heightM: number): Bounds {
  return { xMax: Math.max(1, rangeM * 1.08), yMax: Math.max(1, heightM * 1.15) };
}

/**
 * Draws axes in metres (same scale on both), the path and the ball at time `t` onto a canvas of CSS
 * size `width` × `height` (already scaled for the device's pixel ratio).
 */
export function drawTrajectory(
  ctx: CanvasRenderingContext2D,
  size: { width: number; height: number },
  launch: Launch,
  bounds: Bounds,
  t: number,
  labels: { x: string; y: string },
) {
  const plotW = size.width - margin.left - margin.right;
  const plotH = size.height - margin.top - margin.bottom;
  const scale = Math.min(plotW / bounds.xMax, plotH / bounds.yMax);
  const toPx = (p: Point) => ({ x: margin.left + p.x * scale, y: margin.top + plotH - p.y * scale });
  const visibleX = plotW / scale;
  const visibleY = plotH / scale;

  ctx.clearRect(0, 0, size.width, size.height);
  ctx.font = '11px system-ui, sans-serif';
  ctx.lineWidth = 1;

  // Grid and ticks
  const step = niceStep(Math.max(visibleX, visibleY), 6);
  ctx.strokeStyle = '#e9ecef';
  ctx.fillStyle = '#868e96';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (let x = 0; x <= visibleX + 1e-9; x += step) {
    const px = toPx({ x, y: 0 }).x;
    ctx.beginPath();
    ctx.moveTo(px, margin.top);
    ctx.lineTo(px, margin.top + plotH);
    ctx.stroke();
    ctx.fillText(formatTick(x, step), px, margin.top + plotH + 4);
  }
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (let y = 0; y <= visibleY + 1e-9; y += step) {
    const py = toPx({ x: 0, y }).y;
    ctx.beginPath();
    ctx.moveTo(margin.left, py);
    ctx.lineTo(margin.left + plotW, py);
    ctx.stroke();
    ctx.fillText(formatTick(y, step), margin.left - 6, py);
  }

  // Axes and their names
  ctx.strokeStyle = '#495057';
  ctx.beginPath();
  ctx.moveTo(margin.left, margin.top);
  ctx.lineTo(margin.left, margin.top + plotH);
  ctx.lineTo(margin.left + plotW, margin.top + plotH);
  ctx.stroke();
  ctx.fillStyle = '#495057';
  ctx.textAlign = 'right';
  ctx.textBaseline = 'bottom';
  ctx.fillText(labels.x, margin.left + plotW, margin.top + plotH + 32);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.fillText(labels.y, margin.left + 4, margin.top);

  // The path
  ctx.strokeStyle = '#228be6';
  ctx.lineWidth = 2;
  ctx.beginPath();
  trajectory(launch, 160).forEach((p, i) => {
    const q = toPx(p);
    if (i === 0) ctx.moveTo(q.x, q.y);
    else ctx.lineTo(q.x, q.y);
  });
  ctx.stroke();

  // The ball
  const ball = toPx(positionAt(launch, t));
  ctx.fillStyle = '#fa5252';
  ctx.beginPath();
  ctx.arc(ball.x, ball.y, 6, 0, Math.PI * 2);
  ctx.fill();
}

const formatTick = (value: number, step: number) => (step < 1 ? value.toFixed(1) : String(Math.round(value)));
