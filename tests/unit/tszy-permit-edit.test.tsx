// @vitest-environment jsdom
// 作业票申请/编辑 (src/client/pages/tszy/permit-edit-page.tsx, the form on the schema runtime: permit-runtime-form.tsx):
// the kind's own fields as the server's schema names them, required fields checked before any call, a draft loaded
// and posted back with its id (times as instants), the lists, the grade rule shown, a 400 shown at its field, a 409
// beside the buttons, 提交 opening the detail, and the pages for a non-draft or a missing kind.
import { message } from 'antd';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PermitEditPage from '../../src/client/pages/tszy/permit-edit-page.tsx';
import { useSessionStore } from '../../src/client/stores/session-store.ts';
import { fail, installMockHttp, mockCalls, type MockRoutes } from '../../stories/support/mock-http.ts';
import { permitRoutes } from '../../stories/tszy/permit-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
let mounts = 0;
const squash = (s: string | null | undefined) => (s ?? '').replace(/\s/g, '');

function Where() {
  const loc = useLocation();
  return <div data-testid="where">{loc.pathname}</div>;
}

async function render(search: string, routes: MockRoutes = permitRoutes()) {
  useSessionStore.setState({ roles: ['qyStaff'], isView: false });
  installMockHttp(routes);
  await act(async () =>
    dom.root.render(
      <MemoryRouter key={++mounts} initialEntries={[`/tszy/create${search}`]}>
        <Routes>
          <Route path="/tszy/create" element={<PermitEditPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  for (let i = 0; i < 4; i++) await settle();
}

const button = (text: string) => [...dom.host.querySelectorAll<HTMLButtonElement>('button')].find((b) => squash(b.textContent) === text);
const labels = () => [...dom.host.querySelectorAll('.ant-formily-item-label-content label')].map((l) => l.textContent);
const saves = () => mockCalls.filter((c) => c.path.endsWith('/saveOrUpdate'));
const errorOf = (label: string) =>
  [...dom.host.querySelectorAll('.ant-formily-item')].find((i) => i.querySelector('.ant-formily-item-label-content label')?.textContent === label)?.querySelector('.ant-formily-item-error-help')?.textContent;
const failure = () => dom.host.querySelector('[data-testid="schema-form-failure"]')?.textContent;

async function click(el: Element | undefined | null) {
  if (!el) throw new Error('nothing to click');
  await act(async () => (el as HTMLElement).click());
  for (let i = 0; i < 4; i++) await settle();
}

async function type(placeholder: string, value: string) {
  const el = dom.host.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[placeholder="${placeholder}"]`);
  if (!el) throw new Error(`no input ${placeholder}`);
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  vi.spyOn(message, 'success').mockImplementation((() => undefined) as never);
  vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
});
afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ roles: [], isView: false });
});

describe('PermitEditPage', () => {
  it('shows the common fields and the kind own fields, and checks the required ones before saving', async () => {
    await render('?kind=DONG_HUO');
    expect(dom.host.textContent).toContain('新增动火作业票');
    expect(labels()).toEqual(expect.arrayContaining(['作业地点', '作业内容', '动火方式', '动火作业级别', '露天动火', '计划开始时间']));
    await click(button('保存草稿'));
    expect(saves()).toHaveLength(0);
    expect(errorOf('作业地点')).toBe('请填写作业地点');
    expect(errorOf('动火作业级别')).toBe('请选择动火作业级别');
    expect(errorOf('计划开始时间')).toBe('请选择计划开始时间');
  });

  it('saves a new permit with its lists and shows a 400 at its field', async () => {
    const refused = { status: 400, body: { code: 400, msg: '断路地段长度不能超过200个字符', errors: [{ field: 'duanLuDuan', message: '断路地段长度不能超过200个字符' }] } };
    await render('?kind=DUAN_LU', permitRoutes({ overrides: { 'POST /tszy/:kind/saveOrUpdate': refused } }));
    await type('请填写作业地点', '厂区东路');
    await type('请填写作业内容', '开挖管沟');
    await type('请填写断路地段', '东路 3 号至 5 号');
    await click(button('添加作业人'));
    await type('作业人姓名', '刘强');
    await click(button('保存草稿'));
    expect(saves()[0].path).toBe('/tszy/duanLu/saveOrUpdate');
    expect(saves()[0].body).toEqual({ zuoYeDiDian: '厂区东路', zuoYeNeiRong: '开挖管沟', duanLuDuan: '东路 3 号至 5 号', zuoYeRen: [{ xingMing: '刘强' }] });
    expect(errorOf('断路地段')).toBe('断路地段长度不能超过200个字符');
  });

  it('loads a draft with its grade rule and posts it back with its id', async () => {
    await render('?kind=DONG_HUO&id=1');
    expect(dom.host.textContent).toContain('编辑动火作业票 HJZA0000000000001');
    expect(dom.host.querySelector('[data-testid="permit-grade"]')?.textContent).toContain('申请级别二级');
    // The briefing block lists the draft's workers (held by the 作业人 field, read through its bridge) and who has signed.
    expect(squash(dom.host.querySelector('[data-testid="briefing-signatures"]')?.textContent)).toContain('刘强：未签字');
    await click(button('保存草稿'));
    expect(saves()[0].body).toMatchObject({
      id: 1,
      zuoYeDiDian: '一车间反应釜区',
      dongHuoJiBie: '二级',
      luTian: true,
      jiHuaKaiShiShiJian: '2026-01-08T02:00:00.000Z',
      anQuanCuoShi: [
        { cuoShi: '动火设备内部构件清洗干净，蒸汽吹扫或水洗、置换合格', sheJi: true, queRenRen: '张伟' },
        { cuoShi: '距离动火点 15 m 范围内无可燃物', sheJi: true, queRenRen: '王芳' },
      ],
    });
    expect(message.success).toHaveBeenCalledWith('草稿已保存');
  });

  it('submits after saving and opens the detail; a 409 is shown beside the buttons', async () => {
    await render('?kind=DONG_HUO&id=1', permitRoutes({ overrides: { 'POST /tszy/:kind/submit': fail('计划作业时间超过有效期上限（3天）', 409) } }));
    await click(button('提交'));
    expect(failure()).toBe('计划作业时间超过有效期上限（3天）');
    expect(dom.host.querySelector('[data-testid="where"]')).toBeNull();
    await render('?kind=DONG_HUO&id=1');
    await click(button('提交'));
    expect(mockCalls.find((c) => c.path === '/tszy/dongHuo/submit')?.body).toEqual({ id: 1 });
    expect(dom.host.querySelector('[data-testid="where"]')?.textContent).toBe('/tszy/detail/2');
  });

  it('does not edit a permit that is not a draft, nor without a kind', async () => {
    await render('?kind=DONG_HUO&id=2');
    expect(dom.host.textContent).toContain('只有草稿可以修改');
    expect(button('查看详情')).toBeDefined();
    await render('');
    expect(dom.host.textContent).toContain('请选择作业类型');
  });
});
