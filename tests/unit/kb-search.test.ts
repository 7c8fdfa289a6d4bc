// The knowledge library's Chinese segmentation, index literals, highlighting and clause tree (docs/knowledge.md
// "Search"): domain terms stay whole, no term is found across a word boundary, a title weighs more than a body.
import { describe, expect, it } from 'vitest';
import { flattenClauses, parseClauses } from '../../src/domain/kb-clauses.ts';
import { kbEntries } from '../../src/domain/kb-entries.ts';
import { highlight, queryTerms, segment, snippet, tsqueryLiteral, tsvectorLiteral } from '../../src/domain/kb-search.ts';

const terms = (text: string) => segment(text).map((t) => t.term);

describe('segmentation with domain terms', () => {
  it('keeps the domain terms whole that Intl.Segmenter splits', () => {
    expect(terms('动火作业前应进行气体分析')).toEqual(['动火作业', '前', '进行', '气体分析']);
    expect(terms('受限空间作业须盲板抽堵')).toEqual(['受限空间', '作业', '盲板抽堵']);
    expect(terms('临时用电、动土和断路作业')).toEqual(['临时用电', '动土', '断路', '作业']);
    expect(terms('重大危险源与危险化学品隐患')).toEqual(['重大危险源', '危险化学品', '隐患']);
    expect(terms('高处作业与吊装')).toEqual(['高处作业', '吊装']);
  });

  it('finds a word inside a sentence, and a term\'s own words in the index', () => {
    const indexed = segment('企业在检修期间进行动火作业时', { parts: true }).map((t) => t.term);
    expect(indexed).toContain('动火');
    expect(indexed).toContain('动火作业');
    expect(segment('受限空间内', { parts: true }).map((t) => t.term)).toEqual(['受限空间', '受限', '空间', '内']);
  });

  it('never joins words across a segmenter boundary into a term', () => {
    expect(terms('叉车移动火源')).not.toContain('动火');
    expect(terms('启动土壤修复')).not.toContain('动土');
    expect(terms('车辆不断路过')).not.toContain('断路');
    expect(highlight('移动火源附近禁止动火', ['动火'])).toEqual([{ text: '移动火源附近禁止' }, { text: '动火', hit: true }]);
  });

  it('refuses a query that is empty, too long or only punctuation', () => {
    expect(queryTerms('  ')).toEqual({ problem: 'empty' });
    expect(queryTerms('动'.repeat(101))).toEqual({ problem: 'tooLong' });
    expect(queryTerms('，。！？、“”')).toEqual({ problem: 'noWords' });
    expect(queryTerms('GB 30871—2022 动火')).toEqual({ terms: ['gb', '30871', '2022', '动火'] });
    expect(queryTerms('动火的要求')).toEqual({ terms: ['动火', '要求'] });
  });
});

describe('index and query literals (ranking)', () => {
  it('weights the title A and places the body after it', () => {
    expect(tsvectorLiteral('动火管理', '动火前分析')).toBe("'动火':1A,3 '管理':2A '前':4 '分析':5");
  });

  it('asks for every word, quoting them', () => {
    expect(tsqueryLiteral(['动火', "o'k"])).toBe("'动火' & 'o\\'k'");
  });

  it('gives a regulation one entry per clause after the record', () => {
    const entries = kbEntries('regulation', { title: '安全生产法', summary: '基本法律', body: '第一章 总则\n第一条 立法目的。\n第二章 保障\n第二十条 动火作业应当安排专人。' });
    expect(entries.map((e) => [e.part, e.clauseNo, e.clausePath])).toEqual([
      [0, null, null],
      [1, '第一条', '第一章 总则'],
      [2, '第二十条', '第二章 保障'],
    ]);
    expect(entries[2].tsv).toContain("'动火':");
    expect(entries[2].tsv).not.toContain('A');
    expect(entries[0].tsv).toContain("'安全生产法':1A");
  });
});

describe('highlighting', () => {
  it('marks every occurrence and cuts a window around the first', () => {
    expect(highlight('动火前分析，动火中监护', ['动火'])).toEqual([
      { text: '动火', hit: true },
      { text: '前分析，' },
      { text: '动火', hit: true },
      { text: '中监护' },
    ]);
    const parts = snippet(`${'前文'.repeat(100)}进行动火作业${'后文'.repeat(100)}`, ['动火'], 40);
    expect(parts[0]).toEqual({ text: '…' });
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['动火']);
    expect(parts[parts.length - 1]).toEqual({ text: '…' });
  });
});

describe('clause tree', () => {
  it('reads chapters, articles and numbered clauses', () => {
    const tree = parseClauses('前言一行\n第一章 总则\n第一条 目的。\n续行。\n5 动火作业\n5.2 要求\n5.2.1 清除易燃物。\n6 受限空间\n6.1 隔离。');
    expect(tree.preamble).toBe('前言一行');
    expect(tree.nodes[0].no).toBe('第一章');
    const [article, five, six] = tree.nodes[0].children;
    expect(article).toMatchObject({ no: '第一条', text: '目的。\n续行。' });
    expect(five.children[0].no).toBe('5.2');
    expect(five.children[0].children[0]).toMatchObject({ no: '5.2.1', text: '清除易燃物。' });
    expect(six.children[0].no).toBe('6.1');
    expect(flattenClauses(tree).map((c) => c.no)).toEqual(['第一条', '5', '5.2', '5.2.1', '6', '6.1']);
  });
});
