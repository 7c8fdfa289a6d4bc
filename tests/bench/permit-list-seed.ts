// The permits of the permit list figures (issue 6): `n` permits of one tenant inserted by SQL, a year of an
// enterprise's special work. Kinds, grades, states, sites and people are drawn from hashes of the row number
// (hashint4extended: the same rows on every run and both databases); numbers come from the real sequence
// (HJZA + 13 digits, increasing with created_at); `data` holds the form as saveOrUpdate stores it; submitted
// permits carry their kind's and grade's approval slots (approvalSlots), signed when approved.
import { approvalSlots } from '../../src/domain/approval-slots.ts';
import { PERMIT_GRADE_LABELS, PERMIT_KIND_INFO, type PermitGrade, type PermitKind } from '../../src/domain/permit-kinds.ts';
import type { Db } from '../../src/server/db/db.ts';

/** Share of each kind, per mille (hot work and work at height dominate a chemical plant's permits). */
const KIND_SHARES: Array<[PermitKind, number]> = [
  ['DONG_HUO', 280],
  ['GAO_CHU', 200],
  ['YONG_DIAN', 120],
  ['YI_BAN_SHI_GONG', 100],
  ['SHOU_XIAN', 80],
  ['DIAO_ZHUANG', 60],
  ['DONG_TU', 60],
  ['MANG_BAN', 50],
  ['DUAN_LU', 25],
  ['DIAN_QI_GE_LI', 25],
];

/** Share of each grade within its kind, per cent; kinds without grades have one null grade. */
const GRADE_SHARES: Partial<Record<PermitKind, Array<[PermitGrade, number]>>> = {
  DONG_HUO: [['ER_JI', 70], ['YI_JI', 25], ['TE_JI', 5]],
  GAO_CHU: [['I', 40], ['II', 35], ['III', 20], ['IV', 5]],
  DIAO_ZHUANG: [['SAN_JI', 60], ['ER_JI', 30], ['YI_JI', 10]],
};

/** States, per cent: permits older than two weeks are closed; the last two weeks hold the live ones. */
const OLD_STATES: Array<[string, number]> = [['ARCHIVED', 70], ['FINISHED', 15], ['DISCARDED', 6], ['EXPIRED', 5], ['REMOVED', 4]];
const RECENT_STATES: Array<[string, number]> = [
  ['DRAFT', 15], ['APPROVING', 15], ['APPROVED', 15], ['IN_PROGRESS', 15], ['FINISHED', 25], ['DISCARDED', 5], ['EXPIRED', 5], ['REMOVED', 5],
];
export const RECENT_DAYS = 14;

const WORKSHOPS = ['一车间', '二车间', '三车间', '四车间', '罐区', '公用工程'];
const AREAS = ['反应釜区', '精馏塔区', '压缩机房', '管廊'];
/** 24 sites (workshop + area) and the department of each (its workshop's). */
export const SITES = WORKSHOPS.flatMap((w) => AREAS.map((a) => `${w}${a}`));
const DEPARTMENTS = WORKSHOPS.flatMap((w) => AREAS.map(() => `${w}管理部`));
const NAMES = ['张伟', '王芳', '李娜', '刘强', '陈明', '杨洋', '赵磊', '黄静', '周杰', '吴敏', '徐亮', '孙丽'];

/** Consecutive ranges [lo, hi] of a list of shares. */
function ranges<T>(shares: Array<[T, number]>): Array<{ value: T; lo: number; hi: number }> {
  let at = 0;
  return shares.map(([value, share]) => {
    const r = { value, lo: at, hi: at + share - 1 };
    at += share;
    return r;
  });
}

