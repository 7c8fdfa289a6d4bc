// Replays the demo permits (demo-permit-plan.ts) through the permit steps the API calls, acting as the demo
// accounts, then sweeps once at the seed time as the minute sweep would: the states, slots, analyses, events
// and warnings are those the rules give, and the numbers come from the permit sequence. Runs inside the
// seed's transaction, as the application role with the enterprise set (row-level security and the audit
// apply as for a request); the seed's own role is restored at the end.
import { APPROVAL_ROLES } from '../../../domain/approval-slots.ts';
import { currentSlot } from '../../../domain/permit-lifecycle.ts';
import { signerRefusal } from '../../../domain/permit-signers.ts';
import { permitKindShortName, type PermitKind } from '../../../domain/permit-kinds.ts';
import { runAction, type PermitActor } from '../../permits/permit-actions.ts';
import { factsOf } from '../../permits/permit-actor.ts';
import {
  auditPermit,
  countersignPermit,
  interruptPermit,
  recordAnalysis,
  saveDraft,
  startPermit,
  submitPermit,
} from '../../permits/permit-steps.ts';
import { loadPermit, toDomain, type PermitRow } from '../../permits/permit-store.ts';
import { signBriefing } from '../../permits/permit-briefing.ts';
import { PERMIT_SITE_RESOURCE } from '../../../domain/phone-paths.ts';
import { strokeLength } from '../../../domain/signature-check.ts';
import { insertSignature } from '../../phone/signature-store.ts';
import { storeFile, useFileDir } from '../../services/file-store.ts';
import { demoSignaturePng, demoStrokes } from './demo-signature.ts';
import { sweepTenant } from '../../permits/permit-sweep.ts';
import { savePermitConfig } from '../../permits/permit-config-store.ts';
import type { Queryable } from '../db.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_BRIEFING, DEMO_COUNTERSIGN, DEMO_HAZARD_ANALYSIS, DEMO_PERMITS, type DemoLogin, type DemoPermit, type DemoStep } from './demo-permit-plan.ts';

/** The enterprise of the demo permits. */
export const DEMO_PERMIT_TENANT = 1001;
const MIN = 60_000;
/** Minutes between two approvals of one `approve` step. */
const APPROVAL_GAP = 10;
/** The approvers of the demo, by the role they hold. */
const APPROVERS = Object.keys(APPROVAL_ROLES);

export interface DemoPermitResult {
  /** Permit id per plan key. */
  ids: Record<string, number>;
  /** What the sweep at the seed time did. */
  expired: number;
  warnings: number;
}

/** The demo accounts of the enterprise as actors (their ids as seeded). */
async function actorsOf(tx: Queryable): Promise<Map<string, PermitActor>> {
  const rows = await tx.query<{ id: number; loginName: string; renYuanId: number | null }>(
    'select id, login_name as "loginName", ren_yuan_id as "renYuanId" from sysuser where tenant_id = $1',
    [DEMO_PERMIT_TENANT],
  );
  const actors = new Map<string, PermitActor>();
  for (const a of DEMO_ACCOUNTS.filter((x) => x.tenantId === DEMO_PERMIT_TENANT)) {
    const row = rows.find((r) => r.loginName === a.loginName);
    const session = { userName: a.userName, renYuanId: row?.renYuanId == null ? null : Number(row.renYuanId) };
    if (row) actors.set(a.loginName, { tenantId: DEMO_PERMIT_TENANT, userId: Number(row.id), roles: a.roles, isAdmin: false, viewOnly: false, session });
  }
  return actors;
}

/** The enterprise names its countersigning departments (DEMO_COUNTERSIGN), their signers by staff name, as qyadmin. */
async function configureCountersign(tx: Queryable, by: PermitActor): Promise<void> {
  const staff = await tx.query<{ id: number; name: string }>('select id, name from staffinfo where tenant_id = $1', [DEMO_PERMIT_TENANT]);
  const idOf = (name: string) => {
    const s = staff.find((x) => x.name === name);
    if (!s) throw new Error(`演示人员不存在：${name}`);
    return Number(s.id);
  };
  const DONG_TU = DEMO_COUNTERSIGN.DONG_TU.map((d) => ({ name: d.name, signers: d.signers.map(idOf) }));
  await savePermitConfig(tx, DEMO_PERMIT_TENANT, by.userId, { countersign: { DONG_TU } });
}

