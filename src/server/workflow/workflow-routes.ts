// The workflow routes of one resource (the contract of issue 14), registered for every resource file with
// `workflow` (resources-plugin.ts): `POST {ep}/{action}` per transition, `GET {ep}/actions?id=` (what the
// caller may do now), `GET {ep}/history?id=` (the record's steps, oldest first) and `GET {ep}/state-counts`
// (records per state under the list's filters). A transition whose route another route of the resource
// already took stops the start, naming the file and the action.
import type { FastifyInstance } from 'fastify';
import type { SqlValue } from '../db/db.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { stateOf } from '../../schema/keywords/workflow.ts';
import type { WorkflowSpec } from '../../schema/workflow-types.ts';
import { text } from '../../domain/i18n/text.ts';
import type { MessageId } from '../../domain/i18n/chinese.ts';
import { chinese } from '../../domain/i18n/chinese.ts';
import { notFound } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { idOf, obj, str } from '../http/json-schema.ts';
import { requestLang, say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { getRecord } from '../resources/record-store.ts';
import { listQuerySchema } from '../resources/list-query-schema.ts';
import { listQueryOf, recordInScope, withResource } from '../resources/resource-context.ts';
import { zhOf } from '../routes/zh-of.ts';
import { workflowConfig } from './config-store.ts';
import { readHistory } from './history-store.ts';
import { offersOf } from './offers.ts';
import { currentState, OPINION_MAX, runTransition, type TransitionBody } from './transition.ts';
import { personOf } from './who.ts';
import { dispatchSms } from './sms-dispatch.ts';

const recordId = { ...idOf(zhOf('workflow.api.id')), minimum: 1 };
const idQuery = obj({ id: recordId }, ['id']);

/** A history action's label: the transition's, else the catalogue's (create, approval steps), else the key. */
function labelOf(spec: WorkflowSpec, lang: 'zh' | 'en') {
  return (action: string): string => {
    const t = spec.transitions.find((x) => x.action === action);
    if (t) return lang === 'en' ? (t['x-title-en'] ?? t.label) : t.label;
    const id = `workflow.history.${action}`;
    return Object.hasOwn(chinese, id) ? say(lang, text(id as MessageId)) : action;
  };
}

export async function workflowRoutes(app: FastifyInstance, opts: { resource: ResourceFile }): Promise<void> {
  const base = opts.resource;
  const spec = base.workflow;
  if (!spec) return;
  const { db, sms } = app.deps;
  const ep = base.endpoint;
  /**
   * The text messages a transition queued (its notifications, a module hook's) leave once it is committed, not at
   * the dispatcher's next run; those held by quiet hours wait. A failure is logged: the transition stands.
   */
  const sendDueSms = async () => {
    try {
      await dispatchSms(db, sms, new Date(), app.log);
    } catch (err) {
      app.log.warn({ err }, 'sms dispatch after a transition failed');
    }
  };
  const tags = [base.title];
  const read = { access: 'read' as const, roles: base.permissions.read };
  // Who may act is the engine's to decide (a person named in the record may hold only a read role).
  const act = { access: 'write' as const, roles: [...new Set([...base.permissions.read, ...base.permissions.write])] };

  for (const t of spec.transitions) {
    const payloadKey = t.payload?.opinion;
    const properties: Record<string, object> = {
      id: recordId,
      opinion: str(zhOf('workflow.api.opinion'), { maxLength: OPINION_MAX }),
      fields: { type: 'object', title: zhOf('workflow.api.fields') },
      state: str(zhOf('workflow.api.state'), { maxLength: 40 }),
      signatureId: { ...idOf(zhOf('sign.field.signatureId')), minimum: 1 },
      positionId: { ...idOf(zhOf('sign.field.positionId')), minimum: 1 },
    };
    if (payloadKey) properties[payloadKey] = { ...str(base.form.properties[payloadKey]?.title ?? payloadKey), maxLength: base.form.properties[payloadKey]?.maxLength ?? OPINION_MAX };
    try {
      app.post<{ Body: TransitionBody }>(
        `${ep}/${t.action}`,
        { config: act, schema: { tags, summary: zhOf('workflow.api.transition', { title: base.title, action: t.label }), body: obj(properties, ['id']) } },
        async (req) => {
          const auth = authOf(req);
          const answer = await withResource(db, auth, base, async (s) => okData(await runTransition(s, auth, req.body.id, t.action, req.body)));
          await sendDueSms();
          return answer;
        },
      );
    } catch (e) {
      throw new Error(`${base.key}: /workflow/transitions '${t.action}': the route POST ${ep}/${t.action} is already taken (${(e as Error).message})`);
    }
  }

  app.get<{ Querystring: { id: number } }>(`${ep}/actions`, { config: read, schema: { tags, summary: zhOf('workflow.api.actions', { title: base.title }), querystring: idQuery } }, (req) => {
    const auth = authOf(req);
    return withResource(db, auth, base, async (s) => {
      const row = await getRecord(s.tx, s.c, auth.tenantId, req.query.id);
      if (!row) throw notFound(text('api.resource.notFoundOrDeleted', { title: base.title }));
      // A view-only token or a read-only user acts on nothing.
      if (auth.viewOnly) return okData([]);
      const wf = s.c.resource.workflow as WorkflowSpec;
      const offers = await offersOf(
        {
          tx: s.tx,
          auth,
          resource: s.c.resource,
          recordId: row.id,
          record: row.data,
          state: currentState(wf, row.data),
          person: await personOf(s.tx, auth),
          config: await workflowConfig(s.tx, auth.tenantId, base.key),
          createdBy: row.created_by,
        },
        requestLang(req),
      );
      return okData(offers);
    });
  });

  app.get<{ Querystring: { id: number } }>(`${ep}/history`, { config: read, schema: { tags, summary: zhOf('workflow.api.history', { title: base.title }), querystring: idQuery } }, (req) => {
    const auth = authOf(req);
    return withResource(db, auth, base, async (s) => {
      const row = await getRecord(s.tx, s.c, auth.tenantId, req.query.id);
      if (!row || !recordInScope(s, row)) throw notFound(text('api.resource.notFoundOrDeleted', { title: base.title }));
      return okData(await readHistory(s.tx, auth.tenantId, base.key, row.id, labelOf(spec, requestLang(req))));
    });
  });

  app.get(`${ep}/state-counts`, { config: read, schema: { tags, summary: zhOf('workflow.api.stateCounts', { title: base.title }), querystring: listQuerySchema(base, true) } }, (req) => {
    const auth = authOf(req);
    return withResource(db, auth, base, async (s) => {
      const q = listQueryOf(s, req.query, requestLang(req));
      const tenants = s.c.shared ? 'tenant_id in ($1, 0)' : 'tenant_id = $1';
      const where = [tenants, 'not deleted', ...q.where].join(' and ');
      const params = [auth.tenantId, ...q.params, spec.field, spec.initial];
      const n = params.length;
      // A record older than the workflow (no state yet) counts in the initial state, as the engine reads it.
      const rows = await s.tx.query<{ state: string; n: number }>(
        `select coalesce(nullif(data->>$${n - 1}, ''), $${n}) as state, count(*)::int as n from ${s.c.table} where ${where} group by 1`,
        params as SqlValue[],
      );
      const counts: Record<string, number> = { all: 0 };
      for (const st of spec.states) counts[st.key] = 0;
      for (const r of rows) {
        counts.all += Number(r.n);
        if (stateOf(spec, r.state)) counts[r.state] = Number(r.n);
      }
      return okData(counts);
    });
  });
}
