import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/db.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { prepareDb } from '../../src/server/db/prepare-db.ts';
import type { BenchTarget } from './section.ts';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The bare route the API is compared with; registered on the bench's app only. */
export const CONST_PATH = '/bench/const';

export interface OpenTarget extends BenchTarget {
  close(): Promise<void>;
}

/**
 * The PostgreSQL server to bench on: BENCH_DATABASE_URL or TEST_DATABASE_URL when set,
 * else the local default when a server answers there; null when there is none.
 */
export async function findPostgres(env: NodeJS.ProcessEnv): Promise<{ url: string; explicit: boolean } | null> {
  const explicit = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL;
  if (explicit) return { url: explicit, explicit: true };
  const probe = new pg.Client({ connectionString: DEFAULT_POSTGRES_URL, connectionTimeoutMillis: 1500 });
  try {
    await probe.connect();
    await probe.query('select 1');
    return { url: DEFAULT_POSTGRES_URL, explicit: false };
  } catch {
    return null;
  } finally {
    await probe.end().catch(() => undefined);
  }
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Drops of the bench databases that exist now, for an interrupted run. */
const liveDatabases = new Map<string, () => Promise<void>>();

/** Drops every bench database still there (SIGINT); open pools are cut off by `with (force)`. */
export async function dropLiveDatabases(): Promise<void> {
  await Promise.allSettled([...liveDatabases.values()].map((drop) => drop()));
}

/** A fresh database `zax_bench_<random>` on the server, with the function that drops it. */
async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `zax_bench_${crypto.randomBytes(6).toString('hex')}`;
  const drop = async () => {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    liveDatabases.delete(name);
  };
  liveDatabases.set(name, drop);
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop };
}

/** Migrates and seeds a database, builds the app with the bench route and listens on 127.0.0.1 (port 0). */
export async function openTarget(
  database: BenchTarget['database'],
  serverUrl?: string,
  routes?: (app: FastifyInstance, db: Db) => void,
): Promise<OpenTarget> {
  const fresh = database === 'postgres' ? await freshPostgresDatabase(requireUrl(serverUrl)) : null;
  const cleanups: Array<() => Promise<void>> = [];
  if (fresh) cleanups.push(fresh.drop);
  const close = async () => {
    for (const fn of cleanups.reverse()) await fn();
  };
  try {
    const config = loadConfig(
      { LOG_LEVEL: 'silent' },
      {
        ...(fresh ? { databaseUrl: fresh.url } : { memory: true }),
        clientDir: '/nonexistent',
        port: 0,
        limits: { loginPerAddress: { max: 1e9, windowMs: 60_000 } } as Config['limits'],
      },
    );
    const { db } = await prepareDb(config, { seed: true });
    cleanups.push(() => db.close());
    const app = await buildApp({ config, db, logger: false });
    cleanups.push(() => app.close());
    // Outside /zax-cloud/ the auth hook lets every request through: the cheapest route of the same server.
    app.get(CONST_PATH, { config: { access: 'public' }, schema: { hide: true } }, async () => ({ code: 0 }));
    routes?.(app, db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    return { database, baseUrl: `http://127.0.0.1:${port}`, app, db, config, close };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}

function requireUrl(url: string | undefined): string {
  if (!url) throw new Error('a PostgreSQL server URL is required');
  return url;
}
