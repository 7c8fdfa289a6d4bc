// 人员定位's own routes (docs/location.md), registered under /zax-cloud/rydw by src/server/module-plugins.ts beside
// the resources' generic ones (区域类型, 定位区域, 地址, 标签): the realtime map's data and its live stream
// (server-sent events through a one-minute ticket, so that the browser's EventSource can open it), the alarms,
// 区域工时, 范围统计, 检测大屏's figures, the park platform's entry, and the calls of spec 001 §7.1: the tszy
// config (the guardian check) and the location bind (a tag to a person).
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_MAX_GAP_MS, peoplePerArea, regionalHours, type Fix } from '../../domain/rydw-regional-hours.ts';
import { dayBounds, dayOf } from '../../domain/rydw-day.ts';
import { text } from '../../domain/i18n/text.ts';
import { rydwZh } from '../../domain/i18n/zh/rydw.ts';
import type { Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { isDemoDatabase } from '../modules/apply-defaults.ts';
import { conflict, fieldError, notFound, unauthorized } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { obj } from '../http/json-schema.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { assertModule } from '../resources/resource-context.ts';
import { confinedEntryRoutes } from './confined-entry-routes.ts';
import { seedDemoPositions, walkDemoPeople } from './demo-positions.ts';
import { eventStreams } from '../http/event-stream.ts';
import { positionsStored } from './position-bus.ts';
import { alarmsSince, latestPositions, loadAreas, PRESENCE_MS, readConfig, saveConfig, type AreaSet } from './rydw-store.ts';

const TAGS = [rydwZh['rydw.api.tag']];
const TICKET_MS = 60_000;

/** The fixes of the day's positions (of bound tags), from the readings. */
async function dayFixes(tx: Queryable, tenantId: number, start: number, end: number): Promise<Fix[]> {
  const rows = await tx.query<{ at: Date; x: number; y: number; staffId: string | null }>(
    `select at, (data->>'x')::float8 as x, (data->>'y')::float8 as y, data->>'staffId' as "staffId" from ingest_reading
      where tenant_id = $1 and kind = 'position' and at >= $2 and at < $3`,
    [tenantId, new Date(start - DEFAULT_MAX_GAP_MS), new Date(end)],
  );
  return rows.filter((r) => r.staffId != null).map((r) => ({ personId: Number(r.staffId), at: new Date(r.at).getTime(), p: [Number(r.x), Number(r.y)] }));
}

async function staffNames(tx: Queryable, tenantId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await tx.query<{ id: string; name: string }>('select id, name from staffinfo where tenant_id = $1 and id = any($2::bigint[])', [tenantId, [...ids]]);
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

const areaOut = (areas: AreaSet) =>
  areas.list.map((a) => {
    const r = areas.rules.get(a.id);
    return { id: a.id, name: a.name, typeName: a.typeName, color: a.color, forbidden: r?.forbidden ?? false, maxPeople: r?.maxPeople ?? null, geometry: { type: 'Polygon' as const, coordinates: [a.ring] } };
  });

export const rydwPlugin: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  const areaFile = resourceRegistry().byKey.get('location-area');
  if (!areaFile) throw new Error('rydw: the location-area resource file is missing');
  const read = { access: 'read' as const, roles: areaFile.permissions.read };
  const write = { access: 'write' as const, roles: areaFile.permissions.write };
  const tickets = new Map<string, { tenantId: number; until: number }>();
  const openStream = eventStreams(app);
  // The demo: a seeded day of positions, and the people walking live (not under tests, which place people themselves;
  // with SIMULATE=1 the simulator's position generator walks them through the broker instead).
  let stopWalk: (() => void) | null = null;
  if (process.env.NODE_ENV !== 'test' && process.env.RYDW_DEMO_WALK !== '0') {
    app.addHook('onReady', async () => {
      try {
        await seedDemoPositions(db);
        const walk = process.env.SIMULATE !== '1' && (await db.transaction((tx) => isDemoDatabase(tx)));
        if (walk) stopWalk = walkDemoPeople(db, app.deps.ingest);
      } catch (e) {
        app.log.error({ err: e }, 'rydw: demo positions failed');
      }
    });
  }
  app.addHook('onClose', async () => {
    stopWalk?.();
  });

  const inModule = <T>(auth: AuthContext, fn: (tx: Queryable) => Promise<T>) =>
    inTenant(db, auth, async (tx) => {
      await assertModule(tx, auth, areaFile);
      return fn(tx);
    });

  confinedEntryRoutes(app, { inModule, readRoles: areaFile.permissions.read, writeRoles: areaFile.permissions.write });

  const dayParam = (date: string | undefined): [number, number] => {
    const d = date ?? dayOf(Date.now());
    const b = dayBounds(d);
    if (!b) throw fieldError('date', text('rydw.error.date'));
    return b;
  };

  /** 实时定位: the areas, the people seen within the last PRESENCE_MS, and the open alarms. */
  app.get('/realtime', { config: read, schema: { tags: TAGS, summary: rydwZh['rydw.api.realtime'] } }, (req) => {
    const auth = authOf(req);
    return inModule(auth, async (tx) => {
      const areas = await loadAreas(tx, auth.tenantId);
      const people = await latestPositions(tx, auth.tenantId, new Date(Date.now() - PRESENCE_MS));
      const alarms = await alarmsSince(tx, auth.tenantId, new Date(Date.now() - 86_400_000), 100, true);
      return okData({ areas: areaOut(areas), people, alarms });
    });
  });

  /** A one-minute ticket to open the live stream (EventSource cannot send the session token). */
  app.post('/realtime/ticket', { config: read, schema: { tags: TAGS, summary: rydwZh['rydw.api.ticket'] } }, (req) => {
    const auth = authOf(req);
    return inModule(auth, async () => {
      const now = Date.now();
      for (const [k, v] of tickets) if (v.until < now) tickets.delete(k);
      const ticket = randomBytes(18).toString('base64url');
      tickets.set(ticket, { tenantId: auth.tenantId, until: now + TICKET_MS });
      return okData({ ticket });
    });
  });

  /** The live stream: `event: positions` with the people moved and the alarms raised by each stored batch. */
  app.get<{ Querystring: { ticket?: string } }>(
    '/realtime/stream',
    { config: { access: 'public' }, schema: { tags: TAGS, summary: rydwZh['rydw.api.stream'], querystring: { type: 'object', properties: { ticket: { type: 'string', maxLength: 64 } } } } },
    (req, reply) => {
      const t = req.query.ticket ? tickets.get(req.query.ticket) : undefined;
      if (!t || t.until < Date.now()) throw unauthorized(text('rydw.error.ticket'));
      tickets.delete(req.query.ticket!);
      openStream(req, reply, {
        retryMs: 3000,
        subscribe: (send) => positionsStored.listen(t.tenantId, (e) => send('positions', { people: e.people, alarms: e.alarms })),
      });
    },
  );

  app.get<{ Querystring: { days?: number; open?: boolean } }>(
    '/alarms',
    { config: read, schema: { tags: TAGS, summary: rydwZh['rydw.api.alarms'], querystring: { type: 'object', properties: { days: { type: 'integer', minimum: 1, maximum: 31 }, open: { type: 'boolean' } } } } },
    (req) => {
      const auth = authOf(req);
      return inModule(auth, async (tx) => okData(await alarmsSince(tx, auth.tenantId, new Date(Date.now() - (req.query.days ?? 1) * 86_400_000), 500, req.query.open === true)));
    },
  );

  /** 区域工时: minutes per person per area on a day. */
  app.get<{ Querystring: { date?: string } }>(
    '/regional-hours',
    { config: read, schema: { tags: TAGS, summary: rydwZh['rydw.api.regionalHours'], querystring: { type: 'object', properties: { date: { type: 'string', maxLength: 10 } } } } },
    (req) => {
      const auth = authOf(req);
      const [start, end] = dayParam(req.query.date);
      return inModule(auth, async (tx) => {
        const areas = await loadAreas(tx, auth.tenantId);
        const hours = regionalHours(await dayFixes(tx, auth.tenantId, start, end), areas.indexed, start, end);
        const names = await staffNames(tx, auth.tenantId, [...new Set(hours.map((h) => h.personId))]);
        const areaName = new Map(areas.list.map((a) => [a.id, a.name]));
        return okData(hours.map((h) => ({ staffId: h.personId, staffName: names.get(h.personId) ?? String(h.personId), areaId: h.areaId, areaName: areaName.get(h.areaId) ?? '', minutes: Math.round(h.ms / 6000) / 10 })));
      });
    },
  );

  /** 范围统计: people in each area at each hour of a day (the hour's start; the current hour up to now). */
  app.get<{ Querystring: { date?: string } }>(
    '/range-statistics',
    { config: read, schema: { tags: TAGS, summary: rydwZh['rydw.api.rangeStatistics'], querystring: { type: 'object', properties: { date: { type: 'string', maxLength: 10 } } } } },
    (req) => {
      const auth = authOf(req);
      const [start, end] = dayParam(req.query.date);
      return inModule(auth, async (tx) => {
        const areas = await loadAreas(tx, auth.tenantId);
        const now = Date.now();
        const times = Array.from({ length: 24 }, (_, h) => start + h * 3_600_000 + 1_800_000).filter((t) => t <= Math.max(now, start));
        const counts = peoplePerArea(await dayFixes(tx, auth.tenantId, start, end), areas.indexed, times);
        return okData({ hours: times.map((_, h) => h), areas: areas.list.map((a) => ({ id: a.id, name: a.name, counts: counts.get(a.id) ?? [] })) });
      });
    },
  );

  /** 检测大屏: the day's figures. */
  app.get('/screen', { config: read, schema: { tags: TAGS, summary: rydwZh['rydw.api.screen'] } }, (req) => {
    const auth = authOf(req);
    const [start, end] = dayParam(undefined);
    return inModule(auth, async (tx) => {
      const areas = await loadAreas(tx, auth.tenantId);
      const people = await latestPositions(tx, auth.tenantId, new Date(Date.now() - PRESENCE_MS));
      const alarms = await alarmsSince(tx, auth.tenantId, new Date(start), 500);
      const [tags] = await tx.query<{ n: string; bound: string }>(
        `select count(*) as n, count(data->>'staffId') as bound from ${tableName('location-tag')} where tenant_id = $1 and not deleted`,
        [auth.tenantId],
      );
      const hours = regionalHours(await dayFixes(tx, auth.tenantId, start, end), areas.indexed, start, Math.min(end, Date.now()));
      const byKind: Record<string, number> = { forbidden: 0, crowded: 0, motionless: 0, guardian: 0, confined: 0 };
      for (const a of alarms) if (Date.parse(a.raisedAt) >= start) byKind[a.kind] = (byKind[a.kind] ?? 0) + 1;
      return okData({
        date: dayOf(start),
        present: people.length,
        tags: Number(tags?.n ?? 0),
        boundTags: Number(tags?.bound ?? 0),
        peopleToday: new Set(hours.map((h) => h.personId)).size,
        alarmsToday: byKind,
        openAlarms: alarms.filter((a) => !a.clearedAt).slice(0, 10),
        areas: areas.list.map((a) => ({
          id: a.id,
          name: a.name,
          present: people.filter((p) => p.areaIds.includes(a.id)).length,
          hours: Math.round(hours.filter((h) => h.areaId === a.id).reduce((s, h) => s + h.ms, 0) / 360_000) / 10,
        })),
      });
    });
  });

  /** 园区定位平台: shown when the enterprise's configuration says it uses the park's location platform (spec 000). */
  app.get('/zq-location', { config: read, schema: { tags: TAGS, summary: rydwZh['rydw.api.zqLocation'] } }, (req) => {
    const auth = authOf(req);
    return inModule(auth, async (tx) => {
      const [q] = await tx.query<{ on: boolean | null; prefix: string | null; name: string }>(
        "select (config->>'useLocationPlatform')::boolean as on, config->>'parkPrefix' as prefix, qymc as name from qyxx where tenant_id = $1",
        [auth.tenantId],
      );
      return okData({ enabled: q?.on === true, parkPrefix: q?.prefix ?? '', enterprise: q?.name ?? '' });
    });
  });

  const configSchema = {
    type: 'object',
    required: ['guardianCheck', 'guardianDistance'],
    additionalProperties: false,
    properties: { guardianCheck: { type: 'boolean', title: rydwZh['rydw.field.guardianCheck'] }, guardianDistance: { type: 'number', title: rydwZh['rydw.field.guardianDistance'] } },
  } as const;

  /** spec 001 §7.1 "tszy config": the guardian check of hot-work and confined-space permits (GB 30871 4.10 f). */
  app.get('/tszy-config', { config: read, schema: { tags: TAGS, summary: rydwZh['rydw.api.getConfig'] } }, (req) => {
    const auth = authOf(req);
    return inModule(auth, async (tx) => okData(await readConfig(tx, auth.tenantId)));
  });
  app.post<{ Body: { guardianCheck: boolean; guardianDistance: number } }>('/tszy-config', { config: write, schema: { tags: TAGS, summary: rydwZh['rydw.api.saveConfig'], body: configSchema } }, (req) => {
    const auth = authOf(req);
    const { guardianCheck, guardianDistance } = req.body;
    if (!(guardianDistance >= 1 && guardianDistance <= 500)) throw fieldError('guardianDistance', text('rydw.error.guardianDistance'));
    return inModule(auth, async (tx) => {
      await saveConfig(tx, auth.tenantId, auth.userId, { guardianCheck, guardianDistance });
      return okData({ guardianCheck, guardianDistance });
    });
  });

  /** spec 001 §7.1 "location bind": binds a registered tag to a person (null unbinds). */
  app.post<{ Body: { tagCode: string; staffId: number | null } }>(
    '/location/bind',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: rydwZh['rydw.api.bind'],
        body: obj({ tagCode: { type: 'string', minLength: 1, maxLength: 50, title: rydwZh['rydw.field.tagCode'] }, staffId: { type: ['integer', 'null'], minimum: 1, title: rydwZh['rydw.field.staffId'] } }, ['tagCode', 'staffId']),
      },
    },
    (req) => {
      const auth = authOf(req);
      const { tagCode, staffId } = req.body;
      const t = tableName('location-tag');
      return inModule(auth, async (tx) => {
        const [tag] = await tx.query<{ id: string; staffId: string | null }>(`select id, data->>'staffId' as "staffId" from ${t} where tenant_id = $1 and not deleted and data->>'code' = $2 for update`, [auth.tenantId, tagCode]);
        if (!tag) throw notFound(text('rydw.error.tagUnknown', { code: tagCode }));
        if (staffId != null) {
          const [person] = await tx.query('select 1 from staffinfo where tenant_id = $1 and id = $2 and not deleted', [auth.tenantId, staffId]);
          if (!person) throw fieldError('staffId', text('rydw.error.staffUnknown'));
          if (tag.staffId != null && Number(tag.staffId) !== staffId) throw conflict(text('rydw.error.tagBoundOther', { code: tagCode }));
          const [other] = await tx.query<{ code: string }>(`select data->>'code' as code from ${t} where tenant_id = $1 and not deleted and data->>'staffId' = $2 and id <> $3`, [auth.tenantId, String(staffId), tag.id]);
          if (other) throw fieldError('staffId', text('rydw.error.staffHasTag', { code: other.code }));
        }
        await tx.query(
          `update ${t} set data = case when $3::bigint is null then data - 'staffId' else jsonb_set(data, '{staffId}', to_jsonb($3::bigint)) end, updated_at = now(), updated_by = $4 where tenant_id = $1 and id = $2`,
          [auth.tenantId, tag.id, staffId, auth.userId],
        );
        app.deps.ingest.forgetDevices(auth.tenantId);
        return okData({ tagCode, staffId });
      });
    },
  );
};
