import type { Database } from '@quanta/db';
import type { TokenService } from './auth/tokens';
import type { Clock } from './clock';
import type { FileStore } from './files/store';
import type { Mailer } from './mail/mailer';

/** What every service may use, made once per server. */
export interface Deps {
  db: Database;
  mailer: Mailer;
  tokens: TokenService;
  now: Clock;
  /** Uploaded files (local disk, or an S3-compatible store later). */
  files: FileStore;
  log: { info(obj: object | string, msg?: string): void; warn(obj: object | string, msg?: string): void };
}
