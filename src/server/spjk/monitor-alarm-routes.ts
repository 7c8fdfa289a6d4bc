// 监控报警's routes under /zax-cloud/spjk (docs/gas-monitoring.md "Monitoring alarms"): the alarms of every device kind
// the enterprise has (gas detectors; process alarms with 工艺安全报警; location alarms with 人员定位), acknowledged by
// a person and then followed up. A row is named by its `source` and id; `source` defaults to the gas detectors', the
// calls' first meaning. Acknowledging a process alarm here is acknowledging it on 工艺安全报警 (its ackAlarms, which
// tells the live pages).
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { ackAlarms } from '../gyaq/alarm-store.ts';
import { conflict, fieldError, notFound } from '../http/app-error.ts';
import { okData, okRows } from '../http/envelope.ts';
import { int, obj, pageQuery, str } from '../http/json-schema.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { moduleNotOpen, modulesOf } from '../resources/resource-context.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { ALARM_SOURCES, type AlarmSource, type MonitorAlarm } from '../../domain/monitor-alarm.ts';
import { ackMonitorAlarm, ALARM_STATES, followUpMonitorAlarm, monitorAlarm, monitorAlarms, type AlarmState } from './monitor-alarms.ts';

const TAGS = ['视频监控'];
const READ = { access: 'read' as const, roles: ['qyUser', 'qyStaff', 'readonlyUser'] };
const WRITE = { access: 'write' as const, roles: ['qyUser', 'qyStaff'] };
const FOLLOW_UP_MAX = 500;

const fileOf = (key: string): ResourceFile => {
  const file = resourceRegistry().byKey.get(key);
  if (!file) throw new Error(`spjk: the ${key} resource file is missing`);
  return file;
};

const alarmId = int('报警', { minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const alarmSource = str('报警来源', { enum: [...ALARM_SOURCES], default: 'device' });

export function monitorAlarmRoutes(app: FastifyInstance, db: Db): void {
  // The gas detectors' module is the page's own (视频监控); the other sources are listed where their module is open.
  const files: Readonly<Record<AlarmSource, ResourceFile>> = { device: fileOf('gas-detector'), process: fileOf('alarm-point'), location: fileOf('location-area') };
  const who = (auth: AuthContext) => ({ userId: auth.userId, userName: auth.session.userName || auth.loginName });

  /** The alarm of a source, locked; refused when the enterprise has not that source's module or no such alarm. */
  async function alarmOf(tx: Queryable, auth: AuthContext, source: AlarmSource, id: number): Promise<MonitorAlarm> {
    const open = await modulesOf(tx, auth);
    if (!open(files.device)) throw moduleNotOpen(files.device);
    if (!open(files[source])) throw notFound('报警不存在');
    const row = await monitorAlarm(tx, auth.tenantId, source, id);
    if (!row) throw notFound('报警不存在');
    return row;
  }

  app.get<{ Querystring: { page: number; limit: number; state: AlarmState; kind?: string; keyword?: string } }>(
    '/alarm/list',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: '监控报警列表（气体检测、工艺报警、人员定位）',
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
      return inTenant(db, auth, async (tx) => {
        const open = await modulesOf(tx, auth);
        if (!open(files.device)) throw moduleNotOpen(files.device);
        const sources = ALARM_SOURCES.filter((s) => open(files[s]));
        const page = await monitorAlarms(tx, auth.tenantId, sources, req.query);
        return okRows(page.rows, page.total);
      });
    },
  );

  app.post<{ Body: { id: number; source: AlarmSource } }>(
    '/alarm/ack',
    { config: WRITE, schema: { tags: TAGS, summary: '确认报警', body: obj({ id: alarmId, source: alarmSource }, ['id']) } },
    async (req) => {
      const auth = authOf(req);
      const { id, source } = req.body;
      return inTenant(db, auth, async (tx) => {
        const row = await alarmOf(tx, auth, source, id);
        if (row.ackAt) throw conflict(`该报警已由 ${row.ackByName ?? ''} 确认`);
        if (source === 'process') {
          await ackAlarms(tx, auth.tenantId, [id], auth.userId, who(auth).userName, new Date());
        } else {
          await ackMonitorAlarm(tx, auth.tenantId, source, id, who(auth));
        }
        return okData(await monitorAlarm(tx, auth.tenantId, source, id));
      });
    },
  );

  app.post<{ Body: { id: number; source: AlarmSource; followUp: string } }>(
    '/alarm/follow-up',
    {
      config: WRITE,
      schema: { tags: TAGS, summary: '填写报警处置情况', body: obj({ id: alarmId, source: alarmSource, followUp: str('处置情况', { minLength: 1, maxLength: FOLLOW_UP_MAX }) }, ['id', 'followUp']) },
    },
    async (req) => {
      const auth = authOf(req);
      const { id, source } = req.body;
      const text = req.body.followUp.trim();
      if (!text) throw fieldError('followUp', '请填写处置情况');
      return inTenant(db, auth, async (tx) => {
        const row = await alarmOf(tx, auth, source, id);
        if (!row.ackAt) throw conflict('请先确认报警，再填写处置情况');
        await followUpMonitorAlarm(tx, auth.tenantId, source, id, text, who(auth));
        return okData(await monitorAlarm(tx, auth.tenantId, source, id));
      });
    },
  );
}