/** The form of a story: the common fields of a permit, its planned times and its own fields. */
function formOf(p: DemoPermit, createdAt: Date, at: (m: number) => Date, served: PermitRow | undefined): Record<string, unknown> {
  return {
    shenQingShiJian: createdAt.toISOString(),
    jiHuaKaiShiShiJian: at(p.planned[0]).toISOString(),
    jiHuaJieShuShiJian: at(p.planned[1]).toISOString(),
    buMen: '生产一车间',
    fengXianBianShi: '火灾、爆炸、中毒窒息、高处坠落',
    zuoYeFuZeRen: '张伟',
    zuoYeRen: [{ xingMing: '刘洋', zhengShuHao: 'T320502199305120018' }],
    jianHuRen: '陈明',
    fenXiRen: '李安全',
    anQuanCuoShi: [
      { cuoShi: '作业现场配备灭火器、设置警戒区', sheJi: true, queRenRen: '张伟' },
      { cuoShi: '作业人员正确佩戴劳动防护用品', sheJi: true, queRenRen: '刘洋' },
    ],
    fengXianFenXi: DEMO_HAZARD_ANALYSIS,
    anQuanJiaoDi: { ...DEMO_BRIEFING, jiaoDiShiJian: createdAt.toISOString() },
    ...(served ? { guanLianZuoYe: [{ zuoYeMingCheng: `${permitKindShortName(served.kind)}作业`, zuoYeBianHao: served.number }] } : {}),
    ...p.form,
  };
}

/**
 * Each worker of draft `id` signs its safety briefing at `at` on `by`'s phone, as on the permit's phone page: a
 * signature drawn on the permit (its image stored in the server's file directory), then the sign step.
 */
async function briefDemo(tx: Queryable, by: PermitActor, kind: PermitKind, id: number, at: Date, fileDir: string): Promise<void> {
  const row = await loadPermit(tx, DEMO_PERMIT_TENANT, id);
  const workers = Array.isArray(row.data.zuoYeRen) ? row.data.zuoYeRen : [];
  for (let i = 0; i < workers.length; i++) {
    const strokes = demoStrokes(id + i);
    const png = demoSignaturePng(strokes);
    useFileDir(fileDir);
    const file = await storeFile(tx, by, { name: `signature-permit-${id}.png`, buffer: png, kind: 'image' });
    const sig = await insertSignature(tx, DEMO_PERMIT_TENANT, {
      resource: PERMIT_SITE_RESOURCE,
      recordId: id,
      userId: by.userId,
      staffId: null,
      signerName: by.session.userName,
      fileId: file.id,
      strokes,
      strokeCount: strokes.length,
      strokeLength: strokeLength(strokes),
      positionId: null,
    });
    await tx.query('update signature set signed_at = $3 where tenant_id = $1 and id = $2', [DEMO_PERMIT_TENANT, sig.id, at]);
    await signBriefing(tx, by, kind, { id, zuoYeRen: i, signatureId: sig.id }, at);
  }
}

/**
 * Replays every story and sweeps once at `now`; answers the ids and what the sweep did. `fileDir`: where the
 * briefing signatures' images are stored (the server's file directory).
 */
