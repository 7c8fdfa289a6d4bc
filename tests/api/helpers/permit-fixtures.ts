// Shared fixtures of the permit API tests: a valid form per kind, the approver account of each role, and
// small call helpers over the test app.
import type { PermitKind } from '../../../src/domain/permit-kinds.ts';
import { kindPath } from '../../../src/server/permits/permit-kind-paths.ts';
import { dataUrl, NAME_STROKES, PAD_PNG } from './signature-sample.ts';
import { PASSWORDS, type TestApp } from './test-app.ts';

export const TSZY = '/zax-cloud/tszy';
export const MIN = 60_000;
export const HOUR = 60 * MIN;

/** The base path of a kind's calls: /zax-cloud/tszy/dongHuo. */
export const kindUrl = (kind: PermitKind) => `${TSZY}/${kindPath(kind)}`;

/** The demo account holding each approval role (spec 001 §3.1: 766, 769, 770). */
export const ROLE_ACCOUNT: Record<string, string> = { generalManager: 'gm01', safetyDept: 'aq01', workshopDirector: 'cj01' };
/** The second holder of a role: one person signs at most one approval slot of a permit (docs/permits.md). */
export const SECOND_ACCOUNT: Record<string, string> = { safetyDept: 'aq02', workshopDirector: 'cj02' };

const OWN: Record<PermitKind, Record<string, unknown>> = {
  DONG_HUO: { dongHuoFangShi: '电焊', dongHuoJiBie: '二级', luTian: true, geLiZhuangZhi: false },
  SHOU_XIAN: { shouXianKongJian: 'V-101 储罐', yuanJieZhi: '甲醇' },
  // Its own site: no hot work may be done within 30 m of blind-plate work (permit-simultaneous.ts). Each form names
  // another pipeline and plate (formFor): one blind-plate work per pipeline at a time.
  MANG_BAN: { mangBanCaoZuo: '堵', zuoYeDiDian: '一车间蒸汽管廊', jieZhi: '蒸汽', wenDu: 180, yaLi: 1.0 },
  GAO_CHU: { zuoYeGaoDu: 8, keGuanWeiXianYinSu: [] },
  DIAO_ZHUANG: { diaoZhuangZhiLiang: 50, siSuoRen: '刘洋', zhiHuiRen: '陈明' },
  YONG_DIAN: { gongLv: 15, dianYa: 380, dianGongZhengHao: 'T3201-0001' },
  DONG_TU: { dongTuMianJi: 20, dongTuShenDu: 1.5 },
  DUAN_LU: { duanLuDuan: '厂区东路北段' },
  YI_BAN_SHI_GONG: { shiGongDanWei: '华安检修工程有限公司' },
  DIAN_QI_GE_LI: { geLiSheBei: 'P-201 电机', geLiFangShi: '断开空开并挂牌' },
};

let plates = 0;

/** A valid form of a kind: planned from 1 minute ago for 2 hours, so that it can start at once. */
export function formFor(kind: PermitKind, over: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Date.now();
  const plate = kind === 'MANG_BAN' ? (plates += 1) : 0;
  const blind = plate ? { guanDaoMingCheng: `蒸汽总管${plate}`, mangBanBianHao: `MB-${plate}` } : {};
  return {
    shenQingShiJian: new Date(now).toISOString(),
    jiHuaKaiShiShiJian: new Date(now - MIN).toISOString(),
    jiHuaJieShuShiJian: new Date(now + 2 * HOUR).toISOString(),
    buMen: '生产一车间',
    zuoYeDiDian: '一车间罐区',
    zuoYeNeiRong: '检修作业',
    fengXianBianShi: '火灾、中毒',
    zuoYeFuZeRen: '张伟',
    zuoYeRen: [{ xingMing: '刘洋', zhengShuHao: 'T123456' }],
    jianHuRen: '陈明',
    fenXiRen: '李安全',
    anQuanCuoShi: [{ cuoShi: '作业现场配备灭火器', sheJi: true, queRenRen: '张伟' }],
    // GB 30871 4.1 and 4.4 (issue 16 item 5): the workers' signatures of the briefing are drawn once the draft exists (signBriefing).
    fengXianFenXi: [{ buZhou: '作业前准备', weiHai: '可燃物、有毒气体', kongZhi: '清理可燃物，检测气体合格', fenXiRen: '张伟' }],
    anQuanJiaoDi: { jiaoDiRen: '赵志强', jiaoDiShiJian: new Date(now - MIN).toISOString(), jiaoDiNeiRong: '作业风险与安全措施、应急处置' },
    ...OWN[kind],
    ...blind,
    ...over,
  };
}

