// 工艺安全报警's own routes (docs/process-alarms.md), registered under /zax-cloud/gyaq by src/server/module-plugins.ts
// beside the alarm points' generic routes (resource alarm-point): the live list and its change stream, the
// history with its filters and export, acknowledging and shelving. The figures of 报警统计 are a statistics source
// of the data service (gyaq-stats-source.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { alarmRange } from '../../domain/gyaq-alarm-range.ts';
import { isPriority, isState, SHELVE_MAX_MINUTES, SHELVE_MIN_MINUTES, type AlarmState } from '../../domain/gyaq-alarm.ts';
import { text } from '../../domain/i18n/text.ts';
import { gyaqZh } from '../../domain/i18n/zh/gyaq.ts';
import { inTenant } from '../db/tenant-tx.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, conflict, fieldError, fieldProblem } from '../http/app-error.ts';
import { okData, okRows } from '../http/envelope.ts';
import { requestLang, say } from '../http/say.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { zhOf } from '../routes/zh-of.ts';
import { assertModule } from '../resources/resource-context.ts';
import { csvCell } from '../system/audit-routes.ts';
import { eventStreams } from '../http/event-stream.ts';
import { alarmsChanged } from './alarm-bus.ts';
import { ackAlarms, alarmHistory, alarmsById, shelveAlarm, standingAlarms, unshelveAlarm, type AlarmRow, type HistoryQuery } from './alarm-store.ts';

const TAGS = [gyaqZh['gyaq.api.tag']];
const ACT_ROLES = ['admin', 'qyUser', 'qyStaff'];
const ACT = { access: 'write' as const, roles: ACT_ROLES };
const REASON_MAX = 200;
const EXPORT_MAX = 10_000;

const str = (title: string, maxLength: number) => ({ type: 'string', maxLength, title }) as const;
const filterProps = {
  from: str(gyaqZh['gyaq.field.from'], 10),
  to: str(gyaqZh['gyaq.field.to'], 10),
  tag: str(gyaqZh['gyaq.field.tag'], 40),
  priority: str(gyaqZh['gyaq.field.priority'], 10),
  state: str(gyaqZh['gyaq.field.state'], 20),
};
type Filters = { from?: string; to?: string; tag?: string; priority?: string; state?: string };

/** The history's filters, each refused (400 naming it) when it cannot be right. */
export function historyFilters(q: Filters, now: Date): Omit<HistoryQuery, 'page' | 'limit'> {
  const range = alarmRange(q.from || undefined, q.to || undefined, now.getTime());
  if (!range.ok) {
    const field = gyaqZh[`gyaq.field.${range.field}`];
    if (range.problem === 'badDate') throw fieldError(range.field, text('gyaq.range.badDate', { field }));
    if (range.problem === 'backwards') throw fieldError('to', text('gyaq.range.backwards'));
    throw fieldError('to', text('gyaq.range.tooLong', { max: 92 }));
  }
  if (q.priority && !isPriority(q.priority)) throw fieldError('priority', text('server.validation.type', { title: gyaqZh['gyaq.field.priority'] }));
  if (q.state && !isState(q.state)) throw fieldError('state', text('server.validation.type', { title: gyaqZh['gyaq.field.state'] }));
  return {
    from: range.from,
    to: range.to,
    tag: q.tag?.trim() || undefined,
    priority: isPriority(q.priority) ? q.priority : undefined,
    state: isState(q.state) ? (q.state as AlarmState) : undefined,
  };
}

async function userName(tx: Queryable, auth: AuthContext): Promise<string> {
  const [row] = await tx.query<{ name: string }>('select user_name as name from sysuser where id = $1', [auth.userId]);
  return row?.name || auth.loginName;
}

/** The rows of `ids`, every one of the enterprise, or a 404 naming those that are not. */
async function rowsOf(tx: Queryable, auth: AuthContext, ids: readonly number[], now: Date): Promise<AlarmRow[]> {
  const rows = await alarmsById(tx, auth.tenantId, ids, now);
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  const list = missing.join(zhOf('api.resource.listSeparator'));
  if (missing.length) throw new AppError(404, text('gyaq.alarm.notFound', { ids: list }), [fieldProblem('ids', text('gyaq.alarm.notFound', { ids: list }))]);
  return rows;
}

