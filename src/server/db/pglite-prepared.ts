// Statements prepared once per text on the one PGlite connection (issue 25 item 3). PGlite's own `query` parses,
// plans and describes every statement each time, in six calls into the WebAssembly; a statement run again here is
// only bound and executed, in one call. Its parameters are serialized by the types PostgreSQL described when it was
// prepared, as PGlite does; its rows are parsed by PGlite's own parsers.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { SqlValue } from './db.ts';

/** Prepared statements kept at most; the least recently used is closed first. */
const MAX_STATEMENTS = 300;
/**
 * "cached plan must not change result type": the statement was prepared before a table it reads changed shape. The
 * transaction it ran in is aborted, so the error stands; the statement is prepared afresh for the next one.
 */
const PLAN_CHANGED = '0A000';

interface Statement {
  name: string;
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * A query function over prepared statements. It must run only where the caller holds PGlite's transaction lock
 * (inside `pg.transaction`): it takes the query lock itself, not the transaction one.
 */
export function preparedQueries(pg: PGlite): <T>(sql: string, params?: SqlValue[]) => Promise<T[]> {
  const { serialize } = protocol;
  const statements = new Map<string, Statement>();
  let next = 0;
  /** Names of statements dropped from the map, closed with the next batch. */
  let toClose: string[] = [];

  const run = (parts: Uint8Array[]) => {
    const closing = toClose.map((name) => serialize.close({ type: 'S', name }));
    toClose = [];
    return pg.runExclusive(() => pg.execProtocolStream(concat([...closing, ...parts]), { syncToFs: false }));
  };

  async function prepare(sql: string): Promise<Statement> {
    const name = `zax_${++next}`;
    try {
      const described = await run([serialize.parse({ text: sql, name }), serialize.describe({ type: 'S', name }), serialize.sync()]);
      const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
      statements.set(sql, statement);
      if (statements.size > MAX_STATEMENTS) {
        const [oldest, old] = statements.entries().next().value as [string, Statement];
        statements.delete(oldest);
        toClose.push(old.name);
      }
      return statement;
    } catch (err) {
      // A statement that failed to parse does not exist; one that parsed but failed to describe is closed.
      toClose.push(name);
      throw err;
    }
  }

  async function execute<T>(s: Statement, params: SqlValue[]): Promise<T[]> {
    const values = params.map((p, i) => {
      if (p === null || p === undefined) return null;
      const serializer = pg.serializers[s.paramTypes[i]];
      return serializer ? serializer(p) : String(p);
    });
    const messages = await run([
      serialize.bind({ statement: s.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    return (parse.parseResults(messages, pg.parsers)[0]?.rows ?? []) as T[];
  }

  return async <T>(sql: string, params: SqlValue[] = []): Promise<T[]> => {
    let s = statements.get(sql);
    if (s) {
      // Most recently used last.
      statements.delete(sql);
      statements.set(sql, s);
    } else s = await prepare(sql);
    try {
      return await execute<T>(s, params);
    } catch (err) {
      if ((err as { code?: string }).code === PLAN_CHANGED && statements.get(sql) === s) {
        statements.delete(sql);
        toClose.push(s.name);
      }
      throw err;
    }
  };
}
