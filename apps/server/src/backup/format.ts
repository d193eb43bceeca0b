/**
 * The backup file (`quanta-….tar.gz`): one gzipped tar archive, the same whichever database it came from.
 *
 *   manifest.json            what the archive holds (`Manifest` below): format version, when it was taken,
 *                            the source (pglite or postgres), the schema version (migrations applied, and the
 *                            newest one's tag and `when`), and each table with its row count, in the order a
 *                            restore loads them (a table after every table it references)
 *   db/<schema>.<table>.copy one file per table of `public` and drizzle's `drizzle.__drizzle_migrations`, in
 *                            PostgreSQL's COPY text format (`COPY t TO STDOUT`, every column but the generated
 *                            ones, one line per row), all read in one transaction: one consistent moment
 *   uploads/…                the local uploads folder (`DATA_DIR/uploads`), copied after that moment, so every
 *                            file a row names is there; absent when uploads live in S3 (back up the bucket)
 *   token-secret             the token secret, when it came from the data folder (TOKEN_SECRET unset), so
 *                            sessions signed before the backup stay valid after a restore
 *
 * The mail queue's own schema (`pgboss`) is left out: its jobs only point at `mail_deliveries` rows, so a
 * restore queues a job again for every delivery still `pending`, and schedules (the family digest's) are set
 * again by the server from the settings it reads at start.
 */
export const backupFormat = 'quanta-backup';
export const backupFormatVersion = 1;
export const backupExtension = 'tar.gz';

export interface ManifestTable {
  /** `schema.table`. */
  name: string;
  rows: number;
}

export interface ManifestSequence {
  /** `schema.sequence`, one no column owns (owned ones are set from their column's largest value). */
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface Manifest {
  format: typeof backupFormat;
  formatVersion: number;
  createdAt: string;
  source: 'pglite' | 'postgres';
  schema: { version: number; tag: string | null; when: number | null };
  tables: ManifestTable[];
  sequences: ManifestSequence[];
  uploads: { included: boolean; files: number; bytes: number };
  tokenSecret: boolean;
  /** How the mail queue is carried over. */
  mailQueue: 'pending deliveries requeued on restore';
}

/** The archive entry of a table's rows. */
export const tableEntry = (name: string) => `db/${name}.copy`;

/** `schema.table` quoted for SQL. */
export function quoteName(name: string): string {
  return name
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');
}
