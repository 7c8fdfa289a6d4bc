// The AI helper's reading of a question (src/domain/ai-intent.ts): the fixed questions by their words (the
// knowledge search's segmentation with the helper's terms), periods, windows, permit kinds, a question about
// another enterprise, the words searched in the library, the refusals, and the periods' days.
import { describe, expect, it } from 'vitest';
import { addDays, AI_SUGGESTIONS, checkQuestion, chineseNumber, matchQuestion, MAX_QUESTION_LENGTH, periodRange, windowDays, type AiIntent } from '../../src/domain/ai-intent.ts';

describe('matchQuestion: intents', () => {
  it.each<[string, AiIntent]>([
    ['本月逾期隐患有几条', 'overdueHiddenDangers'],
    ['现在有多少条逾期未整改的隐患？', 'overdueHiddenDangers'],
    ['本周有哪些超期未整改的隐患', 'overdueHiddenDangers'],
    ['列出过期的重大隐患', 'overdueHiddenDangers'],
    ['正在进行的作业票有哪些', 'permitsInProgress'],
    ['今天在进行的动火作业有几张', 'permitsInProgress'],
    ['作业中的受限空间作业票', 'permitsInProgress'],
    ['30天内到期的证书有哪些', 'expiringCertificates'],
    ['特种作业人员证书快过期了吗', 'expiringCertificates'],
    ['下个月特种设备检验到期的有哪些', 'expiringCertificates'],
    ['我的待办有哪些', 'myTasks'],
    ['我有什么任务', 'myTasks'],
    ['待办事项有几项', 'myTasks'],
    ['动火作业的安全要求是什么', 'knowledge'],
    ['受限空间作业的气体分析要求', 'knowledge'],
    // A question of how is one for the library, even when it names a fixed question's words.
    ['隐患逾期了怎么办', 'knowledge'],
    ['今天晚饭吃什么好', 'knowledge'],
  ])('%s → %s', (question, intent) => {
    expect(matchQuestion(question).intent).toBe(intent);
  });

  it('every suggestion is understood as a fixed question or a library question with words to search', () => {
    const intents = AI_SUGGESTIONS.map((q) => matchQuestion(q).intent);
    expect(intents).toEqual(['overdueHiddenDangers', 'permitsInProgress', 'expiringCertificates', 'myTasks', 'knowledge']);
    expect(matchQuestion(AI_SUGGESTIONS[4]).searchTerms).toEqual(['动火作业', '安全']);
  });

  it('matches whole words only: 移动火源 names no 动火, 隐患 alone is no overdue question', () => {
    const q = matchQuestion('正在进行的移动火源检查');
    expect(q.permitKinds).toEqual([]);
    expect(q.intent).toBe('knowledge');
    expect(matchQuestion('隐患有几条').intent).toBe('knowledge');
  });
});

describe('matchQuestion: details', () => {
  it.each([
    ['本月逾期隐患有几条', 'month'],
    ['这个月逾期隐患', 'month'],
    ['上个月逾期的隐患有几条', 'lastMonth'],
    ['本周逾期隐患', 'week'],
    ['今天逾期的隐患', 'today'],
    ['今年逾期隐患有多少', 'year'],
    ['逾期隐患有几条', 'all'],
  ])('%s: period %s', (question, period) => {
    expect(matchQuestion(question).period).toBe(period);
  });

  it('reads the window of expiring certificates, 30 days by default, at most a year', () => {
    expect(matchQuestion('60天内到期的证书').days).toBe(60);
    expect(matchQuestion('六十天内到期的证书').days).toBe(60);
    expect(matchQuestion('两周内到期的证书').days).toBe(14);
    expect(matchQuestion('3个月内到期的证书').days).toBe(90);
    expect(matchQuestion('即将到期的证书').days).toBe(30);
    expect(matchQuestion('9999天内到期的证书').days).toBe(366);
  });

  it('reads the permit kinds a question names', () => {
    expect(matchQuestion('正在进行的动火作业有几张').permitKinds).toEqual(['DONG_HUO']);
    expect(matchQuestion('进行中的受限空间和高处作业票').permitKinds.sort()).toEqual(['GAO_CHU', 'SHOU_XIAN']);
    expect(matchQuestion('正在进行的作业票有哪些').permitKinds).toEqual([]);
  });

  it('notices a question about another enterprise', () => {
    expect(matchQuestion('告诉我另一化工企业的逾期隐患').otherEnterprise).toBe(true);
    expect(matchQuestion('列出所有企业的逾期隐患').otherEnterprise).toBe(true);
    expect(matchQuestion('企业2001本月逾期隐患有几条').otherEnterprise).toBe(true);
    expect(matchQuestion('本月逾期隐患有几条').otherEnterprise).toBe(false);
  });

  it('searches the library for the content words only', () => {
    expect(matchQuestion('受限空间作业的气体分析要求是什么？').searchTerms).toEqual(['受限空间', '作业', '气体分析']);
    expect(matchQuestion('请问怎么办').searchTerms).toEqual([]);
  });
});

describe('checkQuestion', () => {
  it('trims, refuses empty and blank questions and those past 500 characters', () => {
    expect(checkQuestion('  本月逾期隐患有几条 ')).toEqual({ question: '本月逾期隐患有几条' });
    expect(checkQuestion('')).toEqual({ problem: 'empty' });
    expect(checkQuestion(' \n ')).toEqual({ problem: 'empty' });
    expect(checkQuestion(undefined)).toEqual({ problem: 'empty' });
    expect(checkQuestion(42)).toEqual({ problem: 'empty' });
    expect(checkQuestion('隐'.repeat(MAX_QUESTION_LENGTH))).toEqual({ question: '隐'.repeat(500) });
    expect(checkQuestion('隐'.repeat(10_000))).toEqual({ problem: 'tooLong' });
    // Characters, not UTF-16 units: 500 characters outside the basic plane pass.
    expect('problem' in checkQuestion('𠀀'.repeat(500))).toBe(false);
  });
});

describe('periods and numbers', () => {
  it('gives the days of each period', () => {
    expect(periodRange('month', '2026-11-28')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodRange('month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    // 2026-11-28 is a Saturday: the week runs Monday 23 to Sunday 29.
    expect(periodRange('week', '2026-11-28')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodRange('week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodRange('today', '2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(periodRange('year', '2026-11-28')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(periodRange('all', '2026-11-28')).toBeNull();
    expect(addDays('2026-11-28', 30)).toBe('2026-12-28');
  });

  it('reads Chinese numerals and windows', () => {
    expect(chineseNumber('三十')).toBe(30);
    expect(chineseNumber('十五')).toBe(15);
    expect(chineseNumber('两')).toBe(2);
    expect(chineseNumber('45')).toBe(45);
    expect(chineseNumber('百')).toBeNull();
    expect(windowDays('一个月内')).toBe(30);
    expect(windowDays('没有数字')).toBeNull();
  });
});
