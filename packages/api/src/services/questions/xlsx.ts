import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { limits } from '@quanta/validators';
import { fail } from '../../errors';
import type { XlsxJob, XlsxOutcome, XlsxRow } from './xlsx-worker';

/** The worker script: bundled beside the server as .js, or the TypeScript source Node runs as it is. */
function workerUrl(): URL {
  const bundled = new URL('./xlsx-worker.js', import.meta.url);
  return existsSync(fileURLToPath(bundled)) ? bundled : new URL('./xlsx-worker.ts', import.meta.url);
}

/** At most this many workbooks are read at once; more wait their turn. */
const maxParallel = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= maxParallel) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

const isRows = (v: unknown): v is XlsxRow[] =>
  Array.isArray(v) &&
  v.every(
    (r) =>
      typeof r === 'object' &&
      r !== null &&
      Number.isInteger(r.n) &&
      Array.isArray(r.cells) &&
      r.cells.every((c: unknown) => typeof c === 'string') &&
      (r.merged === undefined || (Array.isArray(r.merged) && r.merged.every((c: unknown) => Number.isInteger(c)))) &&
      (r.errors === undefined ||
        (Array.isArray(r.errors) &&
          r.errors.every(
            (e: unknown) =>
              typeof e === 'object' &&
              e !== null &&
              Number.isInteger((e as { col: unknown }).col) &&
              typeof (e as { ref: unknown }).ref === 'string' &&
              typeof (e as { value: unknown }).value === 'string',
          ))),
  );

export interface ReadOptions {
  timeoutMs?: number;
  maxRows?: number;
  maxPartBytes?: number;
}

/** ZIP's local-file signature: every .xlsx starts with it. */
const isZip = (b: Uint8Array) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/**
 * The first sheet of an uploaded .xlsx as rows of strings, read in a worker thread with a time limit, a
 * memory limit, a row limit and a size limit per unzipped part. Anything that is not an .xlsx workbook
 * is refused with 'Please upload excel file!'.
 */
export async function readSheetRows(bytes: Uint8Array, o: ReadOptions = {}): Promise<XlsxRow[]> {
  if (!isZip(bytes)) throw fail.badRequest('uploadNotExcel');
  const maxRows = o.maxRows ?? limits.importRowsMax;
  const job: XlsxJob = {
    bytes,
    maxRows,
    maxColumns: 64,
    maxPartBytes: o.maxPartBytes ?? limits.importPartBytes,
  };
  const release = await slot();
  try {
    const outcome = await new Promise<XlsxOutcome | 'timeout' | 'crashed'>((resolve) => {
      const worker = new Worker(workerUrl(), {
        workerData: job,
        resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64, stackSizeMb: 4 },
      });
      let settled = false;
      const settle = (value: XlsxOutcome | 'timeout' | 'crashed') => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        resolve(value);
      };
      const timer = setTimeout(() => settle('timeout'), o.timeoutMs ?? limits.importTimeoutMs);
      worker.once('message', (message: XlsxOutcome) => settle(message));
      worker.once('error', () => settle('crashed'));
      worker.once('exit', () => settle('crashed'));
    });
    if (outcome === 'timeout') throw fail.badRequest('importTimeout');
    if (outcome === 'crashed') throw fail.badRequest('importTooLarge');
    if (!outcome.ok) {
      if (outcome.problem === 'tooManyRows') throw fail.badRequest('importTooManyRows', { max: maxRows });
      if (outcome.problem === 'tooLarge') throw fail.badRequest('importTooLarge');
      throw fail.badRequest('uploadNotExcel');
    }
    if (!isRows(outcome.rows)) throw fail.badRequest('uploadNotExcel');
    return outcome.rows;
  } finally {
    release();
  }
}
