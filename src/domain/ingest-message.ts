// The shape of what gateways publish (issue 22, docs/ingest.md), checked before anything reaches the database.
// Pure: topic parsing, payload envelope, and the per-device token bucket.

/** The MQTT topic of a reading: `zax/<enterprise id>/<kind>/<device code>`. */
export const TOPIC_PREFIX = 'zax';
/** The largest payload accepted, in bytes (one message, MQTT or HTTP). */
export const MAX_PAYLOAD_BYTES = 64 * 1024;
/** The most readings one message may carry. */
export const MAX_READINGS_PER_MESSAGE = 500;
/** A device code: letters, digits, `_`, `-`, `.`; at most 64. */
export const DEVICE_CODE = /^[A-Za-z0-9_.-]{1,64}$/;
/** A kind key: lower-case words joined by `-`. */
export const KIND_KEY = /^[a-z][a-z0-9-]{0,31}$/;
/** Readings older than this or later than the skew are refused (a gateway's clock or buffer gone wrong). */
export const MAX_AGE_MS = 7 * 24 * 3600_000;
export const MAX_SKEW_MS = 5 * 60_000;

export type RefusalReason =
  | 'malformed'
  | 'too-large'
  | 'unknown-kind'
  | 'unknown-device'
  | 'tenant'
  | 'rate'
  | 'overload'
  | 'time'
  | 'value';

export interface TopicParts {
  tenantId: number;
  kind: string;
  deviceCode: string;
}

/** The parts of a topic, or null when it is not one of ours. */
export function parseTopic(topic: string): TopicParts | null {
  const parts = topic.split('/');
  if (parts.length !== 4 || parts[0] !== TOPIC_PREFIX) return null;
  const [, qy, kind, code] = parts;
  if (!/^[1-9][0-9]{0,12}$/.test(qy) || !KIND_KEY.test(kind) || !DEVICE_CODE.test(code)) return null;
  return { tenantId: Number(qy), kind, deviceCode: code };
}

export function topicOf(parts: TopicParts): string {
  return `${TOPIC_PREFIX}/${parts.tenantId}/${parts.kind}/${parts.deviceCode}`;
}

/** One raw reading of a message: its time and whatever the kind reads from it. */
export interface RawReading {
  at: Date;
  body: Record<string, unknown>;
}

export type EnvelopeResult = { ok: true; readings: RawReading[] } | { ok: false; reason: RefusalReason; field: string; message: string };

/**
 * The readings of a message: one object or an array of objects, each with `at` (ISO time or epoch milliseconds;
 * the receiving time when absent). `now` is the receiving time.
 */
export function parseEnvelope(payload: unknown, now: Date): EnvelopeResult {
  const list = Array.isArray(payload) ? payload : [payload];
  if (!list.length) return { ok: false, reason: 'malformed', field: 'readings', message: '读数为空' };
  if (list.length > MAX_READINGS_PER_MESSAGE) {
    return { ok: false, reason: 'too-large', field: 'readings', message: `一条消息最多 ${MAX_READINGS_PER_MESSAGE} 个读数` };
  }
  const readings: RawReading[] = [];
  for (const [i, item] of list.entries()) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      return { ok: false, reason: 'malformed', field: `readings[${i}]`, message: `第 ${i + 1} 个读数不是对象` };
    }
    const body = item as Record<string, unknown>;
    const at = timeOf(body.at, now);
    if (!at) return { ok: false, reason: 'malformed', field: `readings[${i}].at`, message: `第 ${i + 1} 个读数的时间（at）无法识别` };
    if (at.getTime() < now.getTime() - MAX_AGE_MS || at.getTime() > now.getTime() + MAX_SKEW_MS) {
      return { ok: false, reason: 'time', field: `readings[${i}].at`, message: `第 ${i + 1} 个读数的时间（at）超出允许范围（7 天内，不晚于当前 5 分钟）` };
    }
    readings.push({ at, body });
  }
  return { ok: true, readings };
}

function timeOf(v: unknown, now: Date): Date | null {
  if (v === undefined || v === null) return now;
  if (typeof v === 'number' && Number.isFinite(v)) return new Date(v);
  if (typeof v === 'string' && v.length <= 40) {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

/** A token bucket: `rate` tokens a second, at most `burst` held. */
export interface Bucket {
  tokens: number;
  at: number;
}

/** Takes `n` tokens from a bucket at time `nowMs`; answers whether they were there (the bucket is updated). */
export function takeTokens(bucket: Bucket, n: number, nowMs: number, rate: number, burst: number): boolean {
  bucket.tokens = Math.min(burst, bucket.tokens + ((nowMs - bucket.at) / 1000) * rate);
  bucket.at = nowMs;
  if (bucket.tokens < n) return false;
  bucket.tokens -= n;
  return true;
}
