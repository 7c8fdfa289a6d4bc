// Issue 22's figures (BENCH_SECTIONS=ingest): sustained ingest of gas readings for BENCH_SECONDS on one core (the
// bench app's own process), with the API's p99 (GET userInfo, sequential calls) measured alongside, and the storage
// per million readings. BENCH_INGEST_DEVICES (100) detectors are seeded by SQL; readings go in messages of 50
// through an IngestService over the bench database whose device rate is lifted (the per-device limit is not what is
// measured). Storage: ingest_reading's partitions (table, index, TOAST) measured before and after, the growth divided
// by the readings added and scaled to a million; the readings of the run, topped up by SQL with rows of the same
// shape (the bench's detectors, one reading each 5 s back from now, a value, no data) to BENCH_INGEST_STORAGE_ROWS
// (200,000), so that the fixed pages of a partition weigh little. Prints figures, asserts nothing.
import { IngestService } from '../../src/server/ingest/ingest-service.ts';
import { INGEST_KINDS } from '../../src/server/ingest/ingest-kinds.ts';
import { tableName } from '../../src/server/resources/registry.ts';
import { callJson, login } from './http-json.ts';
import { summarize } from './percentiles.ts';
import { ms, perSecond } from './table.ts';
import type { BenchTarget, Row, Section } from './section.ts';

const TENANT = 1001;
const PER_MESSAGE = 50;
const IN_FLIGHT = 8;

/** The bytes of ingest_reading's partitions (tables, their indexes and TOAST) and its rows. */
async function readingStorage(target: BenchTarget): Promise<{ bytes: number; rows: number }> {
  const [size] = await target.db.query<{ bytes: string }>(
    `select coalesce(sum(pg_total_relation_size(c.oid)), 0)::text as bytes from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'ingest_reading'::regclass`,
  );
  const [count] = await target.db.query<{ n: number }>('select count(*)::int as n from ingest_reading');
  return { bytes: Number(size.bytes), rows: count.n };
}

export const ingestSection: Section = {
  name: 'ingest',
  async run(target: BenchTarget, settings): Promise<Row[]> {
    const devices = Number(process.env.BENCH_INGEST_DEVICES ?? 100);
    await target.db.query(
      `insert into ${tableName('gas-detector')} (tenant_id, data)
       select $1, jsonb_build_object('name', '压测检测器' || g, 'code', 'BENCH-GD-' || g, 'gas', 'combustible', 'unit', '%LEL',
                                     'rangeMin', 0, 'rangeMax', 100, 'lowAlarm', 20, 'highAlarm', 40, 'site', '压测区')
         from generate_series(1, $2::int) g`,
      [TENANT, devices],
    );
    const ingest = new IngestService(target.db, INGEST_KINDS, { deviceRate: 1e9, deviceBurst: 1e9, maxQueue: 1e7 });
    const token = await login(target, 'qyadmin', 'Qy@123456');
    const before = await readingStorage(target);
    const until = Date.now() + settings.seconds * 1000;
    let accepted = 0;
    let i = 0;
    const feeder = async () => {
      while (Date.now() < until) {
        const code = `BENCH-GD-${(i++ % devices) + 1}`;
        const now = Date.now();
        const payload = Array.from({ length: PER_MESSAGE }, (_, k) => ({ at: now - k, value: 5 + (k % 10) }));
        const o = await ingest.submit({ tenantId: TENANT, kind: 'gas', deviceCode: code, payload });
        accepted += o.accepted;
      }
    };
    const samples: number[] = [];
    const api = async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        await callJson(target, { method: 'GET', path: '/zax-cloud/user/sysuser/userInfo', token });
        samples.push(performance.now() - t0);
      }
    };
    const t0 = performance.now();
    await Promise.all([...Array.from({ length: IN_FLIGHT }, feeder), api()]);
    await ingest.stop();
    const seconds = (performance.now() - t0) / 1000;
    const stored = (await readingStorage(target)).rows - before.rows;
    // Topped up by SQL to the sample size, as the ingest path writes a gas reading (value, no data).
    const want = Number(process.env.BENCH_INGEST_STORAGE_ROWS ?? 200_000);
    const topUp = Math.max(0, want - stored);
    if (topUp > 0) {
      await target.db.query(
        `insert into ingest_reading(tenant_id, kind, device_code, at, value, data)
         select $1, 'gas', 'BENCH-GD-' || ((g % $3::int) + 1), now() - make_interval(secs => (g / $3::int) * 5), 5 + (g % 10) / 10.0, null
           from generate_series(0, $2::int - 1) g`,
        [TENANT, topUp, devices],
      );
    }
    const after = await readingStorage(target);
    const added = after.rows - before.rows;
    const perMillion = added > 0 ? ((after.bytes - before.bytes) / added) * 1e6 : 0;
    const p = samples.length ? summarize(samples) : null;
    return [
      { metric: 'ingest: gas readings accepted per second', value: perSecond(accepted / seconds), note: `${accepted} readings, ${devices} detectors, ${PER_MESSAGE} a message, ${IN_FLIGHT} in flight` },
      { metric: 'ingest: API p99 alongside (userInfo)', value: p ? ms(p.p99) : '-', note: p ? `${p.count} calls, p50 ${ms(p.p50)}` : 'no call answered' },
      {
        metric: 'ingest: storage per million readings',
        value: `${(perMillion / 1024 / 1024).toFixed(1)} MB`,
        note: `growth of ingest_reading (tables, index, TOAST) over ${added} readings (${stored} stored during the run, ${topUp} by SQL), scaled`,
      },
    ];
  },
};