/** One row per kind and grade: its ranges, its slots as stored once approved, the index of its first approval slot. */
function profiles() {
  return ranges(KIND_SHARES).flatMap((k) =>
    ranges<PermitGrade | null>(GRADE_SHARES[k.value] ?? [[null, 100]]).map((g) => {
      const slots = approvalSlots(k.value, g.value);
      const signed = slots.map((s) => ({ ...s, decision: 'approve', opinion: '同意', signer: '3', signerName: '张伟' }));
      const firstApprove = slots.findIndex((s) => s.phase === 'approve');
      const info = PERMIT_KIND_INFO[k.value];
      return {
        kind: k.value,
        klo: k.lo,
        khi: k.hi,
        grade: g.value,
        glo: g.lo,
        ghi: g.hi,
        rule: g.value ? `${info.name}，按申请条件判定为${PERMIT_GRADE_LABELS[g.value]}` : null,
        grade_label: g.value ? PERMIT_GRADE_LABELS[g.value] : null,
        slots: signed,
        open_slots: slots.map((s, i) => (s.phase === 'apply' ? signed[i] : s)),
        first_approve: firstApprove < 0 ? null : firstApprove,
      };
    }),
  );
}

const stateRows = () => [
  ...ranges(OLD_STATES).map((s) => ({ recent: false, state: s.value, lo: s.lo, hi: s.hi })),
  ...ranges(RECENT_STATES).map((s) => ({ recent: true, state: s.value, lo: s.lo, hi: s.hi })),
];

const BATCH = 20_000;

/**
 * Inserts `n` permits of `tenantId` (audit trigger off while seeding), then vacuums and analyzes the table
 * as autovacuum would have by then. Answers the milliseconds taken.
 */
export async function seedPermits(db: Db, tenantId: number, n: number): Promise<number> {
  const started = performance.now();
  const [user] = await db.query<{ id: number }>(`select id from sysuser where tenant_id = $1 order by id limit 1`, [tenantId]);
  if (!user) throw new Error(`tenant ${tenantId} has no user`);
  const params = [JSON.stringify(profiles()), JSON.stringify(stateRows()), SITES, DEPARTMENTS, NAMES, tenantId, user.id, n];
  await db.query('alter table permit disable trigger permit_audit');
  try {
    for (let from = 1; from <= n; from += BATCH) {
      const to = Math.min(n, from + BATCH - 1);
      await db.query(SEED_SQL, [...params, from, to]);
    }
  } finally {
    await db.query('alter table permit enable trigger permit_audit');
  }
  await db.query('vacuum analyze permit');
  return performance.now() - started;
}

