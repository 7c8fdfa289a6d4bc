import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig, type Config, type ConfigOverrides } from '../../../src/server/config.ts';
import type { Db } from '../../../src/server/db/db.ts';
import { prepareDb } from '../../../src/server/db/prepare-db.ts';
import type { IngestKind } from '../../../src/server/ingest/ingest-kind.ts';
import type { ModuleFiles } from '../../../src/server/modules/module-files.ts';
import { encodeTransportPassword } from '../../../src/server/auth/password.ts';
import type { SmsProvider } from '../../../src/server/services/sms-provider.ts';
import { copyDbTemplate, copyIsPrepared, providedTemplate, TEST_PASSWORD_HASH } from '../../support/db-template.ts';

export interface SentSms {
  mobile: string;
  content: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  sms: SentSms[];
  /** Logs in and answers the token; throws when the login fails. */
  login(loginName: string, password: string, headers?: Record<string, string>): Promise<string>;
  /** `inject` with a token (and optional Ent-ID). */
  call(opts: InjectOptions & { token?: string; entId?: number | string }): Promise<LightMyRequestResponse>;
  encode(plain: string): string;
  close(): Promise<void>;
}

export const PASSWORDS: Record<string, string> = {
  admin: 'Admin@2026',
  qyadmin: 'Qy@123456',
  staff01: 'Staff@1234',
  viewer: 'View@12345',
  gm01: 'Test@1234',
  aq01: 'Test@1234',
  cj01: 'Test@1234',
  aq02: 'Test@1234',
  cj02: 'Test@1234',
  qyadmin2: 'Qy@123456',
};

/** A fresh database per test file: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. */
async function freshDatabase(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { drop: async () => undefined };
  const name = `zax_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestAppOptions {
  /** The module defaults the database is prepared with (an earlier version's); the repository's by default. */
  moduleFiles?: Pick<ModuleFiles, 'menu' | 'demo'>;
  /** A database seeded for this file, not a copy of the run's template (tests of the seed itself: its times, its sequences). */
  fresh?: boolean;
  /** The kinds of reading the ingest path takes (tests/api/ingest.test.ts's probe); the modules' by default. */
  ingestKinds?: readonly IngestKind[];
}

export async function createTestApp(overrides: ConfigOverrides = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  // The run's prepared demo database (tests/support/db-template.ts), unless the file prepares its own.
  const template = opts.moduleFiles || opts.fresh ? null : providedTemplate();
  const fresh = template ? { url: undefined, drop: async () => undefined } : await freshDatabase();
  const loaded = loadConfig(
    { LOG_LEVEL: 'silent' },
    {
      memory: !fresh.url,
      databaseUrl: fresh.url,
      clientDir: '/nonexistent',
      fileDir: overrides.fileDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'zax-files-')),
      // A cheap argon2id cost keeps hundreds of logins fast; production uses the library's defaults.
      passwordHash: TEST_PASSWORD_HASH,
      ...overrides,
      limits: { loginPerAddress: { max: 10_000, windowMs: 60_000 }, ...overrides.limits },
    },
  );
  const copy = template ? await copyDbTemplate(template, loaded) : null;
  const config = copy?.config ?? loaded;
  const drop = copy?.drop ?? fresh.drop;
  const db =
    copy && copyIsPrepared({ files: opts.moduleFiles }) ? copy.db : (await prepareDb(config, { seed: true, files: opts.moduleFiles, db: copy?.db })).db;
  const sms: SentSms[] = [];
  const provider: SmsProvider = {
    async send(mobile, content) {
      sms.push({ mobile, content });
    },
  };
  const app = await buildApp({ config, db, sms: provider, logger: false, ingestKinds: opts.ingestKinds });
  await app.ready();
  const encode = (plain: string) => encodeTransportPassword(plain, config.loginSecretSuffix);
  const call: TestApp['call'] = ({ token, entId, headers, ...opts }) =>
    app.inject({
      ...opts,
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(entId !== undefined ? { 'ent-id': String(entId) } : {}),
        ...headers,
      },
    });
  return {
    app,
    db,
    config,
    sms,
    encode,
    call,
    async login(loginName, password, headers) {
      const res = await call({
        method: 'POST',
        url: '/zax-cloud/user/sysuser/login',
        payload: { loginName, password: encode(password) },
        headers,
      });
      const body = res.json() as { code: unknown; entity: string; msg: string };
      if (body.code !== 'success') throw new Error(`login ${loginName} failed: ${res.statusCode} ${body.msg}`);
      return body.entity;
    },
    async close() {
      try {
        await app.close();
        await db.close();
        await drop();
      } finally {
        if (!overrides.fileDir) fs.rmSync(config.fileDir, { recursive: true, force: true });
      }
    },
  };
}
