// 视频监控's own routes (docs/gas-monitoring.md), under /zax-cloud/spjk beside its resources' generic ones: the gas
// board and its live stream (server-sent events), the detectors and cameras of a work site (the permit shows them), and the
// monitoring alarms of every device kind with their acknowledgement and follow-up.
import type { FastifyPluginAsync } from 'fastify';
import { inTenant } from '../db/tenant-tx.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { okData, okRows } from '../http/envelope.ts';
import { int, obj, pageQuery, str } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { assertModule } from '../resources/resource-context.ts';
import { ALARM_COLUMNS, type AlarmRow } from './alarm-store.ts';
import { gasBoard } from './gas-board.ts';
import { eventStreams } from '../http/event-stream.ts';
import { gasChanged } from './gas-live.ts';
import { setDevicesChanged } from './record-hooks.ts';
import { siteCameras } from './site-cameras.ts';
import { siteDetectors } from './site-gas.ts';

const TAGS = ['视频监控'];
const READ = { access: 'read' as const, roles: ['qyUser', 'qyStaff', 'readonlyUser'] };
const WRITE = { access: 'write' as const, roles: ['qyUser', 'qyStaff'] };

const ALARM_STATES = ['all', 'open', 'unacked', 'cleared'] as const;
type AlarmState = (typeof ALARM_STATES)[number];

export const spjkPlugin: FastifyPluginAsync = async (app) => {
  const { db, ingest } = app.deps;
  const detector = resourceRegistry().byKey.get('gas-detector');
  if (!detector) throw new Error('spjk: the gas-detector resource file is missing');
  // A detector or station saved or removed is looked up again by the next reading.
  setDevicesChanged((tenantId) => ingest.forgetDevices(tenantId));
  const openStream = eventStreams(app);

  app.get('/gas/board', { config: READ, schema: { tags: TAGS, summary: '气体监测看板：检测器、最新读数与报警' } }, (req) => {
    const auth = authOf(req);
    return inTenant(db, auth, async (tx) => {
      await assertModule(tx, auth, detector);
      return okData(await gasBoard(tx, auth.tenantId));
    });
  });

  // Server-sent events: `board` (the whole board) first, then `values` and `alarm` as readings arrive. An injected
  // request (the server's own tests and the route walk) gets the board and the end.
  app.get('/gas/stream', { config: READ, schema: { tags: TAGS, summary: '气体监测实时推送（server-sent events）' } }, async (req, reply) => {
    const auth = authOf(req);
    const board = await inTenant(db, auth, async (tx) => {
      await assertModule(tx, auth, detector);
      return gasBoard(tx, auth.tenantId);
    });
    openStream(req, reply, {
      first: [['board', board]],
      subscribe: (send) =>
        gasChanged.listen(auth.tenantId, (events) => {
          for (const e of events) send(e.type, e);
        }),
    });
  });

  // What a permit's page shows of its work site: the detectors there, and the cameras covering it.
  const siteQuery = obj({ site: str('作业地点', { minLength: 1, maxLength: 100 }) }, ['site']);
  const ofSite = [
    { url: '/gas/site', summary: '作业地点的气体检测器', find: siteDetectors },
    { url: '/camera/site', summary: '覆盖作业地点的摄像头（特级动火视频监控）', find: siteCameras },
  ] as const;
  for (const { url, summary, find } of ofSite) {
    app.get<{ Querystring: { site: string } }>(url, { config: READ, schema: { tags: TAGS, summary, querystring: siteQuery } }, (req) => {
      const auth = authOf(req);
      return inTenant(db, auth, async (tx) => okData(await find(tx, auth.tenantId, req.query.site)));
    });
  }

  app.get<{ Querystring: { page: number; limit: number; state: AlarmState; kind?: string; keyword?: string } }>(
    '/alarm/list',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: '监控报警列表（各类设备）',
        querystring: obj({
          ...pageQuery,
          state: str('状态', { enum: [...ALARM_STATES], default: 'all' }),
          kind: str('设备类型', { pattern: '^[a-z][a-z0-9-]{0,31}$' }),
          keyword: str('关键字', { maxLength: 50 }),
        }),
      },
    },
    (req) => {
      const auth = authOf(req);
      const { page, limit, state, kind, keyword } = req.query;
      const where = [
        'tenant_id = $1',
        '($2::text is null or kind = $2)',
        `($3::text is null or device_name like '%' || $3 || '%' or device_code like '%' || $3 || '%' or coalesce(site, '') like '%' || $3 || '%')`,
        state === 'open' ? 'cleared_at is null' : state === 'unacked' ? 'ack_at is null' : state === 'cleared' ? 'cleared_at is not null' : 'true',
      ].join(' and ');
      const params = [auth.tenantId, kind ?? null, keyword?.trim() || null];
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, detector);
        const rows = await tx.query<AlarmRow>(`select ${ALARM_COLUMNS} from device_alarm where ${where} order by raised_at desc, id desc limit $4 offset $5`, [
          ...params,
          limit,
          (page - 1) * limit,
        ]);
        const [{ n }] = await tx.query<{ n: number }>(`select count(*)::int as n from device_alarm where ${where}`, params);
        return okRows(rows, n);
      });
    },
  );

  const idBody = obj({ id: int('报警', { minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }, ['id']);

  app.post<{ Body: { id: number } }>('/alarm/ack', { config: WRITE, schema: { tags: TAGS, summary: '确认报警', body: idBody } }, (req) => {
    const auth = authOf(req);
    return inTenant(db, auth, async (tx) => {
      await assertModule(tx, auth, detector);
      const [row] = await tx.query<AlarmRow>(`select ${ALARM_COLUMNS} from device_alarm where tenant_id = $1 and id = $2 for update`, [auth.tenantId, req.body.id]);
      if (!row) throw notFound('报警不存在');
      if (row.ackAt) throw conflict(`该报警已由 ${row.ackByName ?? ''} 确认`);
      const [done] = await tx.query<AlarmRow>(
        `update device_alarm set ack_by = $3, ack_by_name = $4, ack_at = now() where tenant_id = $1 and id = $2 returning ${ALARM_COLUMNS}`,
        [auth.tenantId, req.body.id, auth.userId, auth.session.userName],
      );
      return okData(done);
    });
  });

  app.post<{ Body: { id: number; followUp: string } }>(
    '/alarm/follow-up',
    {
      config: WRITE,
      schema: { tags: TAGS, summary: '填写报警处置情况', body: obj({ id: int('报警', { minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), followUp: str('处置情况', { minLength: 1, maxLength: 500 }) }, ['id', 'followUp']) },
    },
    (req) => {
      const auth = authOf(req);
      const text = req.body.followUp.trim();
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, detector);
        if (!text) throw conflict('请填写处置情况');
        const [row] = await tx.query<AlarmRow>(`select ${ALARM_COLUMNS} from device_alarm where tenant_id = $1 and id = $2 for update`, [auth.tenantId, req.body.id]);
        if (!row) throw notFound('报警不存在');
        if (!row.ackAt) throw conflict('请先确认报警，再填写处置情况');
        const [done] = await tx.query<AlarmRow>(
          `update device_alarm set follow_up = $3, follow_up_by = $4, follow_up_by_name = $5, follow_up_at = now() where tenant_id = $1 and id = $2 returning ${ALARM_COLUMNS}`,
          [auth.tenantId, req.body.id, text, auth.userId, auth.session.userName],
        );
        return okData(done);
      });
    },
  );
};
