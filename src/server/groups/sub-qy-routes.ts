// Sub-enterprises of a group (spec 001 §7.1 "Sub-qy has get, enable and unbind"; issue 24 item 3): a group's
// sub-enterprises are the enterprises whose qyxx.parent_id is the group. `get` lists them (the platform
// administrator for any enterprise, with the enterprises that could join; a group's enterprise administrator for
// its own group), `enable` binds an enterprise into a group and `unbind` releases it (the platform administrator
// only: a binding opens the sub-enterprise's data to the group's administrators). Each is one transaction with
// both rows locked; a refused call changes nothing.
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import type { Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { conflict, fieldError, notFound } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { ID_MAX, int, obj } from '../http/json-schema.ts';
import { requestLang, say } from '../http/say.ts';
import { platformActor } from '../enterprise/platform-admin.ts';
import { targetEnterprise } from './target-enterprise.ts';

const TAGS = [say('zh', text('groups.api.tag'))];

export interface SubQyRow {
  id: number;
  qymc: string;
  qyGroup: string | null;
  status: number;
  moduleCount: number;
}

interface QyLock {
  id: number;
  qymc: string;
  qyGroup: string | null;
  parentId: number | null;
  parentName: string | null;
  subCount: number;
}

async function lockQy(tx: Queryable, id: number): Promise<QyLock | null> {
  const [row] = await tx.query<QyLock>(
    `select q.tenant_id::int as id, q.qymc, q.qy_group as "qyGroup", q.parent_id::int as "parentId",
            (select p.qymc from qyxx p where p.tenant_id = q.parent_id) as "parentName",
            (select count(*)::int from qyxx s where s.parent_id = q.tenant_id) as "subCount"
       from qyxx q where q.tenant_id = $1 and q.tenant_id <> 0 for update of q`,
    [id],
  );
  return row ?? null;
}

const idField = (title: Parameters<typeof text>[0]) => int(text(title), { minimum: 1, maximum: ID_MAX });
const pairBody = obj({ qyId: idField('groups.field.group'), subQyId: idField('groups.field.sub') }, ['qyId', 'subQyId']);

export async function subQyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: { qyId?: number } }>(
    '/sub-qy/get',
    {
      config: { access: 'read', roles: ['qyUser'] },
      schema: { tags: TAGS, summary: say('zh', text('groups.api.subGet')), querystring: obj({ qyId: idField('groups.field.group') }) },
    },
    async (req) => {
      const target = await targetEnterprise(db, req, req.query.qyId);
      const answer = await inTenant(db, target.actor, async (tx) => {
        const [group] = await tx.query<{ id: number; qymc: string; qyGroup: string | null; parentId: number | null }>(
          `select tenant_id::int as id, qymc, qy_group as "qyGroup", parent_id::int as "parentId" from qyxx where tenant_id = $1`,
          [target.qyId],
        );
        const rows = await tx.query<SubQyRow>(
          `select tenant_id::int as id, qymc, qy_group as "qyGroup", status::int as status,
                  cardinality(have_model)::int as "moduleCount"
             from qyxx where parent_id = $1 order by tenant_id`,
          [target.qyId],
        );
        // The enterprises that could join (the administrator's picker): neither a sub nor a group themselves.
        const candidates = target.isAdmin && group && group.parentId == null
          ? await tx.query<{ id: number; qymc: string }>(
              `select q.tenant_id::int as id, q.qymc from qyxx q
                where q.tenant_id not in (0, $1) and q.parent_id is null
                  and not exists (select 1 from qyxx s where s.parent_id = q.tenant_id)
                order by q.tenant_id limit 500`,
              [target.qyId],
            )
          : [];
        return { group: group ?? null, rows, candidates };
      });
      if (!answer.group) throw notFound(text('enterprise.error.notFound'));
      return okData(answer);
    },
  );

  app.post<{ Body: { qyId: number; subQyId: number } }>(
    '/sub-qy/enable',
    { config: { access: 'write' }, schema: { tags: TAGS, summary: say('zh', text('groups.api.subEnable')), body: pairBody } },
    async (req) => {
      const actor = platformActor(req);
      const { qyId, subQyId } = req.body;
      if (qyId === subQyId) throw fieldError('subQyId', text('groups.error.self'));
      const done = await inTenant(db, actor, async (tx) => {
        // Locked in id order, so that two bindings at once cannot deadlock.
        const [a, b] = qyId < subQyId ? [qyId, subQyId] : [subQyId, qyId];
        const first = await lockQy(tx, a);
        const second = await lockQy(tx, b);
        const group = a === qyId ? first : second;
        const sub = a === qyId ? second : first;
        if (!group) throw notFound(text('groups.error.groupNotFound'));
        if (!sub) throw notFound(text('groups.error.subNotFound'));
        if (sub.parentId === group.id) throw conflict(text('groups.error.alreadySub', { sub: sub.qymc, group: group.qymc }));
        if (sub.parentId != null) throw conflict(text('groups.error.subOfOther', { sub: sub.qymc, group: sub.parentName ?? String(sub.parentId) }));
        if (group.parentId != null) throw fieldError('qyId', text('groups.error.groupIsSub', { group: group.qymc }));
        if (sub.subCount > 0) throw fieldError('subQyId', text('groups.error.subIsGroup', { sub: sub.qymc }));
        await tx.query(
          `update qyxx set parent_id = $2, qy_group = coalesce($3, qy_group), updated_at = now() where tenant_id = $1`,
          [sub.id, group.id, group.qyGroup],
        );
        return { group, sub };
      });
      return okData(
        { qyId, subQyId },
        say(requestLang(req), text('groups.subEnabled', { sub: done.sub.qymc, group: done.group.qymc })),
      );
    },
  );

  app.post<{ Body: { qyId: number; subQyId: number } }>(
    '/sub-qy/unbind',
    { config: { access: 'write' }, schema: { tags: TAGS, summary: say('zh', text('groups.api.subUnbind')), body: pairBody } },
    async (req) => {
      const actor = platformActor(req);
      const { qyId, subQyId } = req.body;
      const done = await inTenant(db, actor, async (tx) => {
        const group = await lockQy(tx, qyId);
        if (!group) throw notFound(text('groups.error.groupNotFound'));
        const sub = await lockQy(tx, subQyId);
        if (!sub) throw notFound(text('groups.error.subNotFound'));
        if (sub.parentId !== group.id) throw conflict(text('groups.error.notSub', { sub: sub.qymc, group: group.qymc }));
        // The group's name leaves with the binding when it came from the group.
        await tx.query(
          `update qyxx set parent_id = null, qy_group = case when qy_group is not distinct from $2 then null else qy_group end,
                  updated_at = now()
            where tenant_id = $1`,
          [sub.id, group.qyGroup],
        );
        return { group, sub };
      });
      return okData(
        { qyId, subQyId },
        say(requestLang(req), text('groups.subUnbound', { sub: done.sub.qymc, group: done.group.qymc })),
      );
    },
  );
}
