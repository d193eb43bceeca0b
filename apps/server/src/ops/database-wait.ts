import { redactUrl, unreachableCode } from '@quanta/db';
import postgres from 'postgres';

/** PostgreSQL did not answer in the time allowed; its message names the URL without the password. */
export class DatabaseWaitError extends Error {}

export interface DatabaseWait {
  /** How long to keep trying, in ms; 0: one attempt. */
  waitMs: number;
  /** Seconds each connection attempt may take. */
  connectTimeout: number;
  /** One line per failed attempt. */
  log: (line: string) => void;
}

/**
 * Waits for PostgreSQL to answer `select 1` (a database starting next to the server, a restart of its host),
 * trying again with growing pauses (0.5 s doubling to 5 s) until `waitMs` has passed. A refusal that waiting
 * does not cure (a wrong password, no such database) fails at once. No line shows the password.
 */
export async function waitForDatabase(url: string, wait: DatabaseWait): Promise<void> {
  const started = Date.now();
  const shown = redactUrl(url);
  for (let attempt = 1; ; attempt++) {
    const sql = postgres(url, { max: 1, connect_timeout: wait.connectTimeout, onnotice: () => {} });
    try {
      await sql`select 1`;
      return;
    } catch (error) {
      const code = unreachableCode(error);
      if (!code) throw error;
      const pause = Math.min(5000, 500 * 2 ** (attempt - 1));
      const waited = Date.now() - started;
      if (waited + pause > wait.waitMs) {
        throw new DatabaseWaitError(
          `PostgreSQL at ${shown} did not answer within ${Math.round(wait.waitMs / 1000)} s (${code}); DATABASE_WAIT_SECONDS sets the wait`,
        );
      }
      wait.log(
        `PostgreSQL at ${shown} is not reachable (${code}), attempt ${attempt}: trying again in ${pause / 1000} s`,
      );
      await new Promise((r) => setTimeout(r, pause));
    } finally {
      await sql.end({ timeout: 1 }).catch(() => {});
    }
  }
}
