// @vitest-environment jsdom
// The approval view of a permit (approval-steps.tsx) in either language: the default slot titles, phases, the
// approval roles (by their codes) and decisions in English on an English page, the server's Chinese words
// unchanged on a Chinese one; a role the domain does not know keeps the server's name.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { english } from '../../src/domain/i18n/english.ts';
import { setPageLanguage } from '../../src/runtime/i18n/text-of.ts';
import type { SlotView } from '../../src/client/api/permit-api.ts';
import { ApprovalSteps } from '../../src/client/pages/tszy/approval-steps.tsx';
import { HOT_WORK_SLOTS } from '../../stories/tszy/permit-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
const CUSTOM: SlotView = { ...HOT_WORK_SLOTS[2], index: 6, key: 'own', title: '厂长意见', roles: ['plantManager'], roleNames: '厂长', current: false };

afterEach(() => setPageLanguage('zh', null));

function render(slots: SlotView[]): { titles: string[]; descriptions: string[] } {
  act(() => dom.root.render(<ApprovalSteps slots={slots} permitNo="HJZA2026010800001" canAudit={false} onAudit={() => Promise.resolve()} />));
  const all = (sel: string) => [...dom.host.querySelectorAll(sel)].map((e) => e.textContent ?? '');
  return { titles: all('.ant-steps-item-title'), descriptions: all('.ant-steps-item-description') };
}

describe('ApprovalSteps', () => {
  it('shows the server’s Chinese on a Chinese page', () => {
    const { titles, descriptions } = render([...HOT_WORK_SLOTS, CUSTOM]);
    expect(titles).toEqual(['作业负责人意见', '所在单位意见', '安全管理部门意见', '动火审批人意见', '动火前，岗位当班班长验票情况', '完工验收', '厂长意见']);
    expect(descriptions[0]).toContain('申请 · 不限角色');
    expect(descriptions[0]).toContain('同意');
    expect(descriptions[1]).toContain('审批 · 车间主任（赵主任）');
    expect(descriptions[1]).toContain('待审批');
    expect(descriptions[6]).toContain('审批 · 厂长');
  });

  it('shows titles, phases, roles and decisions in English on an English page', () => {
    setPageLanguage('en', english);
    const { titles, descriptions } = render([...HOT_WORK_SLOTS, CUSTOM]);
    expect(titles).toEqual([
      'Work leader’s opinion',
      'Opinion of the responsible unit',
      'Safety management department’s opinion',
      'Hot work approver’s opinion',
      'Permit check by the shift leader before hot work',
      'Completion acceptance',
      '厂长意见',
    ]);
    expect(descriptions[0]).toContain('Application · Any role');
    expect(descriptions[0]).toContain('Approve');
    expect(descriptions[0]).toMatch(/Signed: 张伟 {2}Time: \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(descriptions[1]).toContain('Approval · Workshop director (赵主任)');
    expect(descriptions[1]).toContain('Awaiting approval');
    expect(descriptions[2]).toContain('Approval · Safety management department');
    expect(descriptions[4]).toContain('Permit check · Any role');
    // A role of the enterprise's own keeps the server's name.
    expect(descriptions[6]).toContain('Approval · 厂长');
  });

  it('names several roles, and a slot open to anyone, in the page’s language', () => {
    const both: SlotView = { ...HOT_WORK_SLOTS[1], roles: ['workshopDirector', '769'], roleNames: '车间主任或安全管理部门', approvers: [] };
    const anyone: SlotView = { ...HOT_WORK_SLOTS[4], roleNames: '任何有权限的人员' };
    expect(render([both, anyone]).descriptions).toEqual([expect.stringContaining('审批 · 车间主任或安全管理部门'), expect.stringContaining('验票 · 任何有权限的人员')]);
    setPageLanguage('en', english);
    expect(render([both, anyone]).descriptions).toEqual([
      expect.stringContaining('Approval · Workshop director or Safety management department'),
      expect.stringContaining('Permit check · Anyone authorised'),
    ]);
  });
});
