// The demo data of the first start is consistent (issue 11 item 13): permits of several kinds in every state
// of the lifecycle, reached through the permit steps; gas analyses that pass and fail; every warning about a
// record that exists in its enterprise; numbers from the sequence, so the next permit gets a fresh one; and
// the sweep then expires what ends.
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMIT_STATE_LABELS, type PermitState } from '../../src/domain/permit-lifecycle.ts';
import type { PermitKind } from '../../src/domain/permit-kinds.ts';
import { DEMO_PERMITS } from '../../src/server/db/seed/demo-permit-plan.ts';
import { seedDemoPermits } from '../../src/server/db/seed/demo-permits.ts';
import { permitFormSchema } from '../../src/server/permits/permit-form-schemas.ts';
import { sweepPermitWarnings } from '../../src/server/permits/permit-sweep.ts';
import type { StoredSlot } from '../../src/server/permits/permit-store.ts';
import { createDraft, MIN, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let api: PermitApi;
/** The seed ran between these two instants. */
let seededFrom: number;
let seededTo: number;
beforeAll(async () => {
  seededFrom = Date.now();
  t = await createTestApp({}, { fresh: true });
  seededTo = Date.now();
  api = permitApi(t);
});
afterAll(() => t?.close());

interface Row {
  id: number;
  tenantId: number;
  number: string;
  kind: PermitKind;
  grade: string | null;
  state: PermitState;
  slotIndex: number | null;
  slots: StoredSlot[];
  plannedEnd: Date | null;
  interruptedAt: Date | null;
  lastReturn: object | null;
  data: Record<string, unknown>;
}
const permits = () =>
  t.db.query<Row>(
    `select id, tenant_id as "tenantId", number, kind, grade, state, slot_index as "slotIndex", slots,
            planned_end as "plannedEnd", interrupted_at as "interruptedAt", last_return as "lastReturn", data
       from permit order by id`,
  );
const LIVE: PermitState[] = ['APPROVING', 'APPROVED', 'IN_PROGRESS'];

describe('the demo permits', () => {
  it('hold every state of the lifecycle, with interrupted work, a returned draft and each approval slot awaited', async () => {
    const rows = await permits();
    const states = Object.keys(PERMIT_STATE_LABELS) as PermitState[];
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(states));
    expect(rows.some((r) => r.state === 'IN_PROGRESS' && r.interruptedAt !== null)).toBe(true);
    expect(rows.some((r) => r.state === 'IN_PROGRESS' && r.interruptedAt === null)).toBe(true);
    expect(rows.some((r) => r.state === 'DRAFT' && r.lastReturn !== null)).toBe(true);
    expect(rows.some((r) => r.state === 'DRAFT' && r.lastReturn === null)).toBe(true);
    // For some kind, every approval slot of its permits is awaited by one of them.
    const approving = rows.filter((r) => r.state === 'APPROVING');
    const covered = [...new Set(approving.map((r) => r.kind))].some((kind) => {
      const mine = approving.filter((r) => r.kind === kind);
      const approveSlots = mine[0].slots.flatMap((s, i) => (s.phase === 'approve' ? [i] : []));
      return approveSlots.length > 1 && approveSlots.every((i) => mine.some((r) => r.slotIndex === i));
    });
    expect(covered).toBe(true);
  });

  it('are of several kinds, hot work at several grades, all in enterprise 1001 and valid forms of their kind', async () => {
    const rows = await permits();
    expect(new Set(rows.map((r) => r.tenantId))).toEqual(new Set([1001]));
    expect(new Set(rows.map((r) => r.kind)).size).toBeGreaterThanOrEqual(6);
    // Night and rest days raise a grade, so the grades depend on the seed time; at least two remain.
    expect(new Set(rows.filter((r) => r.kind === 'DONG_HUO').map((r) => r.grade)).size).toBeGreaterThanOrEqual(2);
    const ajv = new Ajv({ allErrors: true, strict: false });
    for (const r of rows) {
      const validate = ajv.compile(permitFormSchema(r.kind));
      expect(validate(r.data) ? [] : validate.errors, r.number).toEqual([]);
    }
    expect(rows).toHaveLength(DEMO_PERMITS.length);
  });

  it('were taken step by step by the demo accounts, up to the seed time', async () => {
    const events = await t.db.query<{ permitId: number; action: string; byName: string; at: Date }>(
      'select permit_id as "permitId", action, by_name as "byName", at from permit_event order by permit_id, at, id',
    );
    const rows = await permits();
    for (const r of rows) {
      const mine = events.filter((e) => e.permitId === r.id);
      expect(mine[0]?.action, r.number).toBe('create');
      expect(mine.every((e) => new Date(e.at).getTime() <= seededTo)).toBe(true);
    }
    const actions = new Set(events.map((e) => e.action));
    for (const a of ['create', 'submit', 'audit', 'start', 'interrupt', 'finish', 'archive', 'discard', 'remove', 'expire']) {
      expect(actions, a).toContain(a);
    }
    // The sweep of the seed expired at the seed time.
    for (const e of events.filter((x) => x.action === 'expire')) {
      expect(new Date(e.at).getTime()).toBeGreaterThanOrEqual(seededFrom);
      expect(new Date(e.at).getTime()).toBeLessThanOrEqual(seededTo);
    }
    expect(new Set(events.map((e) => e.byName))).toEqual(new Set(['张伟', '赵主任', '孙副主任', '李安全', '钱审核', '王总', '企业管理员', '系统']));
  });

  it('have gas analyses that pass and that fail, each of a hot-work or confined-space permit of the enterprise', async () => {
    const analyses = await t.db.query<{ pass: boolean; kind: string; tenantId: number }>(
      `select g.pass, p.kind, g.tenant_id as "tenantId" from gas_analysis g
         left join permit p on p.tenant_id = g.tenant_id and p.id = g.permit_id`,
    );
    expect(new Set(analyses.map((a) => a.pass))).toEqual(new Set([true, false]));
    expect(new Set(analyses.map((a) => a.kind))).toEqual(new Set(['DONG_HUO', 'SHOU_XIAN']));
  });
});

