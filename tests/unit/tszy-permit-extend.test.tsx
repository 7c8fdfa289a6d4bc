// @vitest-environment jsdom
// 延期 (src/client/pages/tszy/permit-extend-dialog.tsx): the cap shown with the latest end, days past the cap
// not selectable, nothing sent without a date, and the server's 409 reason shown in the dialog.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/client/api/http.ts';
import { english } from '../../src/domain/i18n/english.ts';
import { setPageLanguage } from '../../src/runtime/i18n/text-of.ts';
import { PermitExtendDialog } from '../../src/client/pages/tszy/permit-extend-dialog.tsx';
import { APPROVING_PERMIT } from '../../stories/tszy/permit-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const button = (text: string) => [...document.querySelectorAll<HTMLButtonElement>('.ant-modal button')].find((b) => b.textContent?.replace(/\s/g, '') === text);

async function open(onExtend: (end: string) => Promise<void>) {
  await act(async () => dom.root.render(<PermitExtendDialog permit={{ ...APPROVING_PERMIT, zhuangTai: 'APPROVED' }} open onCancel={() => undefined} onExtend={onExtend} />));
  await settle();
}

async function pick(text: string) {
  const input = document.querySelector<HTMLInputElement>('.ant-modal input[aria-label="延期后的结束时间"]');
  if (!input) throw new Error('no picker');
  await act(async () => {
    input.focus();
    input.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
  await act(async () => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
  await settle();
}

describe('PermitExtendDialog', () => {
  it('shows the cap of the kind and grade with the latest end', async () => {
    await open(async () => undefined);
    const text = document.querySelector('.ant-modal')?.textContent ?? '';
    expect(text).toContain('有效期上限：3天');
    expect(text).toMatch(/最晚 2026-01-1[01] \d\d:00/);
  });

  it('asks for a date before calling the server', async () => {
    const onExtend = vi.fn(async () => undefined);
    await open(onExtend);
    await act(async () => button('延期')?.click());
    await settle();
    expect(onExtend).not.toHaveBeenCalled();
    expect(document.querySelector('.ant-modal')?.textContent).toContain('请选择延期后的结束时间');
  });

  it('shows the server reason of a refused extension', async () => {
    const onExtend = vi.fn(async () => {
      throw new ApiError('超过作业票有效期上限，需重新办理作业票', 409, 409);
    });
    await open(onExtend);
    await pick('2026-01-09 12:00');
    await act(async () => button('延期')?.click());
    await settle();
    expect(onExtend).toHaveBeenCalledTimes(1);
    expect(new Date((onExtend.mock.calls[0] as unknown as [string])[0]).getTime()).toBe(new Date(2026, 0, 9, 12, 0).getTime());
    expect(document.querySelector('.ant-modal .ant-alert')?.textContent).toContain('超过作业票有效期上限，需重新办理作业票');
  });

  it('shows the cap in English on an English page (no 天 or 小时 left)', async () => {
    setPageLanguage('en', english);
    await open(async () => undefined);
    const text = document.querySelector('.ant-modal')?.textContent ?? '';
    expect(text).toContain('validity limit: 3 d');
    expect(text).toMatch(/\(at the latest 2026-01-1[01] \d\d:00\)/);
    expect(text).not.toMatch(/[天小时]/);
  });
});

afterEach(() => setPageLanguage('zh', null));
