export interface StartupFacts {
  url: string;
  database: string;
  mail: string;
  signIns: string[];
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
    '',
  ];
  return { text: block.join('\n') };
}
