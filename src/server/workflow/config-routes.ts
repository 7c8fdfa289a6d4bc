// 流程配置 (issue 14 item 6, the server half; the page is tysz/workflow): each workflow of the registry with the
// enterprise's changes to who acts on its transitions and the holders of its approval slots, versioned (a save
// names the version it edits; a stale one answers 409; every version is kept). The states never change here.
import type { FastifyInstance } from 'fastify';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { isDepartmentField, isStaffField, slotsOf } from '../../schema/keywords/workflow.ts';
import type { WhoSpec } from '../../schema/workflow-types.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Text } from '../../domain/i18n/message-format.ts';
import { badRequest, conflict, fieldProblem, notFound } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { int, obj, str } from '../http/json-schema.ts';
import { inTenant } from '../db/tenant-tx.ts';
import type { Queryable } from '../db/db.ts';
import { authOf } from '../plugins/auth.ts';
import { ROLE_ADMIN, ROLE_QY_USER } from '../auth/roles.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';
import { refreshWaiting } from './waiting-store.ts';
import { assertModule } from '../resources/resource-context.ts';
import { zhOf } from '../routes/zh-of.ts';
import { configVersions, saveConfig, workflowConfig, workflowConfigs } from './config-store.ts';
import type { SlotHolders, WorkflowConfig } from './who.ts';

/** Who configures the workflows: the enterprise's administrator (and the platform's). */
const CONFIG_ROLES = [ROLE_QY_USER, ROLE_ADMIN];
const TAGS = [zhOf('workflow.api.tag')];
const ROLE = /^[A-Za-z0-9_]{1,64}$/;

/** One workflow as the 流程配置 page shows it. */
function configView(r: ResourceFile, cfg: WorkflowConfig | undefined) {
  const spec = r.workflow;
  if (!spec) throw new Error(`configView: ${r.key} has no workflow`);
  const slotKeys = [...new Set([...slotsOf(spec), ...Object.keys(cfg?.slots ?? {})])];
  return {
    resource: r.key,
    title: r.title,
    module: r.module ?? null,
    field: spec.field,
    states: spec.states,
    transitions: spec.transitions.map((t) => ({
      action: t.action,
      label: t.label,
      from: t.from,
      to: t.to,
      who: t.who ?? r.permissions.write.map((role) => ({ role })),
      ...(cfg && Object.hasOwn(cfg.who, t.action) ? { override: cfg.who[t.action] } : {}),
    })),
    slots: slotKeys.map((key) => ({ key, staffIds: cfg?.slots[key]?.staffIds ?? [], roles: cfg?.slots[key]?.roles ?? [] })),
    version: cfg?.version ?? 0,
  };
}

/** The reason a `who` entry is refused, or null. */
function whoProblem(r: ResourceFile, w: unknown, slots: ReadonlySet<string>): Text | null {
  if (w === null || typeof w !== 'object' || Array.isArray(w)) return text('workflow.error.configWhoShape');
  const o = w as Record<string, unknown>;
  const keys = Object.keys(o).sort().join(',');
  const props = r.form.properties;
  if (keys === 'role') return typeof o.role === 'string' && ROLE.test(o.role) ? null : text('workflow.error.configWhoShape');
  if (keys === 'field') {
    if (o.field === 'creator') return null;
    return typeof o.field === 'string' && Object.hasOwn(props, o.field) && isStaffField(props[o.field]) ? null : text('workflow.error.configWhoField', { field: String(o.field) });
  }
  if (keys === 'department,role') {
    if (typeof o.role !== 'string' || !ROLE.test(o.role)) return text('workflow.error.configWhoShape');
    if (typeof o.department === 'number' && Number.isSafeInteger(o.department) && o.department > 0) return null;
    return typeof o.department === 'string' && Object.hasOwn(props, o.department) && isDepartmentField(props[o.department]) ? null : text('workflow.error.configWhoDept', { field: String(o.department) });
  }
  if (keys === 'slot') return typeof o.slot === 'string' && slots.has(o.slot) ? null : text('workflow.error.configSlot', { slot: String(o.slot) });
  return text('workflow.error.configWhoShape');
}

interface PutBody {
  version: number;
  who: Record<string, unknown>;
  slots: Record<string, unknown>;
}

/** The body checked: who per known action, slots with staff ids of the enterprise and role names; 400 naming the field. */
async function checkedBody(tx: Queryable, tenantId: number, r: ResourceFile, body: PutBody): Promise<{ who: Record<string, WhoSpec[]>; slots: Record<string, SlotHolders> }> {
  const spec = r.workflow as NonNullable<ResourceFile['workflow']>;
  const slotKeys = new Set([...slotsOf(spec), ...Object.keys(body.slots)]);
  const refuse = (field: string, message: Text) => badRequest(message, [fieldProblem(field, message)]);
  const who: Record<string, WhoSpec[]> = {};
  for (const [action, list] of Object.entries(body.who)) {
    const t = spec.transitions.find((x) => x.action === action);
    if (!t) throw refuse(`who.${action}`, text('workflow.error.configAction', { action }));
    if (!Array.isArray(list) || list.length === 0) throw refuse(`who.${action}`, text('workflow.error.configWhoEmpty', { action: t.label }));
    list.forEach((w, i) => {
      const why = whoProblem(r, w, slotKeys);
      if (why) throw refuse(`who.${action}.${i}`, text('workflow.error.configWho', { action: t.label, why }));
    });
    who[action] = list as WhoSpec[];
  }
  const slots: Record<string, SlotHolders> = {};
  const staffIds = new Set<number>();
  for (const [key, raw] of Object.entries(body.slots)) {
    const o = raw as { staffIds?: unknown; roles?: unknown };
    const ids = Array.isArray(o.staffIds) ? o.staffIds : [];
    const roles = Array.isArray(o.roles) ? o.roles : [];
    if (ids.some((id) => !Number.isSafeInteger(id) || (id as number) <= 0)) throw refuse(`slots.${key}.staffIds`, text('workflow.error.configWhoShape'));
    if (roles.some((role) => typeof role !== 'string' || !ROLE.test(role))) throw refuse(`slots.${key}.roles`, text('workflow.error.configWhoShape'));
    ids.forEach((id) => staffIds.add(id as number));
    slots[key] = { staffIds: ids as number[], roles: roles as string[] };
  }
  if (staffIds.size) {
    const found = new Set(
      (await tx.query<{ id: number }>('select id from staffinfo where tenant_id = $1 and id = any($2::bigint[]) and not deleted', [tenantId, [...staffIds]])).map((x) => Number(x.id)),
    );
    for (const [key, s] of Object.entries(slots)) {
      const missing = s.staffIds?.find((id) => !found.has(id));
      if (missing !== undefined) throw refuse(`slots.${key}.staffIds`, text('workflow.error.configStaff', { id: missing }));
    }
  }
  return { who, slots };
}

