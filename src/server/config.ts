import net from 'node:net';
import path from 'node:path';

/** Rate-limit windows: `max` events per `windowMs` for one key. */
export interface RateRule {
  max: number;
  windowMs: number;
}

/**
 * A login throttle: `max` attempts pass freely within `windowMs`; past them each attempt waits a delay that
 * doubles from `delayMs` (default 30 s) up to `maxDelayMs` (default 15 min).
 */
export interface ThrottleRule extends RateRule {
  delayMs?: number;
  maxDelayMs?: number;
}

/**
 * Which proxies in front of the server are trusted to name the client in `X-Forwarded-For`: none (false), a
 * number of hops, or the proxies' addresses and CIDR ranges (Fastify's `trustProxy`).
 */
export type TrustProxy = false | number | string[];

/**
 * Fastify's form of TRUST_PROXY. A hop count becomes a function trusting the first `n` hops (the peer and the
 * `n - 1` entries before it), since Fastify itself no longer honours a bare number. A hop count suits a
 * server that only its proxies can reach; otherwise name the proxies' addresses.
 */
export function fastifyTrustProxy(tp: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof tp !== 'number') return tp;
  return (_address, hop) => hop < tp;
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
  /**
   * STREAM_ORIGINS: origins of the enterprises' video gateways (docs/video.md) the page may fetch HLS from with hls.js
   * (the content security policy's connect-src); same-origin streams need none.
   */
  streamOrigins?: string[];
  /** TRUST_PROXY: hops or proxy addresses trusted to name the client (never the whole forwarded chain). */
  trustProxy: TrustProxy;
  bodyLimit: number;
  /** Readings from the plant (docs/ingest.md): days kept, and what one device may send (readings a second, burst). */
  ingest: { retentionDays: number; deviceRate: number; deviceBurst: number };
  limits: {
    /** Wrong passwords for one login name from one address (also old-password guesses of one user). */
    loginPerNameAddress: ThrottleRule;
    /** Wrong passwords from one address, whatever the login name; successful logins are not counted. */
    loginPerAddress: ThrottleRule;
    smsPerMobileInterval: RateRule;
    smsPerMobileDaily: RateRule;
    smsPerAddressDaily: RateRule;
  };
  sms: { codeTtlMs: number; maxAttempts: number };
  /** Shared secret of the park platform for signed login assertions (login/withoutPassword). */
  parkSecret?: string;
  /** Key of the park account passwords (PARK_ACCOUNT_KEY; else one generated and kept in the database). */
  parkAccountKey?: string;
  /** How long a call to a park platform may take (PARK_TIMEOUT_MS, default 10 s). */
  parkTimeoutMs: number;
  logLevel: string;
  /** argon2id cost of new password hashes (ARGON2_MEMORY_KIB, ARGON2_PASSES). */
  passwordHash: { memoryCost: number; timeCost: number };
  /** The business time zone of database sessions, for day rules such as "expired" (TIME_ZONE). */
  timeZone: string;
  /** The AI helper's optional language model, an OpenAI-compatible endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS). */
  ai?: AiModelConfig;
}

/** An OpenAI-compatible chat endpoint: `baseUrl` up to `/v1` (POST `<baseUrl>/chat/completions`). */
export interface AiModelConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const minute = 60_000;

/** Names proxy-addr understands besides addresses and CIDR ranges. */
const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(v: string): boolean {
  if (PROXY_KEYWORDS.has(v)) return true;
  const [address, bits, ...rest] = v.split('/');
  const version = net.isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: empty, `0` or `false` trusts no proxy; a number is how many proxy hops stand in front of
 * the server (`1`: one reverse proxy, whose own entry in X-Forwarded-For names the client); otherwise a
 * comma-separated list of proxy addresses or CIDR ranges. `true` (trust every hop, so a client could name
 * itself) and anything unreadable are refused at start.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const v = (raw ?? '').trim();
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = list.filter((s) => !isAddressOrRange(s));
  if (bad.length || !list.length) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses/CIDR ranges, not "${bad.join(',') || v}"`,
    );
  }
  return list;
}
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
    streamOrigins: (env.STREAM_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    ingest: {
      retentionDays: Math.max(1, Number(env.INGEST_RETENTION_DAYS ?? 90)),
      deviceRate: Math.max(1, Number(env.INGEST_DEVICE_RATE ?? 20)),
      deviceBurst: Math.max(1, Number(env.INGEST_DEVICE_BURST ?? 200)),
    },
    limits: {
      loginPerNameAddress: { max: 5, windowMs: 60 * minute, delayMs: 30_000, maxDelayMs: 15 * minute },
      loginPerAddress: { max: 30, windowMs: 60 * minute, delayMs: 30_000, maxDelayMs: 15 * minute },
      smsPerMobileInterval: { max: 1, windowMs: 2 * minute },
      smsPerMobileDaily: { max: 10, windowMs: day },
      smsPerAddressDaily: { max: 30, windowMs: day },
    },
    sms: { codeTtlMs: 5 * minute, maxAttempts: 5 },
    parkSecret: env.PARK_LOGIN_SECRET || undefined,
    parkAccountKey: env.PARK_ACCOUNT_KEY || undefined,
    parkTimeoutMs: Math.max(100, Number(env.PARK_TIMEOUT_MS ?? 10_000)),
    logLevel: env.LOG_LEVEL ?? 'info',
    passwordHash: {
      memoryCost: Math.max(1024, Number(env.ARGON2_MEMORY_KIB ?? 65536)),
      timeCost: Math.max(1, Number(env.ARGON2_PASSES ?? 3)),
    },
    timeZone: env.TIME_ZONE || 'Asia/Shanghai',
    ai: env.AI_BASE_URL
      ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY || undefined, model: env.AI_MODEL || 'gpt-4o-mini', timeoutMs: Number(env.AI_TIMEOUT_MS ?? 20_000) }
      : undefined,
  };
  const merged = { ...base, ...overrides, limits: { ...base.limits, ...overrides.limits } };
  // Follows an overridden dataDir unless named itself.
  const fileDir = overrides.fileDir ?? path.resolve(env.FILE_DIR ?? path.join(merged.dataDir, 'files'));
  return { ...merged, fileDir };
}