describe('the demo warnings', () => {
  it('each refers to a permit of its own enterprise, for a person of that enterprise', async () => {
    const orphans = await t.db.query(
      `select w.id, w.model, w.zuo_ye_id from risk_warning w
        where w.model <> 'tszy'
           or not exists (select 1 from permit p where p.tenant_id = w.tenant_id and p.id = w.zuo_ye_id)
           or not exists (select 1 from staffinfo s where s.tenant_id = w.tenant_id and s.id = w.staff_id)`,
    );
    expect(orphans).toEqual([]);
    const kinds = await t.db.query<{ kind: string }>('select distinct kind from risk_warning order by kind');
    expect(kinds.map((k) => k.kind)).toEqual(
      ['GAS_ANALYSIS_OVERDUE', 'PERMIT_AWAITING', 'PERMIT_EXPIRED', 'PERMIT_EXPIRING', 'PERMIT_RETURNED', 'WORK_INTERRUPTED'],
    );
  });

  it("name the permit they refer to, and staff01 opens each one of its bell's", async () => {
    const named = await t.db.query<{ risk: string; number: string }>(
      'select w.risk, p.number from risk_warning w join permit p on p.tenant_id = w.tenant_id and p.id = w.zuo_ye_id',
    );
    for (const w of named) expect(w.risk).toContain(w.number);
    const token = await t.login('staff01', PASSWORDS.staff01);
    const list = await t.call({ method: 'GET', url: '/zax-cloud/tszy/riskWarning/current-login-staff?pageIndex=1&pageSize=100', token });
    const { dataList, total } = list.json().entity as { dataList: { zuoYeId: number }[]; total: number };
    expect(total).toBeGreaterThan(0);
    const count = await t.call({ method: 'GET', url: '/zax-cloud/tszy/zuoYePiao/appIndexCount', token });
    expect(count.json().entity.riskUnreadCount).toBe(total);
    for (const w of dataList) {
      const d = await api.get('staff01', `${TSZY}/zuoYePiao/detail?id=${w.zuoYeId}`);
      expect(d.status, String(w.zuoYeId)).toBe(200);
    }
  });
});

describe('after the seed', () => {
  it('the sweep expires the live permits that end, and only those', async () => {
    const at = new Date(seededTo + 100 * MIN);
    const before = await permits();
    const ending = before.filter((r) => LIVE.includes(r.state) && r.plannedEnd && new Date(r.plannedEnd).getTime() < at.getTime());
    expect(ending.length).toBeGreaterThan(0);
    // Expired at the seed already: what had ended before it.
    for (const r of before.filter((x) => x.state === 'EXPIRED')) expect(new Date(r.plannedEnd!).getTime()).toBeLessThan(seededTo);
    const r = await sweepPermitWarnings(t.db, at);
    expect(r.expired).toBe(ending.length);
    const after = new Map((await permits()).map((x) => [x.id, x.state]));
    for (const e of ending) expect(after.get(e.id), e.number).toBe('EXPIRED');
    for (const b of before.filter((x) => !ending.includes(x))) expect(after.get(b.id), b.number).toBe(b.state);
  });

  it('the first permit created gets a fresh number from the sequence', async () => {
    const numbers = (await permits()).map((r) => Number(r.number.slice(4)));
    const created = await createDraft(api, 'DONG_TU');
    expect(created.zuoYeBianHao).toMatch(/^HJZA\d{13}$/);
    expect(Number(created.zuoYeBianHao.slice(4))).toBe(Math.max(...numbers) + 1);
  });
});

describe('whatever the time of the first start', () => {
  // Night, rest days and holidays raise hot-work grades (other approvers, shorter caps and interruption
  // limits): the stories hold at any hour. Each is replayed in a transaction that is then rolled back.
  const STARTS = [
    '2026-03-02T09:00:00+08:00', // Monday morning
    '2026-03-02T17:40:00+08:00', // planned starts fall at night
    '2026-03-02T23:30:00+08:00', // night
    '2026-03-07T04:00:00+08:00', // Saturday night
    '2026-03-08T13:00:00+08:00', // Sunday
    '2027-01-01T12:00:00+08:00', // New Year's Day
  ];
  it.each(STARTS)('replays every story when first started at %s', async (start) => {
    const rollback = new Error('rollback');
    const states = await t.db
      .transaction(async (tx) => {
        const r = await seedDemoPermits(tx, new Date(start), t.config.fileDir);
        const ids = Object.values(r.ids);
        const rows = await tx.query<{ state: PermitState }>('select state from permit where id = any($1::bigint[])', [ids]);
        expect(ids).toHaveLength(DEMO_PERMITS.length);
        expect(r.expired).toBeGreaterThan(0);
        throw Object.assign(rollback, { states: new Set(rows.map((x) => x.state)) });
      })
      .catch((err: unknown) => {
        if (err !== rollback) throw err;
        return (err as Error & { states: Set<PermitState> }).states;
      });
    expect(states).toEqual(new Set(Object.keys(PERMIT_STATE_LABELS)));
  });
});
