import type { Database } from '@quanta/db';
import type { TokenService } from './auth/tokens';
import type { Clock } from './clock';
import type { FileStore } from './files/store';
import type { findSession } from './services/accounts/session-reads';
import type { Mailer } from './services/email/mailer';
import type { Outbox } from './services/email/outbox';
import type { PaymentProvider } from './services/payments/provider';

export type { SessionRead, UserInfoExtras } from './services/accounts/session-lookups';
export type { FoundSession, SessionReadKind } from './services/accounts/session-reads';

/** The school's lesson rules (`SCHOOL_TIMEZONE`, `LEAVE_CUTOFF_HOURS`). */
export interface SchoolRules {
  /** The IANA time zone lessons are scheduled and shown in, e.g. `Asia/Shanghai`. */
  timeZone: string;
  /** Leave for a lesson can be asked until this many hours before it starts. */
  leaveCutoffHours: number;
  /** The school's currency (`SCHOOL_CURRENCY`), ISO code in lower case: every price and payment is in it. */
  currency: string;
}

/** The rules a school has unless configured otherwise. */
export const defaultSchoolRules: SchoolRules = { timeZone: 'Asia/Shanghai', leaveCutoffHours: 24, currency: 'usd' };

/** What every service may use, made once per server. */
export interface Deps {
  db: Database;
  mailer: Mailer;
  /** The durable queue every mail but the sign-in codes goes through. */
  outbox: Outbox;
  /** The site's address for links in mail (unsubscribe), e.g. https://school.example. */
  publicUrl: string;
  /** The school's name (`SCHOOL_NAME`): page titles, structured data and mail. */
  schoolName: string;
  /** The school's lesson rules: its time zone and how early leave must be asked. */
  school: SchoolRules;
  tokens: TokenService;
  /** How families pay: `manual` (offline, a teacher confirms) or `stripe` (online). */
  payments: PaymentProvider;
  now: Clock;
  /** Uploaded files (local disk, or an S3-compatible store later). */
  files: FileStore;
  /** A signed-in request's session lookup (services/accounts/session-reads), used by `createContext`. */
  findSession: typeof findSession;
  log: {
    info(obj: object | string, msg?: string): void;
    warn(obj: object | string, msg?: string): void;
    error(obj: object | string, msg?: string): void;
  };
}
