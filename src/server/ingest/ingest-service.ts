// The ingest path (issue 22, docs/ingest.md): every reading, from MQTT or HTTP, passes here. Checks that need no
// database (envelope, kind, enterprise, rate, queue) are made at once; readings then wait at most `flushMs` and
// are written in one transaction per enterprise with their kind's follow-up, so a flood costs few statements and
// never holds the API's connection for long. Devices are looked up once per `deviceTtlMs` (unknown ones too).
import type { Db } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { parseEnvelope, takeTokens, type Bucket, type RawReading, type RefusalReason } from '../../domain/ingest-message.ts';
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import type { IngestDevice, IngestKind, StoredReading } from './ingest-kind.ts';
import { RefusalCounter } from './refusal-counter.ts';

export interface IngestOptions {
  /** Readings a second one device may send on average, and the burst it may send at once. */
  deviceRate: number;
  deviceBurst: number;
  /** Readings waiting to be written at most; beyond, messages are refused as overload. */
  maxQueue: number;
  flushMs: number;
  deviceTtlMs: number;
  now?: () => Date;
}

export const DEFAULT_INGEST_OPTIONS: IngestOptions = { deviceRate: 20, deviceBurst: 200, maxQueue: 50_000, flushMs: 100, deviceTtlMs: 30_000 };

/** A message: the enterprise and device it is for, and the gateway's enterprise when a gateway sent it. */
export interface IngestMessage {
  tenantId: number;
  kind: string;
  deviceCode: string;
  payload: unknown;
  /** The enterprise of the gateway that sent it (MQTT user or HTTP key); a message for another is refused. */
  fromTenantId?: number;
}

export interface Refusal {
  reason: RefusalReason;
  field: string;
  /** Why, as a catalogue message (answered in the request's language) or in Chinese words (a kind's parse, the envelope). */
  message: Text | string;
}

export type IngestOutcome = { accepted: number; refused?: undefined } | { accepted: 0; refused: Refusal };

interface Pending {
  msg: IngestMessage;
  kind: IngestKind;
  readings: RawReading[];
  done: (o: IngestOutcome) => void;
  fail: (e: unknown) => void;
}

export class IngestService {
  readonly refusals = new RefusalCounter();
  private readonly kinds: Map<string, IngestKind>;
  private readonly opts: IngestOptions;
  private readonly buckets = new Map<string, Bucket>();
  private readonly devices = new Map<string, { device: IngestDevice | null; until: number }>();
  private queue: Pending[] = [];
  private queued = 0;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private stopped = false;
  /** Readings written since start, for the bench and the status answer. */
  written = 0;

  constructor(
    private readonly db: Db,
    kinds: readonly IngestKind[],
    opts: Partial<IngestOptions> = {},
  ) {
    this.kinds = new Map(kinds.map((k) => [k.kind, k]));
    this.opts = { ...DEFAULT_INGEST_OPTIONS, ...opts };
  }

  kindKeys(): string[] {
    return [...this.kinds.keys()];
  }

  private now(): Date {
    return this.opts.now ? this.opts.now() : new Date();
  }

  private refuse(tenantId: number, kind: string, r: Refusal, count = 1): IngestOutcome {
    this.refusals.add(tenantId, kind, r.reason, count);
    return { accepted: 0, refused: r };
  }

  /** Takes a message; answers when its readings are written (or at once when refused). */
  submit(msg: IngestMessage): Promise<IngestOutcome> {
    const kindKey = msg.kind;
    const counted = msg.fromTenantId ?? msg.tenantId;
    if (this.stopped) return Promise.resolve(this.refuse(counted, kindKey, { reason: 'overload', field: 'kind', message: text('ingest.refusal.stopping') }));
    if (msg.fromTenantId != null && msg.fromTenantId !== msg.tenantId) {
      return Promise.resolve(this.refuse(counted, kindKey, { reason: 'tenant', field: 'qyId', message: text('ingest.refusal.otherTenant') }));
    }
    const kind = this.kinds.get(kindKey);
    if (!kind) return Promise.resolve(this.refuse(counted, 'unknown', { reason: 'unknown-kind', field: 'kind', message: text('ingest.refusal.unknownKind', { kind: kindKey.slice(0, 32) }) }));
    const env = parseEnvelope(msg.payload, this.now());
    if (!env.ok) return Promise.resolve(this.refuse(counted, kindKey, env));
    const n = env.readings.length;
    const bucketKey = `${msg.tenantId}|${kindKey}|${msg.deviceCode}`;
    const nowMs = this.now().getTime();
    let bucket = this.buckets.get(bucketKey);
    if (!bucket) this.buckets.set(bucketKey, (bucket = { tokens: this.opts.deviceBurst, at: nowMs }));
    if (!takeTokens(bucket, n, nowMs, this.opts.deviceRate, this.opts.deviceBurst)) {
      return Promise.resolve(this.refuse(counted, kindKey, { reason: 'rate', field: 'device', message: text('ingest.refusal.rate', { device: msg.deviceCode }) }, n));
    }
    if (this.queued + n > this.opts.maxQueue) {
      return Promise.resolve(this.refuse(counted, kindKey, { reason: 'overload', field: 'readings', message: text('ingest.refusal.queueFull') }, n));
    }
    return new Promise<IngestOutcome>((done, fail) => {
      this.queue.push({ msg, kind, readings: env.readings, done, fail });
      this.queued += n;
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.timer || this.flushing) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.opts.flushMs);
    this.timer.unref();
  }

