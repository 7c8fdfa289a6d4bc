import path from 'node:path';

/** Rate-limit windows: `max` events per `windowMs` for one key. */
export interface RateRule {
  max: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server URL; when absent the embedded PGlite under dataDir is used. */
  databaseUrl?: string;
  /** In-memory PGlite (tests). */
  memory: boolean;
  loginSecretSuffix: string;
  tokenTtlMs: number;
  clientDir: string;
  /** Where uploaded files are stored (FILE_DIR; default `<dataDir>/files`). */
  fileDir: string;
  /** Allowed CORS origins; empty means CORS closed. */
  corsOrigins: string[];
  bodyLimit: number;
  limits: {
    loginPerAccount: RateRule;
    loginPerAddress: RateRule;
    smsPerMobileInterval: RateRule;
    smsPerMobileDaily: RateRule;
    smsPerAddressDaily: RateRule;
  };
  sms: { codeTtlMs: number; maxAttempts: number };
  /** Shared secret of the park platform for signed login assertions (login/withoutPassword). */
  parkSecret?: string;
  logLevel: string;
  /** argon2id cost of new password hashes (ARGON2_MEMORY_KIB, ARGON2_PASSES). */
  passwordHash: { memoryCost: number; timeCost: number };
  /** The business time zone of database sessions, for day rules such as "expired" (TIME_ZONE). */
  timeZone: string;
}

const minute = 60_000;
const day = 24 * 60 * minute;

/** Settings a caller (tests, bench) may override; `limits` merge rule by rule. */
export type ConfigOverrides = Omit<Partial<Config>, 'limits'> & { limits?: Partial<Config['limits']> };

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: ConfigOverrides = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const base: Omit<Config, 'fileDir'> = {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    memory: false,
    loginSecretSuffix: env.LOGIN_SECRET_SUFFIX ?? 'zax-cloud',
    tokenTtlMs: day,
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    bodyLimit: 1024 * 1024,
    limits: {
      loginPerAccount: { max: 5, windowMs: 15 * minute },
      loginPerAddress: { max: 30, windowMs: minute },
      smsPerMobileInterval: { max: 1, windowMs: 2 * minute },
      smsPerMobileDaily: { max: 10, windowMs: day },
      smsPerAddressDaily: { max: 30, windowMs: day },
    },
    sms: { codeTtlMs: 5 * minute, maxAttempts: 5 },
    parkSecret: env.PARK_LOGIN_SECRET || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    passwordHash: {
      memoryCost: Math.max(1024, Number(env.ARGON2_MEMORY_KIB ?? 65536)),
      timeCost: Math.max(1, Number(env.ARGON2_PASSES ?? 3)),
    },
    timeZone: env.TIME_ZONE || 'Asia/Shanghai',
  };
  const merged = { ...base, ...overrides, limits: { ...base.limits, ...overrides.limits } };
  // Follows an overridden dataDir unless named itself.
  const fileDir = overrides.fileDir ?? path.resolve(env.FILE_DIR ?? path.join(merged.dataDir, 'files'));
  return { ...merged, fileDir };
}
