import { constants } from 'node:fs';
import { access, mkdir, statfs } from 'node:fs/promises';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { mailCounts } from '@quanta/api';
import { createS3Client, type S3Options } from '../uploads/s3-store';

/** One check of readiness: `ok`, and why not. */
export interface CheckResult {
  ok: boolean;
  reason?: string;
  [detail: string]: unknown;
}

/** The default of `DISK_MIN_FREE_MB`: below 200 MB free, PGlite's saves and uploads' temp files start failing. */
export const defaultDiskMinFreeBytes = 200 * 1024 * 1024;

/** Free space for this process's user in the folder's file system, against the least it needs. */
export async function checkDisk(folder: string, minFreeBytes: number): Promise<CheckResult> {
  const fs = await statfs(folder);
  const freeBytes = fs.bavail * fs.bsize;
  if (freeBytes >= minFreeBytes) return { ok: true, freeBytes, minFreeBytes };
  const mb = (n: number) => Math.floor(n / 1024 / 1024);
  return {
    ok: false,
    freeBytes,
    minFreeBytes,
    reason: `${mb(freeBytes)} MB free in the data folder, below DISK_MIN_FREE_MB (${mb(minFreeBytes)})`,
  };
}

/** Local uploads: the folder exists (made if missing, as the store would) and this process may write in it. */
export async function checkLocalUploads(folder: string): Promise<CheckResult> {
  try {
    await mkdir(folder, { recursive: true });
    await access(folder, constants.W_OK);
    return { ok: true, store: 'local' };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return { ok: false, store: 'local', reason: `The uploads folder is not writable (${code})` };
  }
}

/**
 * S3 uploads: the bucket answers a HeadBucket. The answer is kept `cacheMs` (one probe at a time), so a load
 * balancer's probes every second or two do not each reach the store.
 */
export function s3UploadsCheck(o: S3Options, cacheMs = 5000, timeoutMs = 3000): () => Promise<CheckResult> {
  const client = createS3Client(o);
  let kept: { at: number; result: Promise<CheckResult> } | undefined;
  const probe = async (): Promise<CheckResult> => {
    try {
      await client.send(new HeadBucketCommand({ Bucket: o.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
      return { ok: true, store: 's3' };
    } catch (error) {
      const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
      const status = e.$metadata?.httpStatusCode;
      const why = status === 404 ? 'no such bucket' : `${e.name ?? 'error'}${status ? ` (HTTP ${status})` : ''}`;
      return { ok: false, store: 's3', reason: `The bucket does not answer: ${why}` };
    }
  };
  return () => {
    const now = Date.now();
    if (!kept || now - kept.at >= cacheMs) kept = { at: now, result: probe() };
    return kept.result;
  };
}

/**
 * Mail: SMTP_URL, when set, is an smtp: or smtps: URL with a host (without it, mail is written as files).
 * The newest failed try of the outbox's workers is reported but does not make the server unready: taking a
 * server out of rotation does not bring a mail server back.
 */
export function checkMail(smtpUrl: string | undefined): CheckResult {
  const { lastFailure } = mailCounts();
  const last = lastFailure && { lastFailure: { at: lastFailure.at.toISOString(), reason: lastFailure.reason } };
  if (!smtpUrl) return { ok: true, transport: 'files', ...last };
  let reason: string | undefined;
  try {
    const url = new URL(smtpUrl);
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') reason = 'SMTP_URL is not an smtp: or smtps: URL';
    else if (!url.hostname) reason = 'SMTP_URL names no host';
  } catch {
    // The URL itself is never echoed: it may hold a password.
    reason = 'SMTP_URL is not a valid URL';
  }
  return reason ? { ok: false, transport: 'smtp', reason } : { ok: true, transport: 'smtp', ...last };
}
