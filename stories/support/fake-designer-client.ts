// An in-memory DesignerClient (designer/designer-client.ts) for the designer's stories and unit tests:
// per resource, the published versions and the draft, checked and merged with the same schema functions as
// the server (checkOverlay, diffOverlays, overlayFromFile). The §7.1 calls publish at once, as the server's
// do (./fake-designer-spec-calls.ts). Every call is recorded in `calls`; a call can be made to fail, or never answer.
import type { ClientFailure, DesignerClient, DesignerDraft, VersionDetail } from '../../designer/designer-client.ts';
import { checkDesignedFile, type DesignEnv } from '../../src/schema/designed-file-check.ts';
import { checkOverlay, type OverlayProblem } from '../../src/schema/overlay-check.ts';
import { diffOverlays } from '../../src/schema/overlay-diff.ts';
import { overlayFromFile } from '../../src/schema/overlay-from-file.ts';
import { mergeOverlay, type ResourceOverlay } from '../../src/schema/overlay.ts';
import { refTargetsFor } from '../../src/schema/ref-targets.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { fakeSpecCalls, notFound, refuse } from './fake-designer-spec-calls.ts';

export interface FakeDesignerOptions {
  /** The resource files the enterprise may tailor. */
  resources: ResourceFile[];
  /** Published overlays per resource key, oldest first (version n is entry n-1). */
  versions?: Record<string, ResourceOverlay[]>;
  /** A stored draft per resource key (based on the newest version unless said). */
  drafts?: Record<string, { overlay: ResourceOverlay; baseVersion?: number }>;
  /** Calls that fail with this refusal (e.g. `{ publish: { message: '…', status: 409 } }`). */
  failures?: Partial<Record<keyof DesignerClient, ClientFailure>>;
  /** Calls that never answer (loading states). */
  pending?: (keyof DesignerClient)[];
  /** Delay of every answer, in ms (default 0). */
  delayMs?: number;
  /** The modules the enterprise has (what its reference fields may point at); default: every resource's. */
  modules?: string[];
}

export interface FakeDesignerCall {
  method: keyof DesignerClient;
  args: unknown[];
}

export interface FakeDesignerClient extends DesignerClient {
  readonly calls: FakeDesignerCall[];
  /** The overlay in force. */
  current(key: string): ResourceOverlay;
  /** The stored draft, or null. */
  draftOf(key: string): ResourceOverlay | null;
  /** Another administrator publishes `overlay`: a later publish based on the older version answers 409. */
  publishElsewhere(key: string, overlay: ResourceOverlay, note?: string): number;
  /** From now on `method` fails with `failure` (null: answers again). */
  setFailure(method: keyof DesignerClient, failure: ClientFailure | null): void;
}

const EMPTY: ResourceOverlay = { fields: [], tabs: [] };
const WHO = '企业管理员';

interface Stored {
  base: ResourceFile;
  versions: VersionDetail[];
  draft: DesignerDraft | null;
}

