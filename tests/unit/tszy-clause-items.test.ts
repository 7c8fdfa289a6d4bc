// A check item citing a check clause (src/domain/tszy-clause-items.ts): the basis written from the clause's 依据 and
// 条款号, the item's fields taken from the clause, and the import plan (added once, already there, unknown).
import { describe, expect, it } from 'vitest';
import { clauseBasis, itemFromClause, ITEM_BASIS_MAX, ITEM_CONTENT_MAX, planClauseImport } from '../../src/domain/tszy-clause-items.ts';

describe('clauseBasis', () => {
  it.each<[string | null, string | null, string]>([
    ['GB 30871—2022', '5.2.1', 'GB 30871—2022 5.2.1'],
    ['中华人民共和国安全生产法', '第二十八条', '中华人民共和国安全生产法 第二十八条'],
    ['企业制度', null, '企业制度'],
    [null, ' 6.1 ', '6.1'],
    ['  ', '', ''],
    [null, null, ''],
  ])('%s + %s → %s', (basisNo, clauseNo, basis) => {
    expect(clauseBasis({ basisNo, clauseNo })).toBe(basis);
  });

  it('is cut to what an item’s basis holds', () => {
    expect(clauseBasis({ basisNo: '法'.repeat(250), clauseNo: '第一百条' })).toHaveLength(ITEM_BASIS_MAX);
  });
});

describe('itemFromClause', () => {
  it('cites the clause and takes its content, trimmed and cut to what an item holds', () => {
    expect(itemFromClause({ id: 7, content: ' 动火作业前是否进行气体分析 ', basisNo: 'GB 30871—2022', clauseNo: '5.3.1' })).toEqual({
      clauseId: 7,
      content: '动火作业前是否进行气体分析',
      basis: 'GB 30871—2022 5.3.1',
    });
    expect(itemFromClause({ id: 8, content: '查'.repeat(ITEM_CONTENT_MAX + 5), basisNo: null, clauseNo: null }).content).toHaveLength(ITEM_CONTENT_MAX);
  });
});

describe('planClauseImport', () => {
  it('adds each new clause once in the order asked, counts those already cited, names the unknown', () => {
    const found = new Set([1, 2, 3, 4]);
    const cited = new Set([2, 9]);
    expect(planClauseImport([3, 2, 5, 3, 1, 2], found, cited)).toEqual({ add: [3, 1], already: [2], unknown: [5] });
  });

  it('adds nothing when every clause is already there', () => {
    expect(planClauseImport([1, 2], new Set([1, 2]), new Set([1, 2]))).toEqual({ add: [], already: [1, 2], unknown: [] });
  });
});
