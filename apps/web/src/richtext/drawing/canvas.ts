/** The drawing board's picture size, in canvas pixels. */
export const BOARD_SIZE = 800;
export const BRUSH_MIN = 1;
export const BRUSH_MAX = 10;
export const BRUSH_DEFAULT = 3;
const PAPER = '#ffffff';

export type Tool = 'pen' | 'eraser';

/** The eraser's radius is twice the brush size. */
export const eraserRadius = (brush: number) => brush * 2;

/** Line width for a tool: the pen draws `brush` wide, the eraser clears a circle of its radius. */
export const strokeWidth = (tool: Tool, brush: number) => (tool === 'pen' ? brush : eraserRadius(brush) * 2);

/** A pointer position in canvas pixels, whatever size the canvas is shown at. */
export function toCanvasPoint(canvas: HTMLCanvasElement, clientX: number, clientY: number) {
  const rect = canvas.getBoundingClientRect();
  return {
    x: ((clientX - rect.left) * canvas.width) / (rect.width || 1),
    y: ((clientY - rect.top) * canvas.height) / (rect.height || 1),
  };
}

export function clearBoard(ctx: CanvasRenderingContext2D) {
  ctx.save();
  ctx.globalCompositeOperation = 'source-over';
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.restore();
}

/** Draws one segment of a stroke (a dot when both points are the same). The eraser paints paper. */
export function drawSegment(
  ctx: CanvasRenderingContext2D,
  from: { x: number; y: number },
  to: { x: number; y: number },
  tool: Tool,
  color: string,
  brush: number,
) {
  const width = strokeWidth(tool, brush);
  const paint = tool === 'pen' ? color : PAPER;
  ctx.save();
  ctx.strokeStyle = paint;
  ctx.fillStyle = paint;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (from.x === to.x && from.y === to.y) {
    ctx.beginPath();
    ctx.arc(to.x, to.y, width / 2, 0, Math.PI * 2);
    ctx.fill();
  } else {
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
  }
  ctx.restore();
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), 'image/png');
  });
}