/** A passing analysis taken `minutesAgo` minutes ago (methane 0.1 %, oxygen 20.9 %). */
export function passingAnalysis(id: number, minutesAgo = 1, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    qiTiMingCheng: '甲烷',
    fenZiLiang: 16.04,
    baoZhaXiaXian: 5,
    dongHuoZuiGaoYunXuNongDu: 0.5,
    nongDu: 0.1,
    nongDuDanWei: '%',
    yangHanLiang: 20.9,
    fenXiBuWei: '罐顶',
    fenXiRen: '李安全',
    fenXiShiJian: new Date(Date.now() - minutesAgo * MIN).toISOString(),
    ...over,
  };
}

export interface Answer {
  status: number;
  body: { code: number | string; msg: string; entity?: never; errors?: { field: string; message: string }[] } & Record<string, unknown>;
  // The entity, untyped on purpose: the tests read and check it field by field.
  e: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Logged-in call helpers. */
export function permitApi(t: Pick<TestApp, 'login' | 'call'>) {
  const tokens = new Map<string, string>();
  const token = async (login: string) => {
    if (!tokens.has(login)) tokens.set(login, await t.login(login, PASSWORDS[login]));
    return tokens.get(login)!;
  };
  const call = async (login: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer> => {
    const res = await t.call({ method, url, payload, token: await token(login) });
    const body = res.json();
    return { status: res.statusCode, body, e: body.entity };
  };
  return {
    token,
    get: (login: string, url: string) => call(login, 'GET', url),
    post: (login: string, url: string, payload: object) => call(login, 'POST', url, payload),
  };
}
export type PermitApi = ReturnType<typeof permitApi>;

/** A signature of permit `id` drawn by `login` on the phone pages' pad; answers its id. */
export async function drawSignature(api: PermitApi, id: number, login = 'staff01'): Promise<number> {
  const r = await api.post(login, '/zax-cloud/phone/signature', { resource: 'permit', recordId: id, image: dataUrl(PAD_PNG), strokes: NAME_STROKES });
  if (r.status !== 200) throw new Error(`signature of permit ${id}: ${r.status} ${r.body.msg}`);
  return (r.body.data as { id: number }).id;
}

/**
 * Every 作业人 row of draft `permit` (a saveOrUpdate answer) signs its safety briefing (a signature drawn by `login`
 * on the phone, then jiaoDiQianZi), as on the permit's phone page; answers the permit as the last call left it.
 */
export async function signBriefing(api: PermitApi, kind: PermitKind, permit: Answer['e'], login = 'staff01'): Promise<Answer['e']> {
  const id = permit.id as number;
  let last = permit;
  const workers: unknown[] = Array.isArray(permit.zuoYeRen) ? permit.zuoYeRen : [];
  for (let i = 0; i < workers.length; i++) {
    const r = await api.post(login, `${kindUrl(kind)}/jiaoDiQianZi`, { id, zuoYeRen: i, signatureId: await drawSignature(api, id, login) });
    if (r.status !== 200) throw new Error(`jiaoDiQianZi ${kind} ${id} worker ${i}: ${r.status} ${r.body.msg}`);
    last = r.e;
  }
  return last;
}

/** Saves a form of `kind` as staff01 and has its workers sign the briefing; answers the saveOrUpdate answer. */
export async function saveBriefed(api: PermitApi, kind: PermitKind, body: Record<string, unknown>): Promise<Answer> {
  const r = await api.post('staff01', `${kindUrl(kind)}/saveOrUpdate`, body);
  if (r.status === 200) await signBriefing(api, kind, r.e);
  return r;
}

/** Creates a draft of `kind` as staff01, its briefing signed by its workers; answers the permit. */
export async function createDraft(api: PermitApi, kind: PermitKind, over: Record<string, unknown> = {}): Promise<Answer['e']> {
  const r = await api.post('staff01', `${kindUrl(kind)}/saveOrUpdate`, formFor(kind, over));
  if (r.status !== 200) throw new Error(`saveOrUpdate ${kind}: ${r.status} ${r.body.msg}`);
  return signBriefing(api, kind, r.e);
}

/** The demo accounts by the name of their staff record (the countersigning departments name staff). */
export const STAFF_ACCOUNT: Record<string, string> = { 王建国: 'gm01', 李安全: 'aq01', 赵志强: 'cj01', 张伟: 'staff01' };

/**
 * Each department of a 会签 slot not signed yet (动土 / 断路, the enterprise's departments: the demo names 安全 and 设备)
 * countersigns with the first of its signers who has an account and signed nothing of the permit yet.
 */
async function countersignAll(api: PermitApi, kind: PermitKind, id: number, departments: { name: string; signer?: string; signerNames?: string[] }[], signed: string[]): Promise<void> {
  for (const d of departments.filter((x) => !x.signer)) {
    const login = (d.signerNames ?? []).map((n) => STAFF_ACCOUNT[n]).find((l) => l && l !== 'staff01' && !signed.includes(l));
    if (!login) throw new Error(`huiQian ${kind}: nobody may countersign ${d.name}`);
    signed.push(login);
    const r = await api.post(login, `${kindUrl(kind)}/huiQian`, { id, department: d.name, decision: 'approve', opinion: '同意' });
    if (r.status !== 200) throw new Error(`huiQian ${kind} ${d.name}: ${r.status} ${r.body.msg}`);
  }
}

/**
 * Approves every approval slot in order (a 会签 slot with departments: each department countersigns) with the account holding its role (its second holder when the first
 * signed an earlier slot); answers the last answer.
 */
export async function approveAll(api: PermitApi, kind: PermitKind, id: number): Promise<Answer['e']> {
  const signed: string[] = [];
  for (let i = 0; i < 10; i++) {
    const part = await api.get('staff01', `${kindUrl(kind)}/participants?id=${id}`);
    const cur = part.e.slots.find((s: { current: boolean }) => s.current);
    if (!cur) return part.e;
    if (cur.departments?.length) {
      await countersignAll(api, kind, id, cur.departments, signed);
      continue;
    }
    const role: string = cur.roles[0];
    const login = signed.includes(ROLE_ACCOUNT[role]) ? SECOND_ACCOUNT[role] : ROLE_ACCOUNT[role];
    signed.push(login);
    const r = await api.post(login, `${kindUrl(kind)}/zhongShen`, { id, decision: 'approve', slotIndex: cur.index, opinion: '同意' });
    if (r.status !== 200) throw new Error(`zhongShen ${kind} slot ${cur.index}: ${r.status} ${r.body.msg}`);
  }
  throw new Error('too many approval slots');
}

/** A permit of `kind` submitted by staff01 and approved to APPROVED; answers its id. */
export async function approvedPermit(api: PermitApi, kind: PermitKind, over: Record<string, unknown> = {}): Promise<number> {
  const { id } = await createDraft(api, kind, over);
  const s = await api.post('staff01', `${kindUrl(kind)}/submit`, { id });
  if (s.status !== 200) throw new Error(`submit ${kind}: ${s.status} ${s.body.msg}`);
  await approveAll(api, kind, id);
  return id;
}
