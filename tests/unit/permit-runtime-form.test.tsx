// @vitest-environment jsdom
// The permit form on the runtime (src/client/pages/tszy/permit-runtime-form.tsx): SchemaForm over the kind's file with
// its blocks; the grade shows live before saving; 保存草稿 saves the draft, 提交 saves it again (its id) and submits;
// a 400 naming a list's cell is shown at the list; a once-submitted permit needs the reason of the change.
import { message } from 'antd';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/client/api/api-error.ts';
import type { PermitView } from '../../src/client/api/permit-api.ts';
import { mountRoot } from './helpers/dom-root.ts';

const api = vi.hoisted(() => ({ save: vi.fn(), submit: vi.fn() }));
vi.mock('../../src/client/api/permit-api.ts', async (original) => ({
  ...(await original<typeof import('../../src/client/api/permit-api.ts')>()),
  permitApi: api,
}));
// The enterprise's form (GET /u-basic/resource-schema/permit-<kind>): by default the file alone; a test adds a field.
const schemaAnswer = vi.hoisted(() => ({ custom: null as null | Record<string, unknown>, fail: false }));
vi.mock('../../src/client/api/resource-client-http.ts', async (original) => {
  const real = await original<typeof import('../../src/client/api/resource-client-http.ts')>();
  const { PERMIT_FORMS } = await import('../../src/client/pages/tszy/permit-forms.ts');
  const { permitKindOfKey } = await import('../../src/schema/permit-form.ts');
  return {
    ...real,
    httpResourceClient: {
      ...real.httpResourceClient,
      schema: async (key: string) => {
        if (schemaAnswer.fail) throw new ApiError('服务暂不可用', 503, 503);
        const file = PERMIT_FORMS[permitKindOfKey(key)!];
        const properties = { ...file.form.properties, ...(schemaAnswer.custom ?? {}) };
        return { resource: { ...file, form: { ...file.form, properties } }, hiddenFields: [], warnings: [] };
      },
    },
  };
});
const { PermitRuntimeForm } = await import('../../src/client/pages/tszy/permit-runtime-form.tsx');

const dom = mountRoot();
beforeEach(() => {
  vi.spyOn(message, 'success').mockImplementation((() => undefined) as never);
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  schemaAnswer.custom = null;
  schemaAnswer.fail = false;
  vi.restoreAllMocks();
  api.save.mockReset();
  api.submit.mockReset();
});

const permit = (over: Partial<PermitView> = {}) => ({ id: 7, zuoYeBianHao: 'HJZA0000000000007', zhuangTai: 'DRAFT', zuoYeDiDian: '二车间', zuoYeNeiRong: '检修', zuoYeGaoDu: 12, ...over }) as unknown as PermitView;

async function settle() {
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  for (let i = 0; i < 4; i++) await act(async () => new Promise<void>((r) => requestAnimationFrame(() => r())));
}