/** An in-memory client over `options`; see FakeDesignerOptions. */
export function createFakeDesignerClient(options: FakeDesignerOptions): FakeDesignerClient {
  const calls: FakeDesignerCall[] = [];
  const failures = new Map(Object.entries(options.failures ?? {}) as [keyof DesignerClient, ClientFailure][]);
  const store = new Map<string, Stored>();
  /** comp-field values by `<resource key>:<record id>` (the single record is id 1). */
  const records = new Map<string, Record<string, unknown>>();
  const modules = new Set(options.modules ?? options.resources.flatMap((r) => (r.module ? [r.module] : [])));
  const env: DesignEnv = { registry: options.resources, refTargets: refTargetsFor(options.resources, modules) };
  let clock = Date.UTC(2026, 2, 1, 8, 0, 0);
  const now = () => new Date((clock += 60_000)).toISOString();
  for (const base of options.resources) {
    const versions = (options.versions?.[base.key] ?? []).map((overlay, i) => ({
      version: i + 1,
      overlay: structuredClone(overlay),
      note: i === 0 ? '初始配置' : `第 ${i + 1} 次发布`,
      createdAt: now(),
      createdBy: 1,
      createdByName: WHO,
    }));
    const d = options.drafts?.[base.key];
    const draft = d ? { overlay: structuredClone(d.overlay), baseVersion: d.baseVersion ?? versions.length, updatedAt: now(), updatedByName: WHO } : null;
    store.set(base.key, { base, versions, draft });
  }

  function answer<T>(method: keyof DesignerClient, args: unknown[], run: () => T): Promise<T> {
    calls.push({ method, args });
    if (options.pending?.includes(method)) return new Promise<T>(() => undefined);
    const failure = failures.get(method);
    return new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        if (failure) return reject({ ...failure });
        try {
          resolve(structuredClone(run()));
        } catch (e) {
          reject(e);
        }
      }, options.delayMs ?? 0);
    });
  }

  const stored = (key: string): Stored => {
    const s = store.get(key);
    if (!s) throw notFound(`资源 ${key} `);
    return s;
  };
  const head = (s: Stored) => s.versions.at(-1);
  const current = (key: string) => head(stored(key))?.overlay ?? EMPTY;
  const problemsError = (problems: OverlayProblem[], strip?: RegExp) =>
    refuse(400, problems[0]?.message ?? '配置不正确', problems.map((p) => ({ field: strip ? p.path.replace(strip, '') : p.path, message: p.message })));

  /** Checks and publishes `next` as a new version (409 when `baseVersion` is stale). */
  function publish(key: string, next: ResourceOverlay, note: string, baseVersion?: number, strip?: RegExp): number {
    const s = stored(key);
    const version = s.versions.length;
    if (baseVersion !== undefined && baseVersion !== version) {
      throw refuse(409, `其他管理员已发布了新版本（当前版本 ${version}，您编辑的是版本 ${baseVersion}），请刷新后再发布`);
    }
    const problems = checkOverlay(s.base, next, env);
    if (problems.length) throw problemsError(problems, strip);
    s.versions.push({ version: version + 1, overlay: structuredClone(next), note, createdAt: now(), createdBy: 1, createdByName: WHO });
    return version + 1;
  }

  const client: FakeDesignerClient = {
    calls,
    current,
    draftOf: (key) => stored(key).draft?.overlay ?? null,
    publishElsewhere: (key, overlay, note = '其他管理员发布') => publish(key, overlay, note),
    setFailure(method, failure) {
      if (failure) failures.set(method, failure);
      else failures.delete(method);
    },

    resources: (title) =>
      answer('resources', [title], () => {
        const rows = [...store.values()]
          .filter((s) => !title || s.base.title.includes(title) || s.base.key.includes(title))
          .map((s) => ({
            key: s.base.key,
            title: s.base.title,
            module: s.base.module ?? null,
            version: s.versions.length,
            customFields: (head(s)?.overlay.fields ?? []).filter((f) => !f.removed).length,
            tabs: head(s)?.overlay.tabs.length ?? 0,
          }));
        return { rows, total: rows.length };
      }),
    overlay: (key) =>
      answer('overlay', [key], () => {
        const s = stored(key);
        const h = head(s);
        return {
          key,
          version: s.versions.length,
          overlay: h?.overlay ?? EMPTY,
          publishedAt: h?.createdAt ?? null,
          publishedBy: h ? 1 : null,
          publishedByName: h?.createdByName ?? null,
          draft: s.draft,
          base: s.base,
        };
      }),
    saveDraft: (key, overlay, baseVersion) =>
      answer('saveDraft', [key, overlay, baseVersion], () => {
        const s = stored(key);
        s.draft = { overlay: structuredClone(overlay), baseVersion, updatedAt: now(), updatedByName: WHO };
        return { updatedAt: s.draft.updatedAt, problems: checkOverlay(s.base, overlay, env) };
      }),
    discardDraft: (key) =>
      answer('discardDraft', [key], () => {
        const s = stored(key);
        const deleted = s.draft !== null;
        s.draft = null;
        return { deleted };
      }),
    preview: (key, overlay) =>
      answer('preview', [key, overlay], () => ({ ...mergeOverlay(stored(key).base, overlay), problems: checkOverlay(stored(key).base, overlay, env) })),
    publish: (key, body) =>
      answer('publish', [key, body], () => {
        const version = publish(key, body.overlay, body.note?.trim() || '发布设计器草稿', body.baseVersion);
        stored(key).draft = null;
        return { version };
      }),
    versions: (key, page, limit) =>
      answer('versions', [key, page, limit], () => {
        const all = [...stored(key).versions].reverse();
        const rows = all.slice((page - 1) * limit, page * limit).map(({ overlay, ...v }) => ({
          ...v,
          createdBy: v.createdBy ?? null,
          fields: overlay.fields.filter((f) => !f.removed).length,
          tabs: overlay.tabs.length,
        }));
        return { rows, total: all.length };
      }),
    version: (key, version) =>
      answer('version', [key, version], () => {
        const v = stored(key).versions[version - 1];
        if (!v) throw notFound(`版本 ${version} `);
        return v;
      }),
    diff: (key, from, to) =>
      answer('diff', [key, from, to], () => {
        const load = (n: number) => {
          if (n === 0) return null;
          const v = stored(key).versions[n - 1];
          if (!v) throw notFound(`版本 ${n} `);
          return v.overlay;
        };
        return { from, to, changes: diffOverlays(load(from), load(to)) };
      }),
    rollback: (key, version, baseVersion) =>
      answer('rollback', [key, version, baseVersion], () => {
        const target = version === 0 ? EMPTY : stored(key).versions[version - 1]?.overlay;
        if (!target) throw notFound(`版本 ${version} `);
        const v = publish(key, target, version > 0 ? `回滚到版本 ${version}` : '回滚到初始（无自定义）', baseVersion);
        stored(key).draft = null;
        return { version: v };
      }),
    schemaFile: (key) => answer('schemaFile', [key], () => ({ version: stored(key).versions.length, file: mergeOverlay(stored(key).base, current(key)).resource })),
    refTargets: () =>
      answer('refTargets', [], () => {
        const rows = [...env.refTargets.values()];
        return { rows, total: rows.length };
      }),
    checkSchemaFile: (key, file) =>
      answer('checkSchemaFile', [key, file], () => {
        const problems = checkDesignedFile(stored(key).base, file, env);
        return { ok: problems.length === 0, problems };
      }),
    saveSchemaFile: (key, body) =>
      answer('saveSchemaFile', [key, body], () => {
        const s = stored(key);
        const problems = checkDesignedFile(s.base, body.file, env);
        if (problems.length) throw refuse(400, problems[0].message, problems.map((e) => ({ field: e.pointer, message: e.message })));
        return { version: publish(key, overlayFromFile(s.base, current(key), body.file as ResourceFile), body.note?.trim() || '表单设计器保存', body.baseVersion, /^file/) };
      }),

    ...fakeSpecCalls({ answer, base: (key) => stored(key).base, current, publish, records }),
  };
  return client;
}