/** Who waits changes with who acts: every record in a state with a way out gets its waiting rows again. */
async function refreshAll(tx: Queryable, tenantId: number, r: ResourceFile, config: WorkflowConfig): Promise<void> {
  const spec = r.workflow as NonNullable<ResourceFile['workflow']>;
  const open = spec.states.filter((st) => spec.transitions.some((t) => t.from.includes(st.key))).map((st) => st.key);
  const rows = await tx.query<{ id: number }>(
    `select id from ${tableName(r.key)} where tenant_id = $1 and not deleted and coalesce(nullif(data->>$2, ''), $3) = any($4::text[])`,
    [tenantId, spec.field, spec.initial, open],
  );
  for (const row of rows) await refreshWaiting(tx, tenantId, r, Number(row.id), config);
}

const whoItems = { type: 'array', maxItems: 50, items: { type: 'object' } };
const putBody = obj(
  {
    version: int(zhOf('workflow.api.version'), { minimum: 0 }),
    who: { type: 'object', additionalProperties: whoItems, maxProperties: 200 },
    slots: {
      type: 'object',
      maxProperties: 200,
      additionalProperties: obj({ staffIds: { type: 'array', maxItems: 200, items: { type: 'integer' } }, roles: { type: 'array', maxItems: 50, items: { type: 'string' } } }),
    },
  },
  ['version', 'who', 'slots'],
);
const resourceParams = obj({ resource: str(zhOf('workflow.api.resource'), { pattern: '^[a-z][a-z0-9-]{0,80}$' }) }, ['resource']);

export async function workflowConfigRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const cfg = { access: 'read' as const, roles: CONFIG_ROLES };
  const write = { access: 'write' as const, roles: CONFIG_ROLES };
  // A platform record for an enterprise (`platformFor`, the 入驻申请) runs in the platform's tenant: only the
  // platform (tenant 0) configures its workflow; an enterprise neither lists nor saves it.
  const ours = (r: ResourceFile, tenantId: number) => Boolean(r.workflow) && (!r.platformFor || tenantId === 0);
  const withWorkflow = (tenantId: number) => resourceRegistry().all.filter((r) => ours(r, tenantId));
  const fileOf = (key: string, tenantId: number) => {
    const r = resourceRegistry().byKey.get(key);
    if (!r || !ours(r, tenantId)) throw notFound(text('workflow.error.configNoWorkflow', { resource: key }));
    return r;
  };

  app.get('/config', { config: cfg, schema: { tags: TAGS, summary: zhOf('workflow.api.configList') } }, (req) => {
    const auth = authOf(req);
    return inTenant(db, auth, async (tx) => {
      const configs = await workflowConfigs(tx, auth.tenantId);
      const out = [];
      for (const r of withWorkflow(auth.tenantId)) {
        try {
          await assertModule(tx, auth, r);
        } catch {
          continue;
        }
        out.push(configView(r, configs.get(r.key)));
      }
      return okData(out);
    });
  });

  app.put<{ Params: { resource: string }; Body: PutBody }>('/config/:resource', { config: write, schema: { tags: TAGS, summary: zhOf('workflow.api.configPut'), params: resourceParams, body: putBody } }, (req) => {
    const auth = authOf(req);
    const r = fileOf(req.params.resource, auth.tenantId);
    return inTenant(db, auth, async (tx) => {
      await assertModule(tx, auth, r);
      const { who, slots } = await checkedBody(tx, auth.tenantId, r, req.body);
      const version = await saveConfig(tx, auth.tenantId, r.key, req.body.version, who, slots, auth.userId);
      if (version === null) {
        const now = await workflowConfig(tx, auth.tenantId, r.key);
        throw conflict(text('workflow.error.configStale', { version: now?.version ?? 0 }));
      }
      await refreshAll(tx, auth.tenantId, r, { version, who, slots });
      return okData(configView(r, { version, who, slots }));
    });
  });

  app.get<{ Params: { resource: string } }>('/config/:resource/versions', { config: cfg, schema: { tags: TAGS, summary: zhOf('workflow.api.configVersions'), params: resourceParams } }, (req) => {
    const auth = authOf(req);
    const r = fileOf(req.params.resource, auth.tenantId);
    return inTenant(db, auth, async (tx) => {
      await assertModule(tx, auth, r);
      return okData(await configVersions(tx, auth.tenantId, r.key));
    });
  });
}
