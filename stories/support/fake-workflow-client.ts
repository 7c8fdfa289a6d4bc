// An in-memory WorkflowClient (src/runtime/workflow/workflow-client.ts) for the workflow screens' stories and unit
// tests, over a fake resource client's records: the offers are the transitions from the record's state (less
// those `denied`), an action checks the state, the required opinion and fields like the server, moves the record
// (its state, its fields) and writes history; `refusals` answer an action with a refusal (a 409 reason). The
// 流程配置 keeps versions (a save with an old version is refused with 409). Every call is recorded in `calls`.
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import type { ClientFailure, ListParams, ResourceRecord } from '../../src/runtime/resource-client.ts';
import type {
  ApprovalView,
  ConfigVersion,
  HistoryEntry,
  WorkflowClient,
  WorkflowConfigEntry,
  WorkflowOffer,
} from '../../src/runtime/workflow/workflow-client.ts';
import type { FakeResourceClient } from './fake-resource-client.ts';

export interface FakeWorkflowOptions {
  /** The records the actions move (the same client the screen lists with). */
  records: FakeResourceClient;
  /** The resources with `workflow` (by key). */
  resources: ResourceFile[];
  /** Transition actions the person may not take (not offered; refused with 409 if sent). */
  denied?: string[];
  /** Actions answered with this refusal (e.g. `{ message: '该记录已被他人处理', status: 409 }`). */
  refusals?: Record<string, ClientFailure>;
  /** History already there, by `<resource>:<id>`. */
  history?: Record<string, HistoryEntry[]>;
  /** Approvals by `<resource>:<id>`, and the approval ops offered while one is open. */
  approvals?: Record<string, ApprovalView>;
  approvalOffers?: WorkflowOffer[];
  /** The enterprise's workflows (流程配置). */
  config?: WorkflowConfigEntry[];
  /** Calls that fail with this refusal. */
  failures?: Partial<Record<keyof WorkflowClient, ClientFailure>>;
  delayMs?: number;
  /** The signed-in person (the history's actor). */
  actor?: { id: number; name: string };
}

export interface FakeWorkflowCall {
  method: keyof WorkflowClient;
  args: unknown[];
}

export interface FakeWorkflowClient extends WorkflowClient {
  readonly calls: FakeWorkflowCall[];
  /** The configuration as saved (the latest version of each). */
  configOf(resource: string): WorkflowConfigEntry | undefined;
}

const LIST_KEYS = new Set(['page', 'limit', 'sort', 'order']);
const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Whether a row passes the list's filters as far as a fake needs: equality, `in` lists, text that contains. */
function passes(row: ResourceRecord, params: ListParams): boolean {
  return Object.entries(params).every(([k, v]) => {
    if (LIST_KEYS.has(k) || blank(v)) return true;
    const value = String(row[k] ?? '');
    if (Array.isArray(v)) return v.map(String).includes(value);
    return value === String(v) || value.includes(String(v));
  });
}