  /** Writes everything waiting (tests and stop call it; the timer does otherwise). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.queue;
    this.queue = [];
    this.queued = 0;
    this.flushing = this.write(batch).finally(() => {
      this.flushing = null;
      if (this.queue.length) this.schedule();
    });
    await this.flushing;
  }

  private async write(batch: Pending[]): Promise<void> {
    const byTenant = new Map<number, Pending[]>();
    for (const p of batch) {
      const list = byTenant.get(p.msg.tenantId);
      if (list) list.push(p);
      else byTenant.set(p.msg.tenantId, [p]);
    }
    for (const [tenantId, items] of byTenant) {
      try {
        const outcomes = await inTenant(this.db, { tenantId, userId: null }, (tx) => this.writeTenant(tx, tenantId, items));
        items.forEach((p, i) => p.done(outcomes[i]));
      } catch (e) {
        for (const p of items) p.fail(e);
      }
    }
    await this.refusals.flush(this.db).catch(() => undefined);
  }

  private async writeTenant(tx: Parameters<Parameters<typeof inTenant>[2]>[0], tenantId: number, items: Pending[]): Promise<IngestOutcome[]> {
    const nowMs = this.now().getTime();
    // The devices not known from a recent lookup, one query per kind.
    const missing = new Map<IngestKind, Set<string>>();
    for (const p of items) {
      const cached = this.devices.get(`${tenantId}|${p.kind.kind}|${p.msg.deviceCode}`);
      if (cached && cached.until > nowMs) continue;
      const set = missing.get(p.kind) ?? new Set<string>();
      set.add(p.msg.deviceCode);
      missing.set(p.kind, set);
    }
    for (const [kind, codes] of missing) {
      const found = new Map((await kind.findDevices(tx, tenantId, [...codes])).map((d) => [d.code, d]));
      for (const code of codes) {
        const device = found.get(code) ?? null;
        // An unknown device is asked again sooner: it may be being registered.
        this.devices.set(`${tenantId}|${kind.kind}|${code}`, { device, until: nowMs + (device ? this.opts.deviceTtlMs : Math.min(this.opts.deviceTtlMs, 5000)) });
      }
    }
    const outcomes: IngestOutcome[] = [];
    const stored = new Map<IngestKind, StoredReading[]>();
    for (const p of items) {
      const device = this.devices.get(`${tenantId}|${p.kind.kind}|${p.msg.deviceCode}`)?.device ?? null;
      if (!device) {
        outcomes.push(this.refuse(tenantId, p.kind.kind, { reason: 'unknown-device', field: 'device', message: text('ingest.refusal.unknownDevice', { device: p.msg.deviceCode }) }, p.readings.length));
        continue;
      }
      const parsed: StoredReading[] = [];
      let refusal: Refusal | null = null;
      for (const [i, raw] of p.readings.entries()) {
        const r = p.kind.parse(raw.body, device);
        if (!r.ok) {
          refusal = { reason: r.reason, field: p.readings.length > 1 ? `readings[${i}].${r.field}` : r.field, message: r.message };
          break;
        }
        parsed.push({ ...r.reading, device, at: raw.at });
      }
      if (refusal) {
        outcomes.push(this.refuse(tenantId, p.kind.kind, refusal, p.readings.length));
        continue;
      }
      const list = stored.get(p.kind) ?? [];
      list.push(...parsed);
      stored.set(p.kind, list);
      outcomes.push({ accepted: parsed.length });
    }
    for (const [kind, readings] of stored) {
      await tx.query(
        `insert into ingest_reading(tenant_id, kind, device_code, at, value, data)
         select $1, $2, c, a, v, d from unnest($3::text[], $4::timestamptz[], $5::float8[], $6::jsonb[]) as x(c, a, v, d)`,
        [
          tenantId,
          kind.kind,
          readings.map((r) => r.device.code),
          readings.map((r) => r.at.toISOString()),
          readings.map((r) => r.value),
          readings.map((r) => (r.data ? JSON.stringify(r.data) : null)),
        ],
      );
      if (kind.afterStore) await kind.afterStore(tx, tenantId, readings);
      this.written += readings.length;
    }
    return outcomes;
  }

  /** Forgets the looked-up devices of an enterprise (a device record was added, changed or removed). */
  forgetDevices(tenantId?: number): void {
    if (tenantId == null) this.devices.clear();
    else for (const key of this.devices.keys()) if (key.startsWith(`${tenantId}|`)) this.devices.delete(key);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.flush();
  }
}
