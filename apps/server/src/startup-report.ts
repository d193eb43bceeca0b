export interface StartupFacts {
  url: string;
  database: string;
  mail: string;
  signIns: string[];
  /** Said last, and as warnings in JSON logs. */
  warnings?: string[];
}

const loopback = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host);

/**
 * A demo school just seeded on an address others can reach: its accounts share a published password, so
 * anyone who reaches the port can sign in as its admin.
 */
export function exposureWarning(host: string, port: number, demoSeeded: boolean): string | undefined {
  if (!demoSeeded || loopback(host)) return undefined;
  return (
    `Warning: this server listens on ${host}:${port}, reachable from other machines, and the demo accounts' password ` +
    'is published: anyone who reaches it can sign in as the demo admin. To try Quanta on this computer only, set ' +
    'HOST=127.0.0.1; for a real school start on an empty data folder with SEED_DEMO=0.'
  );
}

/**
 * What the server says once it listens: on a terminal (pretty logs) a readable block; with JSON logs one
 * record (info, with the facts as fields), so the stream stays one JSON record a line.
 */
export function startupReport(
  facts: StartupFacts,
  pretty: boolean,
): { text: string } | { record: StartupFacts; msg: string } {
  if (!pretty) return { record: facts, msg: `Quanta is serving on ${facts.url}` };
  const block = [
    '',
    `Quanta is serving on ${facts.url}`,
    `Database: ${facts.database}`,
    facts.mail,
    ...(facts.signIns.length > 0 ? ['', ...facts.signIns] : []),
    ...(facts.warnings?.length ? ['', ...facts.warnings] : []),
    '',
  ];
  return { text: block.join('\n') };
}
