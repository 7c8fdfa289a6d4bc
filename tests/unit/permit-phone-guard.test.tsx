// @vitest-environment jsdom
// 监护人现场记录 on a permit's phone page (src/client/phone/modules/tszy/permit-phone-guard.tsx): each unconfirmed
// 作业中 / 作业结束 measure says who confirms it (its template's role: 须由作业负责人确认; a measure of no role: the
// guardian), and the 确认 button is offered only where the server's view says the caller may confirm it (`mayConfirm`):
// the leader, not the guardian, confirms their own measure and sees the guardian's read-only.
import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SiteGuard } from '../../src/client/api/permit-guard-api.ts';
import { PermitPhoneGuard } from '../../src/client/phone/modules/tszy/permit-phone-guard.tsx';
import { FakeClientProvider } from '../../stories/support/fake-client-provider.tsx';
import { GUARD, guardedPermit, LEADER_VIEW } from '../../stories/tszy/site-guard-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

async function render(guard: SiteGuard) {
  const onSend = vi.fn(async () => undefined);
  await act(async () =>
    dom.root.render(
      <FakeClientProvider options={{ resources: [] }}>
        <PermitPhoneGuard permit={guardedPermit(guard)} onSend={onSend} />
      </FakeClientProvider>,
    ),
  );
  await settle();
  return onSend;
}

const item = (index: number) => dom.host.querySelector<HTMLElement>(`[data-measure="${index}"]`);
const note = (index: number) => item(index)?.querySelector('[data-testid="guard-measure-confirmer"]')?.textContent ?? null;
const button = (index: number) => item(index)?.querySelector('button') ?? null;
const hint = () => dom.host.querySelector('[data-testid="permit-phone-guard"] .ant-card-body .ant-typography')?.textContent;

describe('PermitPhoneGuard: who confirms each measure', () => {
  it('the leader sees who confirms each measure; only their own has the button, and no entry form', async () => {
    const onSend = await render(LEADER_VIEW);
    expect(hint()).toMatch(/^下列注明由您确认的安全措施可在此确认；其余措施和人员出入由监护人（李安全）登记$/);
    expect([note(1), note(2), note(3), note(4)]).toEqual([null, '由监护人确认', '须由作业负责人确认', '须由监护人确认']);
    expect([button(1), button(2), button(4)]).toEqual([null, null, null]);
    expect(button(3)?.textContent?.replace(/\s/g, '')).toBe('确认');
    expect([...dom.host.querySelectorAll('button')].some((b) => b.textContent === '登记进入')).toBe(false);

    await act(async () => button(3)?.click());
    await settle();
    const ok = [...document.querySelectorAll<HTMLButtonElement>('.ant-popconfirm button')].find((b) => /确\s*定|OK/.test(b.textContent ?? ''));
    await act(async () => ok?.click());
    await settle();
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ url: '/tszy/zuoYePiao/siteGuard/measure', body: expect.objectContaining({ index: 3 }) }), '已确认');
  });

  it('the guardian confirms the measure of no role; with the leader allowed, the note names both', async () => {
    await render({ ...GUARD, leader: '张伟' });
    expect(note(2)).toBe('由监护人或作业负责人确认');
    expect(button(2)).not.toBeNull();
    expect(hint()).toMatch(/^作业中由监护人（李安全、张伟）确认/);
  });

  it('someone who may confirm nothing sees the record read-only', async () => {
    await render({ ...LEADER_VIEW, measures: LEADER_VIEW.measures.map((m) => ({ ...m, mayConfirm: false })) });
    expect(hint()).toBe('只有监护人（或措施注明的确认人）可以在此登记；作业中的作业票才能登记');
    expect(dom.host.querySelectorAll('[data-measure] button')).toHaveLength(0);
    expect(note(3)).toBe('须由作业负责人确认');
  });
});
