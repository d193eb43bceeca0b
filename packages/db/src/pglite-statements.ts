import { messages, type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** A statement parsed once in the database under `name`; its description decodes every run's rows. */
interface Statement {
  name: string;
  paramTypes: number[];
  /** The RowDescription of its result, if it returns rows. */
  description: messages.BackendMessage | undefined;
}

/** The lock PGlite's own `query()` takes outside a transaction (internal, so checked at start). */
type TransactionLock = { _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> };

/** PostgreSQL's answer when a table a plan reads changed the statement's result columns. */
const planChanged = '0A000';
/** The most statements kept parsed; the oldest is closed beyond it (SQL built per call would grow). */
const limit = 500;

/**
 * The named statements of one PGlite database. A statement is parsed and described once (by its
 * SQL text, so two names for one text share it); later runs only send Bind/Execute/Sync, and
 * PostgreSQL keeps its plan. Rows decode as `PGlite.query` decodes them, with the same parsers
 * and serializers. A statement whose run fails is closed; one whose tables changed its result
 * type is parsed again and rerun outside a transaction (inside one the error stands: it has
 * aborted the transaction).
 */
export class PgliteStatements {
  readonly #pg: PGlite;
  readonly #lock: TransactionLock;
  readonly #byText = new Map<string, Statement>();
  readonly #prefix: string;
  #named = 0;

  private constructor(pg: PGlite, prefix: string) {
    this.#pg = pg;
    this.#prefix = prefix;
    this.#lock = pg as unknown as TransactionLock;
  }

  /**
   * The statements of `pg`, or null if this PGlite lacks the internals they rely on. Their names start
   * with `prefix`: another user of the same database (a benchmark's bare route) takes its own.
   */
  static of(pg: PGlite, prefix = 'quanta'): PgliteStatements | null {
    const lock = (pg as unknown as Partial<TransactionLock>)._runExclusiveTransaction;
    return typeof lock === 'function' && typeof pg.execProtocolStream === 'function'
      ? new PgliteStatements(pg, prefix)
      : null;
  }

  /** How many statements are parsed and kept. */
  get size() {
    return this.#byText.size;
  }

  /** Runs `text` as `pg.query` would; `inTransaction` when called from inside `pg.transaction`. */
  query<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
    if (this.#pg.closed) return Promise.reject(new Error('PGlite is closed'));
    const run = () => this.#pg.runExclusive(() => this.#run<T>(text, params, options, inTransaction, true));
    // Outside a transaction, wait for any running one as `query()` does (its statements hold only the query lock).
    return inTransaction ? run() : this.#lock._runExclusiveTransaction(run);
  }

  /** Closes every statement (after a migration: none keeps a plan of the old tables). */
  async forgetAll() {
    if (this.#byText.size === 0 || this.#pg.closed) return;
    await this.#lock._runExclusiveTransaction(() =>
      this.#pg.runExclusive(async () => {
        for (const text of [...this.#byText.keys()]) await this.#forget(text);
      }),
    );
  }

  async #run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
    retry: boolean,
  ): Promise<Results<T>> {
    let result: messages.BackendMessage[];
    let statement: Statement;
    try {
      statement = this.#byText.get(text) ?? (await this.#prepare(text));
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const oid = statement.paramTypes[i] as number;
        const serializer = options?.serializers?.[oid] ?? this.#pg.serializers[oid];
        return serializer ? serializer(param) : String(param);
      });
      result = await this.#send(
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      );
    } catch (e) {
      if (!(e instanceof messages.DatabaseError)) throw e;
      if (this.#byText.has(text)) await this.#forget(text);
      if (e.code === planChanged && retry && !inTransaction) return this.#run(text, params, options, false, false);
      // As PGlite's own query errors carry them.
      throw Object.assign(e, { query: text, params, queryOptions: options });
    }
    if (!inTransaction) await this.#pg.syncToFs();
    const described = statement.description ? [statement.description, ...result] : result;
    return parse.parseResults(described, this.#pg.parsers, options)[0] as Results<T>;
  }

  async #prepare(text: string): Promise<Statement> {
    if (this.#byText.size >= limit) await this.#forget(this.#byText.keys().next().value as string);
    const name = `${this.#prefix}_${++this.#named}`;
    const described = await this.#send(
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const parameters = described.find((m) => m.name === 'parameterDescription') as
      | messages.ParameterDescriptionMessage
      | undefined;
    const statement = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      description: described.find((m) => m.name === 'rowDescription'),
    };
    this.#byText.set(text, statement);
    return statement;
  }

  async #forget(text: string) {
    const statement = this.#byText.get(text);
    if (!statement) return;
    this.#byText.delete(text);
    await this.#pg.execProtocolStream(
      concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
      {
        syncToFs: false,
        throwOnError: false,
      },
    );
  }

  /** One call into the database for all of `parts` (each list ends with Sync, so errors leave it ready). */
  #send(...parts: Uint8Array[]) {
    return this.#pg.execProtocolStream(concat(parts), { syncToFs: false });
  }
}

function concat(parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
