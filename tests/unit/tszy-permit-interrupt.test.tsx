// @vitest-environment jsdom
// 中断作业 / 恢复作业 on the permit detail (permit-actions-bar.tsx, permit-interrupt-dialog.tsx): the buttons an
// IN_PROGRESS permit gets, the optional reason sent, the refusal (409) shown, and the header's 已中断 since ….
import { message } from 'antd';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermitView } from '../../src/client/api/permit-api.ts';
import PermitDetailPage from '../../src/client/pages/tszy/permit-detail-page.tsx';
import { resumeHint } from '../../src/client/pages/tszy/permit-interrupt-dialog.tsx';
import { showTime } from '../../src/client/pages/tszy/permit-labels.ts';
import { useSessionStore } from '../../src/client/stores/session-store.ts';
import { fail, installMockHttp, mockCalls, ok, type MockRoutes } from '../../stories/support/mock-http.ts';
import { APPROVING_PERMIT, detailOf, FINISHED_PERMIT, participantsOf } from '../../stories/tszy/permit-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const squash = (s: string | null | undefined) => (s ?? '').replace(/\s/g, '');

const AT = '2026-01-08T03:00:00.000Z';
// As the applicant sees them (the server's allowedActions).
const WORKING: PermitView = { ...APPROVING_PERMIT, id: 5, zhuangTai: 'IN_PROGRESS', zhuangTaiMingCheng: '作业中', slotIndex: null, dangQianHuanJie: null, zhongDuanShiJian: null, allowedActions: ['interrupt', 'extend', 'discard'] };
const INTERRUPTED: PermitView = { ...WORKING, id: 6, zhongDuanShiJian: AT, allowedActions: ['resumeWork', 'extend', 'discard'] };
const RESUME_REFUSAL = '作业中断超过 60 分钟，恢复作业前须重新进行气体分析（30 分钟内合格）';

/** The calls; a reader is answered no allowed action. */
function routes(over: MockRoutes = {}, reader = false): MockRoutes {
  const byId = (q: Record<string, unknown>) => [WORKING, INTERRUPTED].find((p) => p.id === Number(q.id));
  return {
    'GET /tszy/zuoYePiao/detail': ({ query }) => ok(detailOf({ ...byId(query)!, ...(reader ? { allowedActions: [] } : {}) })),
    'GET /tszy/:kind/participants': ({ query }) => ok(participantsOf(byId(query)!, false)),
    'POST /tszy/:kind/interrupt': ok(INTERRUPTED),
    'POST /tszy/:kind/resumeWork': ok(WORKING),
    'GET /tszy/zuoYePiao/appIndexCount': ok({ riskUnreadCount: 0 }),
    ...over,
  };
}

async function render(id: number, mock: MockRoutes = routes(), roles = ['qyStaff']) {
  useSessionStore.setState({ roles, isView: false });
  installMockHttp(mock);
  await act(async () =>
    dom.root.render(
      <MemoryRouter initialEntries={[`/tszy/detail/${id}`]}>
        <Routes>
          <Route path="/tszy/detail/:id" element={<PermitDetailPage />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  for (let i = 0; i < 4; i++) await settle();
}

const button = (text: string, within: ParentNode = document) => [...within.querySelectorAll<HTMLButtonElement>('button')].find((b) => squash(b.textContent) === text);
const calls = (path: string) => mockCalls.filter((c) => c.path === path);

async function click(el: Element | undefined | null) {
  if (!el) throw new Error('nothing to click');
  await act(async () => (el as HTMLElement).click());
  for (let i = 0; i < 3; i++) await settle();
}

async function type(el: HTMLTextAreaElement | null, value: string) {
  if (!el) throw new Error('no input');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const modal = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((m) => m.querySelector('.ant-modal-title')?.textContent === '中断作业');

beforeEach(() => {
  vi.spyOn(message, 'success').mockImplementation((() => undefined) as never);
  vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
});
afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ roles: [], isView: false });
});

describe('中断作业', () => {
  it('offers 中断作业 (not 恢复作业) while working and sends the reason given', async () => {
    await render(5);
    expect(button('恢复作业', dom.host)).toBeUndefined();
    expect(dom.host.textContent).not.toContain('已中断');
    await click(button('中断作业', dom.host));
    expect(modal()?.textContent).toContain('中断超过 60 分钟的，恢复作业前须重新进行气体分析（中断后 30 分钟内合格）。');
    await type(document.querySelector('textarea[aria-label="中断原因"]'), '  等待物料 ');
    await click(button('中断作业', modal()!));
    expect(calls('/tszy/dongHuo/interrupt').map((c) => c.body)).toEqual([{ id: 5, opinion: '等待物料' }]);
    expect(message.success).toHaveBeenCalledWith('作业已中断');
    expect(calls('/tszy/zuoYePiao/detail')).toHaveLength(2); // reloaded
  });

  it('sends no opinion without a reason, and shows a refusal in the dialog', async () => {
    await render(5, routes({ 'POST /tszy/:kind/interrupt': fail('作业已中断，不能重复中断', 409) }));
    await click(button('中断作业', dom.host));
    await click(button('中断作业', modal()!));
    expect(calls('/tszy/dongHuo/interrupt')[0].body).toEqual({ id: 5 });
    expect(modal()?.querySelector('.ant-alert-error')?.textContent).toContain('作业已中断，不能重复中断');
    expect(message.success).not.toHaveBeenCalled();
  });
});

describe('恢复作业', () => {
  it('shows 已中断 since … in the header and the refusal of 恢复作业, then resumes', async () => {
    await render(6, routes({ 'POST /tszy/:kind/resumeWork': fail(RESUME_REFUSAL, 409) }));
    expect(dom.host.querySelector('.ant-card-head')?.textContent).toContain(`已中断 自 ${showTime(AT)}`);
    expect(dom.host.textContent).toContain(`作业已于 ${showTime(AT)} 中断`);
    expect(button('中断作业', dom.host)).toBeUndefined();
    await click(button('恢复作业', dom.host));
    expect(calls('/tszy/dongHuo/resumeWork')[0].body).toEqual({ id: 6 });
    expect(message.error).toHaveBeenCalledWith(RESUME_REFUSAL);

    installMockHttp(routes());
    await click(button('恢复作业', dom.host));
    expect(message.success).toHaveBeenCalledWith('已恢复作业');
  });

  it('shows the interruption to a reader, without the buttons', async () => {
    await render(6, routes({}, true), ['readonlyUser']);
    expect(dom.host.textContent).toContain('已中断');
    expect(button('恢复作业', dom.host)).toBeUndefined();
    expect(button('中断作业', dom.host)).toBeUndefined();
  });
});

describe('resumeHint', () => {
  it('names the limit of hot work and confined space, and a plain check otherwise', () => {
    expect(resumeHint({ ...WORKING, jiBieDaiMa: 'TE_JI', zuoYeJiBie: '特级' })).toContain('中断超过 30 分钟的');
    expect(resumeHint({ ...WORKING, zuoYeLeiXing: 'SHOU_XIAN', jiBieDaiMa: null, zuoYeJiBie: null })).toContain('中断超过 60 分钟的');
    expect(resumeHint(FINISHED_PERMIT)).toBe('恢复作业前应重新确认安全措施。');
  });
});