export async function seedDemoPermits(tx: Queryable, now: Date, fileDir: string): Promise<DemoPermitResult> {
  const actors = await actorsOf(tx);
  const at = (m: number) => new Date(now.getTime() + m * MIN);
  let acting = '';
  const actor = async (login: DemoLogin): Promise<PermitActor> => {
    const a = actors.get(login);
    if (!a) throw new Error(`演示账号不存在：${login}`);
    // As a request would: the acting account is the audit's user.
    if (acting !== login) await tx.query("select set_config('app.user', $1, true)", [String(a.userId)]);
    acting = login;
    return a;
  };
  /** The first account holding a role of the slot awaiting an opinion that may sign it (not twice: permit-signers.ts). */
  const approverOf = (row: PermitRow): DemoLogin => {
    const slot = currentSlot(toDomain(row));
    const role = slot?.roles.find((r) => APPROVERS.includes(r));
    const maySign = (login: string) => signerRefusal(factsOf(row), String(actors.get(login)?.userId)) === null;
    const login = DEMO_ACCOUNTS.find((a) => a.tenantId === DEMO_PERMIT_TENANT && role && a.roles.includes(role) && maySign(a.loginName))?.loginName;
    if (!slot || !login) throw new Error(`演示作业票 ${row.number} 没有可审批的环节`);
    return login as DemoLogin;
  };

  await tx.query("select set_config('role', 'zax_app', true), set_config('app.tenant', $1, true)", [String(DEMO_PERMIT_TENANT)]);
  await configureCountersign(tx, await actor('qyadmin'));
  const rows = new Map<string, PermitRow>();
  for (const p of DEMO_PERMITS) {
    const kind: PermitKind = p.kind;
    // The permit as the last step left it (a story begins with 'create').
    let last: PermitRow | undefined;
    const step = async (s: DemoStep): Promise<PermitRow> => {
      const when = at(s.at);
      if (s.do === 'create') {
        const served = p.serves ? rows.get(p.serves) : undefined;
        const by = await actor(s.by);
        const id = await saveDraft(tx, by, kind, formOf(p, when, at, served), when);
        // GB 30871 4.4: the workers sign the briefing on the phone before the permit is submitted.
        await briefDemo(tx, by, kind, id, when, fileDir);
        return loadPermit(tx, DEMO_PERMIT_TENANT, id);
      }
      if (!last) throw new Error(`演示作业票 ${p.key} 须先创建`);
      const row = last;
      switch (s.do) {
        case 'submit':
          return submitPermit(tx, await actor(s.by), kind, row.id, s.opinion, when);
        case 'approve': {
          let next = row;
          for (let i = 0; next.state === 'APPROVING' && i < (s.slots ?? Infinity); i++) {
            const audit = { decision: 'approve' as const, opinion: '同意', slotIndex: next.slotIndex ?? 0 };
            next = await auditPermit(tx, await actor(approverOf(next)), kind, row.id, audit, at(s.at + i * APPROVAL_GAP));
          }
          return next;
        }
        case 'return': {
          const audit = { decision: 'return' as const, opinion: s.opinion, slotIndex: row.slotIndex ?? 0 };
          return auditPermit(tx, await actor(approverOf(row)), kind, row.id, audit, when);
        }
        case 'countersign':
          return countersignPermit(tx, await actor(s.by), kind, row.id, { department: s.department, decision: 'approve', opinion: s.opinion }, when);
        case 'analysis':
          await recordAnalysis(tx, await actor(s.by), kind, { ...s.gas, id: row.id, fenXiShiJian: when.toISOString() }, now);
          return row;
        case 'start':
          return startPermit(tx, await actor(s.by), kind, row.id, s.opinion, when);
        case 'interrupt':
          return interruptPermit(tx, await actor(s.by), kind, row.id, s.opinion, when);
        default: {
          // The calls common to every kind (/zuoYePiao/finish, archive, discard, remove): the state machine alone.
          const by = await actor(s.by);
          const locked = await loadPermit(tx, DEMO_PERMIT_TENANT, row.id, { forUpdate: true });
          const action = s.do === 'finish' || s.do === 'discard' ? { type: s.do, opinion: s.opinion } : { type: s.do };
          return runAction(tx, by, locked, action, { at: when });
        }
      }
    };
    for (const s of p.steps) last = await step(s);
    if (last) rows.set(p.key, last);
  }
  // The sweep of the first minute: past their end, permits expire; the others warn as they would.
  await tx.query("select set_config('app.user', '', true)");
  const swept = await sweepTenant(tx, DEMO_PERMIT_TENANT, now);
  await tx.query("select set_config('role', 'none', true), set_config('app.tenant', '', true)");
  return { ids: Object.fromEntries([...rows].map(([k, r]) => [k, r.id])), ...swept };
}
