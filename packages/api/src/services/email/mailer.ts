import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; rejects otherwise. */
  send(message: MailMessage): Promise<{ accepted: string[]; rejected: string[] }>;
  close(): void;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port`; without it messages are written as .eml files to `outbox`. */
  smtpUrl?: string;
  from: string;
  outbox: string;
  log?: (line: string) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    // A small pool of reused connections, with bounds on every wait so a silent server cannot hold a job.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: 4,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { accepted: info.accepted.map(String), rejected: info.rejected.map(String) };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outbox, { recursive: true });
      const file = join(options.outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log?.(`mail to ${[message.to].flat().join(', ')} written to ${file}`);
      return { accepted: [message.to].flat(), rejected: [] };
    },
    close: () => transport.close(),
  };
}

/**
 * Whether a send error is final: the server refused with a 5xx reply (no such mailbox, policy). A 4xx
 * reply (greylisting, mailbox busy) and a network failure (refused connection, timeout) are temporary.
 */
export function isPermanentMailError(error: unknown): boolean {
  const e = error as { responseCode?: number; rejectedErrors?: { responseCode?: number }[] };
  const code = e?.responseCode ?? e?.rejectedErrors?.[0]?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** A short, loggable line for a send error (the SMTP reply when there is one). */
export function describeMailError(error: unknown): string {
  const e = error as { response?: string; message?: string; code?: string; rejectedErrors?: { response?: string }[] };
  const line = e?.rejectedErrors?.[0]?.response ?? e?.response ?? e?.message ?? String(error);
  return `${e?.code ? `${e.code}: ` : ''}${line}`.slice(0, 500);
}