// $1 profiles, $2 states, $3 sites, $4 their departments, $5 names, $6 tenant, $7 user, $8 n, $9..$10 the batch's rows. Row g was created
// (n - g) / n of a year ago, so the sequence's numbers increase with created_at.
const SEED_SQL = `
with k as (select * from jsonb_to_recordset($1::jsonb) as k(kind text, klo int, khi int, grade text, glo int, ghi int,
             rule text, grade_label text, slots jsonb, open_slots jsonb, first_approve int)),
     st as (select * from jsonb_to_recordset($2::jsonb) as s(recent boolean, state text, lo int, hi int)),
     r as (
       select g, now() - ($8::int - g) * interval '365 days' / $8::int as created,
              abs(hashint4extended(g, 1)) % 1000 as hk, abs(hashint4extended(g, 2)) % 100 as hg,
              abs(hashint4extended(g, 3)) % 100 as hs, 1 + abs(hashint4extended(g, 4)) % array_length($3::text[], 1) as site,
              abs(hashint4extended(g, 5)) as h
         from generate_series($9::int, $10::int) g),
     p as (
       select r.*, k.*, case when k.first_approve is null and st.state = 'APPROVING' then 'APPROVED' else st.state end as state,
              r.created + interval '1 hour' + (r.h % 48) * interval '30 minutes' as pstart,
              ($3::text[])[r.site] as site_name, ($4::text[])[r.site] as dept, ($5::text[])[1 + r.h % array_length($5::text[], 1)] as leader,
              ($5::text[])[1 + (r.h / 7) % array_length($5::text[], 1)] as guard
         from r join k on r.hk between k.klo and k.khi and r.hg between k.glo and k.ghi
                join st on st.recent = (r.created > now() - interval '${RECENT_DAYS} days') and r.hs between st.lo and st.hi)
insert into permit (tenant_id, kind, grade, grade_rule, state, slot_index, slots, planned_start, planned_end, submitted_by,
                    started_at, finished_at, data, zuo_ye_di_dian, department, created_at, updated_at, created_by, updated_by)
select $6, kind, grade, rule, state,
       case when state = 'APPROVING' then first_approve end,
       case when state = 'DRAFT' then '[]'::jsonb when state = 'APPROVING' then open_slots else slots end,
       pstart, pstart + interval '8 hours',
       case when state = 'DRAFT' then null else $7::bigint end,
       case when state in ('IN_PROGRESS', 'FINISHED', 'ARCHIVED') then pstart end,
       case when state in ('FINISHED', 'ARCHIVED') then pstart + interval '6 hours' end,
       jsonb_build_object(
         'shenQingShiJian', to_char(created at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         'jiHuaKaiShiShiJian', to_char(pstart at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         'jiHuaJieShuShiJian', to_char((pstart + interval '8 hours') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         'buMen', dept, 'zuoYeDiDian', site_name,
         'zuoYeNeiRong', '检修 ' || site_name || ' 第 ' || (h % 40 + 1) || ' 号设备及其进出口管线（作业票 ' || g || '）',
         'fengXianBianShi', '可燃气体泄漏、火灾、灼烫、高处坠落、物体打击',
         'zuoYeFuZeRen', leader, 'jianHuRen', guard, 'fenXiRen', '陈明', 'jiaoDiRen', leader, 'jieShouRen', guard,
         'zuoYeRen', (select jsonb_agg(jsonb_build_object('xingMing', ($5::text[])[1 + (h / 11 + w) % 12], 'zhengShuHao', 'T3201-' || lpad(((h + w) % 10000)::text, 4, '0')))
                        from generate_series(1, 1 + h % 4) w),
         'guanLianZuoYe', '[]'::jsonb,
         'anQuanCuoShi', (select jsonb_agg(jsonb_build_object('cuoShi', '安全措施第 ' || w || ' 项：作业前检查确认到位', 'sheJi', w % 3 <> 0, 'queRenRen', leader))
                            from generate_series(1, 4 + h % 5) w))
       || case kind
            when 'DONG_HUO' then jsonb_build_object('dongHuoFangShi', (array['电焊', '气割', '打磨'])[1 + h % 3], 'dongHuoJiBie', grade_label,
                                                     'geLiZhuangZhi', h % 2 = 0, 'luTian', h % 3 = 0)
            when 'GAO_CHU' then jsonb_build_object('zuoYeGaoDu', case grade when 'I' then 4 when 'II' then 8 when 'III' then 20 else 35 end,
                                                    'keGuanWeiXianYinSu', '[]'::jsonb)
            when 'DIAO_ZHUANG' then jsonb_build_object('diaoZhuangZhiLiang', case grade when 'SAN_JI' then 20 when 'ER_JI' then 60 else 120 end,
                                                        'diaoZhuangGongJu', '汽车吊', 'siSuoRen', guard, 'zhiHuiRen', leader)
            when 'SHOU_XIAN' then jsonb_build_object('shouXianKongJian', site_name || ' 储罐', 'yuanJieZhi', '氮气')
            when 'MANG_BAN' then jsonb_build_object('mangBanCaoZuo', (array['抽', '堵'])[1 + h % 2], 'guanDaoMingCheng', '进料管线',
                                                     'jieZhi', '甲醇', 'wenDu', 40, 'yaLi', 0.6, 'mangBanCaiZhi', '碳钢', 'mangBanGuiGe', 'DN100 PN16',
                                                     'mangBanBianHao', 'MB-' || (h % 500))
            when 'YONG_DIAN' then jsonb_build_object('gongLv', 15, 'dianYa', 380, 'dianGongZhengHao', 'T0101-' || (h % 1000), 'jieRuDian', site_name || ' 配电箱')
            when 'DONG_TU' then jsonb_build_object('dongTuMianJi', 12, 'dongTuShenDu', 1.5, 'dongTuFanWei', site_name || ' 东侧')
            when 'DUAN_LU' then jsonb_build_object('duanLuDuan', site_name || ' 南侧道路', 'duanLuYuanYin', '管线检修')
            when 'YI_BAN_SHI_GONG' then jsonb_build_object('shiGongDanWei', '外协施工单位')
            else jsonb_build_object('geLiSheBei', 'P-' || (h % 300) || ' 泵电机', 'geLiFangShi', '断电挂牌上锁')
          end,
       site_name, dept, created, created, $7::bigint, $7::bigint
  from p order by g`;