async function typeInto(selector: string, value: string) {
  const el = dom.host.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
  if (!el) throw new Error(`no ${selector}`);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
  await act(async () => {
    setter?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const button = (name: string) => {
  const b = [...dom.host.querySelectorAll('button')].find((x) => x.textContent?.replace(/\s/g, '') === name);
  if (!b) throw new Error(`no ${name} button`);
  return b;
};
/** Waits (at most 10 s: the blocks load lazily) until `check` holds. */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await act(async () => new Promise((r) => setTimeout(r, 50)));
}

const text = (testId: string) => dom.host.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';

describe('PermitRuntimeForm', () => {
  it('shows the grade live, saves the draft, then saves and submits it', async () => {
    const onSaved = vi.fn();
    const onSubmitted = vi.fn();
    await act(async () => dom.root.render(<PermitRuntimeForm kind="GAO_CHU" onSaved={onSaved} onSubmitted={onSubmitted} />));
    await until(() => text('permit-grade-preview') !== '');
    expect(dom.host.querySelector('[role="form"]')?.getAttribute('aria-label')).toBe('高处作业票');
    expect(text('permit-grade-preview')).toContain('填写后显示作业级别');

    await typeInto('input[placeholder="请填写作业地点"]', '二车间');
    await typeInto('textarea[placeholder="请填写作业内容"]', '检修');
    await typeInto('input[placeholder="请填写作业高度（m）"], input[placeholder^="请填写作业高度"]', '12');
    await settle();
    expect(text('permit-grade-preview')).toMatch(/按当前填写：Ⅱ级/);

    api.save.mockResolvedValue(permit());
    await act(async () => button('保存草稿').click());
    await settle();
    expect(api.save).toHaveBeenCalledWith('GAO_CHU', { zuoYeDiDian: '二车间', zuoYeNeiRong: '检修', zuoYeGaoDu: 12 });
    expect(onSaved).toHaveBeenCalled();

    api.submit.mockResolvedValue(permit({ zhuangTai: 'APPROVING' }));
    await act(async () => button('提交').click());
    await settle();
    expect(api.save).toHaveBeenLastCalledWith('GAO_CHU', { zuoYeDiDian: '二车间', zuoYeNeiRong: '检修', zuoYeGaoDu: 12, id: 7 });
    expect(api.submit).toHaveBeenCalledWith('GAO_CHU', 7);
    expect(onSubmitted).toHaveBeenCalled();
  });

  it('shows a refusal of a worker’s cell at the workers, and saves nothing more', async () => {
    await act(async () => dom.root.render(<PermitRuntimeForm kind="GAO_CHU" initial={permit()} />));
    await until(() => dom.host.querySelector('[data-form-block="tszy/permit-workers"] button') !== null);
    api.save.mockRejectedValue(new ApiError('作业人李四的证书已过期', 400, 400, [{ field: 'zuoYeRen[0].renYuan', message: '作业人李四的证书已过期' }]));
    await act(async () => button('提交').click());
    await settle();
    expect(api.submit).not.toHaveBeenCalled();
    const help = [...dom.host.querySelectorAll('.ant-formily-item-error-help')].map((e) => e.textContent);
    expect(help).toContain('作业人李四的证书已过期');
  });

  it('asks the reason of a change of a once-submitted permit before saving, and sends it', async () => {
    await act(async () => dom.root.render(<PermitRuntimeForm kind="GAO_CHU" initial={permit({ tiJiaoGuo: true, banBen: 2 })} />));
    await until(() => dom.host.querySelector('textarea[aria-label="修改原因"]') !== null);
    await act(async () => button('保存草稿').click());
    await settle();
    expect(api.save).not.toHaveBeenCalled();
    expect(text('schema-form-failure')).toBe('请填写修改原因');

    await typeInto('textarea[aria-label="修改原因"]', '更正作业内容');
    api.save.mockResolvedValue(permit({ tiJiaoGuo: true, banBen: 3 }));
    await act(async () => button('保存草稿').click());
    await settle();
    expect(api.save).toHaveBeenCalledWith('GAO_CHU', expect.objectContaining({ xiuGaiYuanYin: '更正作业内容', id: 7 }));
  });

  it("renders the enterprise's custom field with the draft's value and sends it back", async () => {
    schemaAnswer.custom = { hanJiBianHao: { type: 'string', title: '焊机编号', maxLength: 20, 'x-decorator': 'FormItem', 'x-component': 'Input' } };
    await act(async () => dom.root.render(<PermitRuntimeForm kind="GAO_CHU" initial={permit({ hanJiBianHao: 'HJ-01' })} />));
    await until(() => dom.host.querySelector<HTMLInputElement>('input[placeholder="请填写焊机编号"]') !== null);
    expect(dom.host.querySelector<HTMLInputElement>('input[placeholder="请填写焊机编号"]')?.value).toBe('HJ-01');
    api.save.mockResolvedValue(permit({ hanJiBianHao: 'HJ-02' }));
    await typeInto('input[placeholder="请填写焊机编号"]', 'HJ-02');
    await act(async () => button('保存草稿').click());
    await settle();
    expect(api.save).toHaveBeenCalledWith('GAO_CHU', expect.objectContaining({ hanJiBianHao: 'HJ-02', id: 7 }));
  });

  it("renders the kind's file with a warning when the enterprise's form cannot be had", async () => {
    schemaAnswer.fail = true;
    await act(async () => dom.root.render(<PermitRuntimeForm kind="GAO_CHU" />));
    await until(() => dom.host.querySelector('input[placeholder="请填写作业地点"]') !== null);
    expect(dom.host.querySelector('.ant-alert-warning')?.textContent).toContain('本企业的自定义字段加载失败');
  });
});
