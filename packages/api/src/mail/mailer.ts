import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
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
    const transport = nodemailer.createTransport(options.smtpUrl);
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
