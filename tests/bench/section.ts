import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/db.ts';

/** One database under test: the real app listening on 127.0.0.1 over it. */
export interface BenchTarget {
  database: 'pglite' | 'postgres';
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  app: FastifyInstance;
  db: Db;
  config: Config;
}

/** Knobs of one bench run (from the environment, see run.ts). */
export interface BenchSettings {
  logins: number;
  seconds: number;
  warmupSeconds: number;
  concurrency: number;
}

/** One printed line of the table. */
export interface Row {
  metric: string;
  value: string;
  note?: string;
}

/** A part of the bench; run.ts runs every section against every database and prints their rows. */
export interface Section {
  name: string;
  /** Registers the section's reference routes on the bench app before it listens. */
  routes?(app: FastifyInstance, db: Db): void;
  run(target: BenchTarget, settings: BenchSettings): Promise<Row[]>;
}
