// Routes of notifications under /zax-cloud/workflow (docs/workflow-notify.md):
// - GET /message-config: the kinds the files declare (grouped by module on the page) with the file's defaults,
//   the enterprise's choices, its quiet hours, the roles to pick from, and the version;
// - PUT /message-config {version, quietHours, kinds}: checked (unknown kind, role, person, bad times or
//   hours: 400 naming the field), 409 when the version is stale; answers the new version;
// - POST /warnings/read-record {resource, id}: the record's detail calls it once shown, marking the caller's
//   unread warnings about that record read.
import type { FastifyInstance } from 'fastify';
import { MAX_REMIND_HOURS, checkMessageConfig, normaliseMessageConfig, type KindConfig, type QuietHours } from '../../domain/message-config.ts';
import { text } from '../../domain/i18n/text.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { badRequest, conflict, fieldProblem } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { bool, idArray, int, obj, str, strArray } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { zhOf } from '../routes/zh-of.ts';
import { loadMessageConfig, saveMessageConfig } from './message-config-store.ts';
import { notifyKinds, workflowResources } from './notify-kinds.ts';

const TAG = zhOf('notify.api.tag');
const HHMM = '^([01]\\d|2[0-3]):[0-5]\\d$';

interface PutBody {
  version: number;
  quietHours: QuietHours | null;
  kinds: Record<string, KindConfig>;
}

export async function notifyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/message-config',
    { config: { roles: ['qyUser', 'readonlyUser'] }, schema: { tags: [TAG], summary: zhOf('notify.api.getConfig') } },
    async (req) => {
      const auth = authOf(req);
      return inTenant(db, auth, async (tx) => {
        const stored = await loadMessageConfig(tx, auth.tenantId);
        const roles = await tx.query<{ code: string; name: string }>('select code, name from sysrole order by sort, id');
        const kinds = notifyKinds(workflowResources()).map((k) => ({ ...k, config: stored.config.kinds[k.kind] ?? {} }));
        return okData({ version: stored.version, quietHours: stored.config.quietHours, kinds, roles });
      });
    },
  );

  app.put<{ Body: PutBody }>(
    '/message-config',
    {
      config: { access: 'write', roles: ['qyUser'] },
      schema: {
        tags: [TAG],
        summary: zhOf('notify.api.putConfig'),
        body: obj(
          {
            version: int(text('notify.field.version'), { minimum: 0 }),
            quietHours: {
              ...obj(
                { start: str(text('notify.field.quietStart'), { pattern: HHMM, maxLength: 5 }), end: str(text('notify.field.quietEnd'), { pattern: HHMM, maxLength: 5 }) },
                ['start', 'end'],
              ),
              type: ['object', 'null'],
              title: zhOf('notify.field.quietHours'),
            },
            kinds: {
              type: 'object',
              title: zhOf('notify.field.kinds'),
              maxProperties: 1000,
              additionalProperties: obj({
                roles: strArray(text('notify.field.roles'), { maxItems: 100 }),
                staffIds: idArray(text('notify.field.staffIds'), { maxItems: 500 }),
                sms: bool(text('notify.field.sms')),
                remindBeforeHours: int(text('notify.field.remindBeforeHours'), { minimum: 0, maximum: MAX_REMIND_HOURS }),
              }),
            },
          },
          ['version', 'kinds'],
        ),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const body = req.body;
      return inTenant(db, auth, async (tx) => {
        const roles = (await tx.query<{ code: string }>('select code from sysrole')).map((r) => r.code);
        const problems = checkMessageConfig({ quietHours: body.quietHours ?? null, kinds: body.kinds }, notifyKinds(workflowResources()), roles);
        const staffIds = [...new Set(Object.values(body.kinds).flatMap((k) => k.staffIds ?? []))];
        if (staffIds.length) {
          const found = new Set(
            (await tx.query<{ id: number }>('select id from staffinfo where tenant_id = $1 and not deleted and id = any($2::bigint[])', [auth.tenantId, staffIds])).map((r) => Number(r.id)),
          );
          for (const [kind, k] of Object.entries(body.kinds)) {
            for (const id of k.staffIds ?? []) if (!found.has(id)) problems.push({ field: `kinds.${kind}.staffIds`, message: text('notify.config.unknownStaff', { id }) });
          }
        }
        if (problems.length) throw badRequest(problems[0].message, problems.map((p) => fieldProblem(p.field, p.message)));
        const config = normaliseMessageConfig({ quietHours: body.quietHours ?? null, kinds: body.kinds });
        const version = await saveMessageConfig(tx, auth.tenantId, auth.userId, body.version, config);
        if (version === null) throw conflict(text('notify.config.stale'));
        return okData({ version });
      });
    },
  );

  app.post<{ Body: { resource: string; id: number } }>(
    '/warnings/read-record',
    {
      config: { access: 'account' },
      schema: {
        tags: [TAG],
        summary: zhOf('notify.api.readRecord'),
        body: obj(
          { resource: str(text('notify.field.resource'), { pattern: '^[a-z][a-z0-9-]*$', maxLength: 100 }), id: int(text('notify.field.record'), { minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) },
          ['resource', 'id'],
        ),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const staffId = auth.session.renYuanId;
      if (staffId == null) return okData({ updated: 0 });
      const rows = await inTenant(db, auth, (tx) =>
        tx.query(
          `update risk_warning set status = 'CLOSE', read_at = now()
            where tenant_id = $1 and staff_id = $2 and status = 'NEW' and resource = $3 and record_id = $4 returning id`,
          [auth.tenantId, staffId, req.body.resource, req.body.id],
        ),
      );
      return okData({ updated: rows.length });
    },
  );
}