const fmt = (iso: string | null): string => (iso ? new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ') : '');

export const gyaqPlugin: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  const point = resourceRegistry().byKey.get('alarm-point');
  if (!point) throw new Error('gyaq: the alarm-point resource file is missing');
  const read = { access: 'read' as const, roles: point.permissions.read };
  const openStream = eventStreams(app);
  const now = () => new Date();

  app.get('/alarm/active', { config: read, schema: { tags: TAGS, summary: gyaqZh['gyaq.api.active'] } }, (req) => {
    const auth = authOf(req);
    return inTenant(db, auth, async (tx) => {
      await assertModule(tx, auth, point);
      const at = now();
      const rows = await standingAlarms(tx, auth.tenantId, at);
      const counts = {
        unacked: rows.filter((r) => r.state === 'unacked' || r.state === 'rtn-unacked').length,
        active: rows.filter((r) => r.clearedAt === null).length,
        shelved: rows.filter((r) => r.state === 'shelved').length,
      };
      return okData({ rows, counts, at: at.toISOString() });
    });
  });

  /**
   * Server-sent events: `ready` at once, `changed` when the enterprise's alarms change (ingest, ack, shelve), a
   * comment every 25 s to keep proxies from closing it. The module check runs before the stream opens.
   */
  app.get('/alarm/stream', { config: read, schema: { tags: TAGS, summary: gyaqZh['gyaq.api.stream'] } }, async (req: FastifyRequest, reply) => {
    const auth = authOf(req);
    await inTenant(db, auth, (tx) => assertModule(tx, auth, point));
    openStream(req, reply, { first: [['ready', {}]], subscribe: (send) => alarmsChanged.listen(auth.tenantId, (at) => send('changed', { at })) });
  });

  app.get<{ Querystring: Filters & { page?: number; limit?: number } }>(
    '/alarm/history',
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: gyaqZh['gyaq.api.history'],
        querystring: { type: 'object', properties: { ...filterProps, page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 }, limit: { type: 'integer', minimum: 1, maximum: 200, default: 20 } } },
      },
    },
    (req) => {
      const auth = authOf(req);
      const at = now();
      const filters = historyFilters(req.query, at);
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, point);
        const page = await alarmHistory(tx, auth.tenantId, { ...filters, page: req.query.page ?? 1, limit: req.query.limit ?? 20 }, at);
        return okRows(page.rows, page.total);
      });
    },
  );

  app.get<{ Querystring: Filters }>(
    '/alarm/export',
    { config: read, schema: { tags: TAGS, summary: gyaqZh['gyaq.api.export'], querystring: { type: 'object', properties: filterProps } } },
    async (req, reply) => {
      const auth = authOf(req);
      const at = now();
      const filters = historyFilters(req.query, at);
      const page = await inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, point);
        return alarmHistory(tx, auth.tenantId, { ...filters, page: 1, limit: EXPORT_MAX }, at);
      });
      const lang = requestLang(req);
      const lines = [say(lang, text('gyaq.csv.header'))];
      for (const r of page.rows) {
        const priority = say(lang, text(`gyaq.priority.${r.priority}`));
        const state = say(lang, text(`gyaq.state.${r.state}`));
        const cells = [r.tag, r.description, r.area, priority, r.alarmType, fmt(r.raisedAt), r.raisedValue ?? '', fmt(r.clearedAt), r.clearedValue ?? '', state, r.ackedByName ?? '', fmt(r.ackedAt), r.shelvedByName ?? '', fmt(r.shelvedUntil), r.shelveReason ?? ''];
        lines.push(cells.map((c) => csvCell(String(c))).join(','));
      }
      const day = at.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="process-alarms-${day}.csv"`)
        .send(`\uFEFF${lines.join('\r\n')}\r\n`);
    },
  );

  app.post<{ Body: { ids: number[] } }>(
    '/alarm/ack',
    {
      config: ACT,
      schema: {
        tags: TAGS,
        summary: gyaqZh['gyaq.api.ack'],
        body: { type: 'object', required: ['ids'], additionalProperties: false, properties: { ids: { type: 'array', title: gyaqZh['gyaq.field.ids'], minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1 } } } },
      },
    },
    async (req) => {
      const auth = authOf(req);
      const ids = [...new Set(req.body.ids)];
      const at = now();
      const done = await inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, point);
        const rows = await rowsOf(tx, auth, ids, at);
        const acked = rows.filter((r) => r.ackedAt !== null);
        const tags = acked.map((r) => r.tag).join(zhOf('api.resource.listSeparator'));
        if (acked.length) throw new AppError(409, text('gyaq.alarm.ackedTwice', { tags }), [fieldProblem('ids', text('gyaq.alarm.ackedTwice', { tags }))]);
        await ackAlarms(tx, auth.tenantId, ids, auth.userId, await userName(tx, auth), at);
        return ids.length;
      });
      return okData({ acknowledged: done });
    },
  );

  app.post<{ Body: { id: number; reason?: string; minutes: number } }>(
    '/alarm/shelve',
    {
      config: ACT,
      schema: {
        tags: TAGS,
        summary: gyaqZh['gyaq.api.shelve'],
        body: {
          type: 'object',
          required: ['id', 'minutes'],
          additionalProperties: false,
          properties: {
            id: { type: 'integer', minimum: 1, title: gyaqZh['gyaq.field.id'] },
            reason: { type: 'string', maxLength: 1000, title: gyaqZh['gyaq.field.reason'] },
            minutes: { type: 'integer', title: gyaqZh['gyaq.field.minutes'] },
          },
        },
      },
    },
    async (req) => {
      const auth = authOf(req);
      const reason = (req.body.reason ?? '').trim();
      if (!reason) throw fieldError('reason', text('gyaq.alarm.reasonRequired'));
      if (reason.length > REASON_MAX) throw fieldError('reason', text('gyaq.alarm.reasonTooLong', { max: REASON_MAX }));
      const minutes = req.body.minutes;
      if (!Number.isInteger(minutes) || minutes < SHELVE_MIN_MINUTES || minutes > SHELVE_MAX_MINUTES) {
        throw fieldError('minutes', text('gyaq.alarm.minutesRange', { min: SHELVE_MIN_MINUTES, max: SHELVE_MAX_MINUTES }));
      }
      const at = now();
      const until = new Date(at.getTime() + minutes * 60_000);
      await inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, point);
        const [row] = await rowsOf(tx, auth, [req.body.id], at);
        if (row.clearedAt !== null) throw conflict(text('gyaq.alarm.shelveCleared', { tag: row.tag }));
        if (row.state === 'shelved') throw conflict(text('gyaq.alarm.alreadyShelved', { tag: row.tag }));
        await shelveAlarm(tx, auth.tenantId, row.id, { userId: auth.userId, userName: await userName(tx, auth) }, reason, until, at);
        await alarmsChanged.publish(tx, auth.tenantId, at.toISOString());
      });
      return okData({ id: req.body.id, shelvedUntil: until.toISOString() });
    },
  );

  app.post<{ Body: { id: number } }>(
    '/alarm/unshelve',
    {
      config: ACT,
      schema: {
        tags: TAGS,
        summary: gyaqZh['gyaq.api.unshelve'],
        body: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1, title: gyaqZh['gyaq.field.id'] } } },
      },
    },
    async (req) => {
      const auth = authOf(req);
      const at = now();
      await inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, point);
        const [row] = await rowsOf(tx, auth, [req.body.id], at);
        if (row.state !== 'shelved') throw conflict(text('gyaq.alarm.notShelved', { tag: row.tag }));
        await unshelveAlarm(tx, auth.tenantId, row.id, at);
        await alarmsChanged.publish(tx, auth.tenantId, at.toISOString());
      });
      return okData({ id: req.body.id });
    },
  );
};
