import type { Deps } from '@quanta/api';

/**
 * What the factories build in: the services' dependencies and a settable clock. A whole test server
 * (`TestApp`) is one, and so is the services' tier without HTTP (`ServiceWorld`).
 */
export interface World {
  app: { deps: Deps };
  clock: { now: Date; advance(ms: number): void };
}
