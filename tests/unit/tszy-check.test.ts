import { describe, expect, it } from 'vitest';
import { chineseOf } from '../../src/server/http/app-error.ts';
import { checkConclusion, libraryProblem, permitProblem, repeatedItem, resultProblem } from '../../src/domain/tszy-check.ts';

const zh = (p: { field: string; message: Parameters<typeof chineseOf>[0] } | null) => (p ? { field: p.field, message: chineseOf(p.message) } : null);

describe('作业检查记录 rules', () => {
  it('checks only a permit in progress', () => {
    expect(zh(permitProblem('HJZA1', null))).toEqual({ field: 'permitNumber', message: '作业票不存在：HJZA1' });
    expect(zh(permitProblem('HJZA1', { number: 'HJZA1', kind: 'DONG_HUO', state: 'FINISHED' }))).toEqual({
      field: 'permitNumber',
      message: '只能检查作业中的作业票，作业票 HJZA1 当前状态为「已完工」',
    });
    expect(permitProblem('HJZA1', { number: 'HJZA1', kind: 'DONG_HUO', state: 'IN_PROGRESS' })).toBeNull();
  });

  it('needs a library of the permit’s kind', () => {
    expect(libraryProblem({ name: '动火检查库', workType: 'DONG_HUO' }, 'DONG_HUO')).toBeNull();
    expect(zh(libraryProblem({ name: '动火检查库', workType: 'DONG_HUO' }, 'GAO_CHU'))).toEqual({
      field: 'libraryId',
      message: '检查库「动火检查库」用于动火作业，与作业票的作业类型（高处作业）不符',
    });
  });

  it('needs the item in the library and a description of a failed item', () => {
    expect(zh(resultProblem({ passed: true, description: undefined }, false))?.field).toBe('itemId');
    expect(zh(resultProblem({ passed: false, description: ' ' }, true))).toEqual({ field: 'description', message: '检查项不合格时须填写问题描述' });
    expect(resultProblem({ passed: false, description: '未设监护人' }, true)).toBeNull();
    expect(resultProblem({ passed: true, description: undefined }, true)).toBeNull();
  });

  it('concludes 不合格 when an item failed, counting them', () => {
    expect(checkConclusion([])).toEqual({ conclusion: 'pass', failedCount: 0 });
    expect(checkConclusion([{ passed: true }, { passed: false }, { passed: false }])).toEqual({ conclusion: 'fail', failedCount: 2 });
  });

  it('finds an item entered twice', () => {
    expect(repeatedItem([{ itemId: 1 }, { itemId: 2 }])).toBe(-1);
    expect(repeatedItem([{ itemId: 1 }, { itemId: 2 }, { itemId: 1 }])).toBe(2);
  });
});
