import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedPermit, createDraft, formFor, HOUR, kindUrl, MIN, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let api: PermitApi;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(() => t?.close());

const field = (r: { body: { errors?: { field: string }[] } }) => r.body.errors?.[0]?.field;
type Slot = { key: string; roles: string[]; index: number; current: boolean };

describe('roles', () => {
  it('lists the approval roles 766/769/770 with their names and the task role groups', async () => {
    const r = await api.get('viewer', `${TSZY}/roles`);
    expect(r.status).toBe(200);
    expect(r.e.approvalRoles).toEqual([
      { id: 766, code: 'generalManager', name: '总经理/总工程师' },
      { id: 769, code: 'safetyDept', name: '安全管理部门' },
      { id: 770, code: 'workshopDirector', name: '车间主任' },
    ]);
    expect(r.e.taskRoleGroups.map((g: { name: string }) => g.name)).toEqual(['作业负责人任务', '主要负责人及技术负责人任务']);
    expect(r.e.assignableRoles.map((g: { code: string }) => g.code)).toContain('qyStaff');
    expect(r.e.assignableRoles.map((g: { code: string }) => g.code)).not.toContain('admin');
  });
});

describe('role configuration', () => {
  it('answers the default slots per kind and grade', async () => {
    const r = await api.get('viewer', `${TSZY}/roleConfig`);
    expect(r.e.config).toEqual({});
    const hot = r.e.kinds.find((k: { zuoYeLeiXing: string }) => k.zuoYeLeiXing === 'DONG_HUO');
    const teJi = hot.grades.find((g: { jiBie: string }) => g.jiBie === 'TE_JI');
    expect(teJi.slots.find((s: Slot) => s.key === 'shenPiRen')).toMatchObject({ roles: ['generalManager'], roleNames: '总经理/总工程师' });
    const general = r.e.kinds.find((k: { zuoYeLeiXing: string }) => k.zuoYeLeiXing === 'YI_BAN_SHI_GONG');
    expect(general.grades).toEqual([{ jiBie: null, slots: [] }]);
  });

  it('lets only the enterprise administrator write', async () => {
    expect((await api.post('staff01', `${TSZY}/roleConfig`, {})).status).toBe(403);
    expect((await api.post('viewer', `${TSZY}/roleConfig`, {})).status).toBe(403);
    expect((await api.post('cj01', `${TSZY}/fieldConfig`, { windPolicy: 'raise' })).status).toBe(403);
  });

  it.each([
    [{ FOO: { slots: {} } }, 'FOO', '未知的作业类型：FOO'],
    [{ DONG_HUO: { slots: { nope: [769] } } }, 'DONG_HUO.slots.nope', '动火作业票没有审批环节「nope」'],
    [{ GAO_CHU: { slots: { suoZaiDanWei: [999] } } }, 'GAO_CHU.slots.suoZaiDanWei', '未知的角色：999'],
    [{ GAO_CHU: { slots: { suoZaiDanWei: ['admin'] } } }, 'GAO_CHU.slots.suoZaiDanWei', '未知的角色：admin'],
    [{ GAO_CHU: { slots: { suoZaiDanWei: [] } } }, 'GAO_CHU.slots.suoZaiDanWei', '审批环节「所在单位意见」须至少指定一个角色'],
    [{ DONG_HUO: { grades: { IV: { shenPiRen: [766] } } } }, 'DONG_HUO.grades.IV', '动火作业没有级别「IV」'],
    [{ DONG_HUO: { roles: [] } }, 'DONG_HUO.roles', '不支持的配置项：roles'],
    [{ YI_BAN_SHI_GONG: { slots: { fuZeRen: [769] } } }, 'YI_BAN_SHI_GONG.slots.fuZeRen', '一般施工作业票没有审批环节「fuZeRen」'],
  ])('refuses %j by field', async (body, f, msg) => {
    const r = await api.post('qyadmin', `${TSZY}/roleConfig`, body);
    expect(r.status).toBe(400);
    expect(field(r)).toBe(f);
    expect(r.body.msg).toBe(msg);
    expect((await api.get('viewer', `${TSZY}/roleConfig`)).e.config).toEqual({});
  });

  it('makes a configured role approve, per kind and per grade, and clears the acceptance check', async () => {
    const saved = await api.post('qyadmin', `${TSZY}/roleConfig`, {
      GAO_CHU: { slots: { suoZaiDanWei: [769], wanGongYanShou: [] }, grades: { II: { shenPiBuMen: ['generalManager'] } } },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.e.config.GAO_CHU).toEqual({ slots: { suoZaiDanWei: ['safetyDept'], wanGongYanShou: [] }, grades: { II: { shenPiBuMen: ['generalManager'] } } });

    const url = kindUrl('GAO_CHU');
    const { id } = await createDraft(api, 'GAO_CHU'); // 8 m, no hazard: Ⅱ级
    const before = (await api.get('staff01', `${url}/participants?id=${id}`)).e.slots as Slot[];
    expect(before.find((s) => s.key === 'suoZaiDanWei')!.roles).toEqual(['safetyDept']);
    expect(before.find((s) => s.key === 'shenPiBuMen')!.roles).toEqual(['generalManager']);

    expect((await api.post('staff01', `${url}/submit`, { id })).e.zhuangTai).toBe('APPROVING');
    const wrong = await api.post('cj01', `${url}/zhongShen`, { id, decision: 'approve', slotIndex: 1 });
    expect(wrong.status).toBe(409);
    expect(wrong.body.msg).toBe('当前审批环节「所在单位意见」须由安全管理部门审批');
    expect((await api.post('aq01', `${url}/zhongShen`, { id, decision: 'approve', slotIndex: 1 })).status).toBe(200);
    // One person signs one slot (docs/permits.md): 审核部门 is the second holder of 769's.
    expect((await api.post('aq01', `${url}/zhongShen`, { id, decision: 'approve', slotIndex: 2 })).status).toBe(409);
    expect((await api.post('aq02', `${url}/zhongShen`, { id, decision: 'approve', slotIndex: 2 })).status).toBe(200);
    expect((await api.post('aq01', `${url}/zhongShen`, { id, decision: 'approve', slotIndex: 3 })).status).toBe(409);
    const last = await api.post('gm01', `${url}/zhongShen`, { id, decision: 'approve', slotIndex: 3 });
    expect(last.e.zhuangTai).toBe('APPROVED');
    // 完工验收 configured with no role: anyone who may act finishes it.
    expect((await api.post('staff01', `${url}/start`, { id })).status).toBe(200);
    expect((await api.post('staff01', `${TSZY}/zuoYePiao/finish`, { id })).e.zhuangTai).toBe('FINISHED');

    // An empty configuration restores the defaults.
    expect((await api.post('qyadmin', `${TSZY}/roleConfig`, {})).e.config).toEqual({});
  });
});

describe('field configuration', () => {
  it('answers the standard caps in hours and the defaults', async () => {
    const r = await api.get('viewer', `${TSZY}/fieldConfig`);
    expect(r.e).toMatchObject({ caps: {}, windPolicy: 'refuse', calendar: { holidays: [], workdays: [] } });
    const hot = r.e.kinds.find((k: { zuoYeLeiXing: string }) => k.zuoYeLeiXing === 'DONG_HUO');
    expect(hot.grades.find((g: { jiBie: string }) => g.jiBie === 'TE_JI')).toEqual({ jiBie: 'TE_JI', label: '特级', standardHours: 8, hours: 8 });
    const blind = r.e.kinds.find((k: { zuoYeLeiXing: string }) => k.zuoYeLeiXing === 'MANG_BAN');
    expect(blind.grades).toEqual([{ jiBie: '-', label: '不分级', standardHours: null, hours: null }]);
  });

  it.each([
    [{ caps: { FOO: { '-': 1 } } }, 'caps.FOO'],
    [{ caps: { DONG_HUO: { IV: 1 } } }, 'caps.DONG_HUO.IV'],
    [{ caps: { DONG_HUO: { TE_JI: 9 } } }, 'caps.DONG_HUO.TE_JI'],
    [{ caps: { DONG_HUO: { TE_JI: null } } }, 'caps.DONG_HUO.TE_JI'],
    [{ caps: { MANG_BAN: { '-': -2 } } }, 'caps.MANG_BAN.-'],
    [{ calendar: { holidays: ['2026-02-30'] } }, 'calendar.holidays'],
    [{ calendar: { workdays: ['2026-01-07'] } }, 'calendar.workdays'],
    [{ calendar: { holidays: ['2026-01-04'], workdays: ['2026-01-04'] } }, 'calendar.workdays'],
    [{ windPolicy: 'allow' }, 'windPolicy'],
  ])('refuses %j by field', async (body, f) => {
    const r = await api.post('qyadmin', `${TSZY}/fieldConfig`, body);
    expect(r.status).toBe(400);
    expect(field(r)).toBe(f);
  });

  it('refuses a cap above the standard with the standard named', async () => {
    const r = await api.post('qyadmin', `${TSZY}/fieldConfig`, { caps: { DONG_HUO: { TE_JI: 9 } } });
    expect(r.body.msg).toBe('有效期不能超过国家标准规定的上限（8小时）');
  });

  it('makes a configured cap refuse an extension and a submission', async () => {
    const saved = await api.post('qyadmin', `${TSZY}/fieldConfig`, { caps: { GAO_CHU: { II: 3 }, MANG_BAN: { '-': 1.5 } } });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.e.caps).toEqual({ GAO_CHU: { II: 3 }, MANG_BAN: { '-': 1.5 } });
    const url = kindUrl('GAO_CHU');
    const id = await approvedPermit(api, 'GAO_CHU');
    const start = Date.parse((await api.get('staff01', `${TSZY}/zuoYePiao/detail?id=${id}`)).e.jiHuaKaiShiShiJian);
    const past = await api.post('staff01', `${url}/extendTime`, { id, jiHuaJieShuShiJian: new Date(start + 3 * HOUR + MIN).toISOString() });
    expect(past.status).toBe(409);
    expect(past.body.msg).toBe('超过作业票有效期上限，需重新办理作业票');
    const within = await api.post('staff01', `${url}/extendTime`, { id, jiHuaJieShuShiJian: new Date(start + 3 * HOUR).toISOString() });
    expect(within.status, within.body.msg).toBe(200);

    // The blind plate has no cap in the standard; the enterprise's 1.5 h refuses a 2-hour plan.
    const { id: blind } = await createDraft(api, 'MANG_BAN');
    const sub = await api.post('staff01', `${kindUrl('MANG_BAN')}/submit`, { id: blind });
    expect(sub.status).toBe(409);
    expect(sub.body.msg).toBe('计划作业时间超过有效期上限（90分钟）');
    await api.post('qyadmin', `${TSZY}/fieldConfig`, { caps: {} });
    expect((await api.post('staff01', `${kindUrl('MANG_BAN')}/submit`, { id: blind })).e.zhuangTai).toBe('APPROVING');
  });

  it('applies the wind policy and the holiday calendar to the hot-work grade', async () => {
    const site = '二车间露天平台';
    await api.post('staff01', `${TSZY}/zuoYePiao/weather`, { zuoYeDiDian: site, fengLiDengJi: 6 });
    const refused = await api.post('staff01', `${kindUrl('DONG_HUO')}/saveOrUpdate`, formFor('DONG_HUO', hotForm(site)));
    expect(refused.status).toBe(400);
    expect(field(refused)).toBe('luTian');

    expect((await api.post('qyadmin', `${TSZY}/fieldConfig`, { windPolicy: 'raise' })).e.windPolicy).toBe('raise');
    const raised = await createDraft(api, 'DONG_HUO', hotForm(site));
    expect(raised.jiBieDaiMa).toBe('YI_JI');
    expect(raised.jiBieYiJu).toContain('风力 6 级（5 级及以上）露天动火');

    const start = new Date(Date.now() - MIN);
    const localDay = new Date(start.getTime() + 8 * HOUR).toISOString().slice(0, 10);
    await api.post('qyadmin', `${TSZY}/fieldConfig`, { windPolicy: 'refuse', calendar: { holidays: [localDay] } });
    const holiday = await createDraft(api, 'DONG_HUO', { ...hotForm('三车间'), jiHuaKaiShiShiJian: start.toISOString() });
    expect(holiday.jiBieDaiMa).toBe('YI_JI');
    expect(holiday.jiBieYiJu).toContain('节假日作业');
    expect((await api.get('viewer', `${TSZY}/fieldConfig`)).e.calendar).toEqual({ holidays: [localDay], workdays: [] });
  });
});

function hotForm(site: string) {
  return { zuoYeDiDian: site, dongHuoJiBie: '二级', luTian: true, geLiZhuangZhi: false };
}
