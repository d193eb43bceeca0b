import type { Param } from './types';

/**
 * Parameters as one line of text, for a spreadsheet cell: `v0 = 10..30 step 1; angle = 30, 45, 60`
 * (`step` may be left out: 1). Null when a part cannot be read.
 *
 * @example parseParamsText('t = 0.5..2 step 0.5') // [{ name: 't', min: 0.5, max: 2, step: 0.5 }]
 */
export function parseParamsText(text: string): Param[] | null {
  const parts = text
    .split(/[;；\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const params: Param[] = [];
  for (const part of parts) {
    const m = /^([A-Za-z][A-Za-z0-9_]*)\s*[=:]\s*(.+)$/.exec(part);
    if (!m) return null;
    const [, name, body] = m as unknown as [string, string, string];
    const range = /^(-?[\d.]+(?:e-?\d+)?)\s*\.\.\s*(-?[\d.]+(?:e-?\d+)?)(?:\s+step\s+([\d.]+(?:e-?\d+)?))?$/i.exec(
      body.trim(),
    );
    if (range) {
      const [min, max, step] = [Number(range[1]), Number(range[2]), Number(range[3] ?? 1)];
      if (![min, max, step].every(Number.isFinite)) return null;
      params.push({ name, min, max, step });
      continue;
    }
    const values = body.split(/[,，]/).map((v) => Number(v.trim()));
    if (values.length === 0 || values.some((v) => !Number.isFinite(v))) return null;
    params.push({ name, values });
  }
  return params;
}

/** The one-line form `parseParamsText` reads. */
export function formatParamsText(params: Param[]): string {
  return params
    .map((p) =>
      'values' in p ? `${p.name} = ${p.values.join(', ')}` : `${p.name} = ${p.min}..${p.max} step ${p.step}`,
    )
    .join('; ');
}
