// 视频监控's own routes (docs/gas-monitoring.md), under /zax-cloud/spjk beside its resources' generic ones: the gas
// board and its live stream (server-sent events), the detectors and cameras of a work site (the permit shows them), and the
// monitoring alarms of every device kind with their acknowledgement and follow-up (monitor-alarm-routes.ts).
import type { FastifyPluginAsync } from 'fastify';
import { inTenant } from '../db/tenant-tx.ts';
import { okData } from '../http/envelope.ts';
import { obj, str } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { assertModule } from '../resources/resource-context.ts';
import { gasBoard } from './gas-board.ts';
import { eventStreams } from '../http/event-stream.ts';
import { gasChanged } from './gas-live.ts';
import { monitorAlarmRoutes } from './monitor-alarm-routes.ts';
import { setDevicesChanged } from './record-hooks.ts';
import { siteCameras } from './site-cameras.ts';
import { siteDetectors } from './site-gas.ts';

const TAGS = ['视频监控'];
const READ = { access: 'read' as const, roles: ['qyUser', 'qyStaff', 'readonlyUser'] };

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

  monitorAlarmRoutes(app, db);
};
