import { describe, expect, it } from 'vitest';
import { auditConfirmText, confirmText } from '../../src/client/pages/tszy/permit-action-confirm.ts';
import { PERMIT_UI_ACTIONS, type PermitUiAction } from '../../src/domain/permit-permissions.ts';

const NO = 'HJZA0000000000012';

describe('confirmText: asked before every change that cannot be undone, naming the permit and what follows', () => {
  const cases: [PermitUiAction, string | null][] = [
    ['revoke', '已有的审批意见将被清除'],
    ['start', '不能再撤回'],
    ['finish', '不能再恢复作业'],
    ['archive', '不能再修改'],
    ['resume', '须重新提交审批'],
    ['discard', '作业不能继续进行'],
    ['remove', '删除后不可恢复'],
    // Undone by another action, or asked in their own dialog; the opinion has auditConfirmText.
    ['edit', null],
    ['submit', null],
    ['interrupt', null],
    ['resumeWork', null],
    ['extend', null],
    ['audit', null],
  ];
  it('covers every action', () => {
    expect(cases.map(([a]) => a).sort()).toEqual([...PERMIT_UI_ACTIONS].sort());
  });
  it.each(cases)('%s', (action, consequence) => {
    const text = confirmText(action, NO);
    if (consequence === null) expect(text).toBeNull();
    else {
      expect(text).toContain(NO);
      expect(text).toContain(consequence);
    }
  });
  it('names the slot of an approval and the consequence of a return', () => {
    expect(auditConfirmText('approve', NO, '所在单位意见')).toBe(`确定同意作业票 ${NO} 的「所在单位意见」吗？同意后不能撤销。`);
    expect(auditConfirmText('return', NO, '所在单位意见')).toBe(`确定退回作业票 ${NO} 吗？退回后作业票回到草稿，申请人须修改后重新提交。`);
  });
});