export function createFakeWorkflowClient(options: FakeWorkflowOptions): FakeWorkflowClient {
  const calls: FakeWorkflowCall[] = [];
  const history = new Map(Object.entries(options.history ?? {}).map(([k, v]) => [k, [...v]]));
  const configs = new Map((options.config ?? []).map((c) => [c.resource, structuredClone(c)]));
  const versions = new Map<string, ConfigVersion[]>((options.config ?? []).map((c) => [c.resource, [{ version: c.version, savedAt: '2026-11-01T08:00:00+08:00', savedByName: '张伟' }]]));
  const actor = options.actor ?? { id: 1, name: '张伟' };
  let nextHistory = 1000;

  function answer<T>(method: keyof WorkflowClient, args: unknown[], run: () => T): Promise<T> {
    calls.push({ method, args });
    const failure = options.failures?.[method];
    return new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        if (failure) return reject({ ...failure });
        try {
          resolve(run());
        } catch (e) {
          reject(e);
        }
      }, options.delayMs ?? 0);
    });
  }

  const record = (resource: ResourceFile, id: number): ResourceRecord => {
    const row = options.records.rows(resource.key).find((r) => r.id === id);
    if (!row) throw { message: '记录不存在', status: 404 } satisfies ClientFailure;
    return row;
  };

  function offersOf(resource: ResourceFile, row: ResourceRecord): WorkflowOffer[] {
    const wf = resource.workflow;
    if (!wf) return [];
    const state = row[wf.field];
    const transitions: WorkflowOffer[] = wf.transitions
      .filter((x) => x.from.includes(String(state)) && !options.denied?.includes(x.action))
      .map((x) => ({
        action: x.action,
        label: x.label,
        kind: 'transition',
        opinion: x.opinion ?? 'optional',
        ...(x.confirm ? { confirm: x.confirm } : {}),
        require: x.require ?? [],
        editable: x.editable ?? [],
      }));
    const open = wf.states.find((s) => s.key === state)?.approval && options.approvals?.[`${resource.key}:${row.id}`];
    return open ? [...transitions, ...(options.approvalOffers ?? [])] : transitions;
  }

  const client: FakeWorkflowClient = {
    calls,
    configOf: (resource) => configs.get(resource),
    stateCounts: (resource, params) =>
      answer('stateCounts', [resource.key, params], () => {
        const wf = resource.workflow;
        const rows = options.records.rows(resource.key).filter((r) => passes(r, params));
        const counts: Record<string, number> = { all: rows.length };
        for (const s of wf?.states ?? []) counts[s.key] = rows.filter((r) => r[wf?.field ?? ''] === s.key).length;
        return counts;
      }),
    actions: (resource, id) => answer('actions', [resource.key, id], () => offersOf(resource, record(resource, id))),
    act: (resource, action, body) =>
      answer('act', [resource.key, action, body], () => {
        const refusal = options.refusals?.[action];
        if (refusal) throw refusal;
        const row = record(resource, body.id);
        const offer = offersOf(resource, row).find((o) => o.action === action);
        if (!offer) throw { message: '当前状态下不能执行该操作', status: 409 } satisfies ClientFailure;
        if (offer.opinion === 'required' && blank(body.opinion)) throw { message: '请填写意见', status: 400, errors: [{ field: 'opinion', message: '请填写意见' }] } satisfies ClientFailure;
        const fields = body.fields ?? {};
        for (const f of offer.require) {
          if (blank(fields[f]) && blank(row[f])) throw { message: `${resource.form.properties[f]?.title ?? f}不能为空`, status: 400, errors: [{ field: f, message: '不能为空' }] } satisfies ClientFailure;
        }
        const wf = resource.workflow;
        const spec = wf?.transitions.find((x) => x.action === action);
        const before: Record<string, unknown> = {};
        const changed: HistoryEntry['changed'] = {};
        for (const [k, v] of Object.entries(fields)) {
          before[k] = row[k];
          changed[k] = { before: row[k] ?? null, after: v };
        }
        const from = wf ? String(row[wf.field]) : null;
        Object.assign(row, fields);
        if (spec?.payload?.opinion && body.opinion !== undefined) row[spec.payload.opinion] = body.opinion;
        if (wf && spec) row[wf.field] = spec.to;
        row.updatedAt = new Date().toISOString();
        const key = `${resource.key}:${row.id}`;
        const list = history.get(key) ?? [];
        list.push({
          id: nextHistory++,
          action,
          actionLabel: offer.label,
          fromState: from,
          toState: wf ? String(row[wf.field]) : null,
          stepKey: null,
          actorId: actor.id,
          actorName: actor.name,
          onBehalfOf: null,
          onBehalfOfName: null,
          opinion: body.opinion ?? null,
          changed,
          at: new Date().toISOString(),
        });
        history.set(key, list);
        return { ...row };
      }),
    history: (resource, id) => answer('history', [resource.key, id], () => [...(history.get(`${resource.key}:${id}`) ?? [])]),
    approval: (resource, id) =>
      answer('approval', [resource.key, id], () => {
        const view = options.approvals?.[`${resource.key}:${id}`];
        if (!view) throw { message: '该记录没有进行中的审批', status: 404 } satisfies ClientFailure;
        return structuredClone(view);
      }),
    markRead: (resourceKey, id) => answer('markRead', [resourceKey, id], () => undefined),
    config: () => answer('config', [], () => [...configs.values()].map((c) => structuredClone(c))),
    saveConfig: (resourceKey, input) =>
      answer('saveConfig', [resourceKey, input], () => {
        const c = configs.get(resourceKey);
        if (!c) throw { message: '流程不存在', status: 404 } satisfies ClientFailure;
        if (input.version !== c.version) throw { message: '流程配置已被他人修改，请刷新后重试', status: 409 } satisfies ClientFailure;
        c.version += 1;
        c.transitions = c.transitions.map((x) => {
          const { override: _old, ...rest } = x;
          return input.who[x.action] ? { ...rest, override: input.who[x.action] } : rest;
        });
        c.slots = c.slots.map((s) => ({ ...s, ...(input.slots[s.key] ?? {}) }));
        versions.get(resourceKey)?.unshift({ version: c.version, savedAt: new Date().toISOString(), savedByName: actor.name });
      }),
    versions: (resourceKey) => answer('versions', [resourceKey], () => [...(versions.get(resourceKey) ?? [])]),
  };
  return client;
}

/** Bumps the version of a stored configuration behind the page's back (another administrator saved). */
export function touchConfig(client: FakeWorkflowClient, resource: string): void {
  const c = client.configOf(resource);
  if (c) c.version += 1;
}
