// The AI helper's understanding of a question (issue 24 item 7, docs/ai-assistant.md): which of the fixed
// questions about the enterprise's own data it is, or a question for the knowledge library. Pure: the words come
// from the knowledge search's segmentation (Intl.Segmenter with domain terms merged back, src/domain/kb-search.ts)
// with the helper's own terms added (逾期, 待办, 本月 …), so 本月逾期隐患有几条 reads as 本月|逾期|隐患|有|几|条.
import { DOMAIN_TERMS, segment } from './kb-search.ts';
import { PERMIT_KINDS, PERMIT_KIND_INFO, type PermitKind } from './permit-kinds.ts';

/** The longest question, in characters. */
export const MAX_QUESTION_LENGTH = 500;
/** The window of "expiring" certificates when the question names none, in days. */
export const DEFAULT_EXPIRY_DAYS = 30;
/** The longest window a question may ask for, in days. */
export const MAX_EXPIRY_DAYS = 366;

/** The fixed questions about the enterprise's data, and `knowledge` for everything else (the library's search). */
export type AiIntent = 'overdueHiddenDangers' | 'permitsInProgress' | 'expiringCertificates' | 'myTasks' | 'knowledge';
export const AI_INTENTS: readonly AiIntent[] = ['overdueHiddenDangers', 'permitsInProgress', 'expiringCertificates', 'myTasks', 'knowledge'];

/** A period a question names: 今天, 本周, 本月, 上月, 今年, or none (`all`). */
export type AiPeriod = 'today' | 'week' | 'month' | 'lastMonth' | 'year' | 'all';

export interface AiQuestion {
  intent: AiIntent;
  period: AiPeriod;
  /** expiringCertificates: the window in days (30 unless the question names one, e.g. 60天内). */
  days: number;
  /** permitsInProgress: the kinds the question names (动火, 受限空间 …); empty for every kind. */
  permitKinds: PermitKind[];
  /** The question asks about another enterprise (其他企业, 所有企业 …): answered from the caller's enterprise only. */
  otherEnterprise: boolean;
  /** The words worth searching the library for (question words and the helper's own terms left out). */
  searchTerms: string[];
}

/** The questions the helper understands, offered as suggestions. */
export const AI_SUGGESTIONS: readonly string[] = [
  '本月逾期隐患有几条',
  '正在进行的作业票有哪些',
  '30天内到期的证书有哪些',
  '我的待办有哪些',
  '动火作业的安全要求是什么',
];

/** Words the segmenter splits that the helper needs whole (besides the knowledge search's DOMAIN_TERMS). */
const AI_TERMS: readonly string[] = [
  '逾期', '超期', '过期', '到期', '未整改', '整改', '待办', '待处理', '待审批', '本月', '上月', '本周', '今天', '今年',
  '本年', '当月', '这个月', '上个月', '这周', '本年度', '进行中', '作业中', '正在', '证书', '证件', '持证', '资格证',
  '操作证', '有效期', '特种作业人员', '特种设备', '检验', '其他企业', '别的企业', '所有企业', '全部企业', '其他公司',
  '别的公司', '另一', '别家', '各企业', '每个企业', '任务', '作业票', '许可证', '工作票', '怎么办', '哪几', '有没有',
];
const TERMS: ReadonlySet<string> = new Set([...DOMAIN_TERMS, ...AI_TERMS]);

const HIDDEN_DANGER = ['隐患', '重大隐患', '事故隐患', '隐患排查', '隐患排查治理'];
const OVERDUE = ['逾期', '超期', '过期', '未整改', '拖期', '延误', '超时'];
const PERMIT = ['作业票', '许可证', '工作票', '票', '特殊作业'];
const PERMIT_KIND_WORDS: ReadonlyArray<[string, PermitKind]> = [
  ...PERMIT_KINDS.map((k): [string, PermitKind] => [PERMIT_KIND_INFO[k].shortName, k]),
  ['动火作业', 'DONG_HUO'], ['有限空间', 'SHOU_XIAN'], ['高处作业', 'GAO_CHU'], ['用电', 'YONG_DIAN'],
];
const IN_PROGRESS = ['进行', '进行中', '作业中', '正在', '在施', '施工中', '开展'];
const CERTIFICATE = ['证书', '证件', '持证', '资格证', '操作证', '特种作业人员', '特种设备', '检验'];
const EXPIRING = ['到期', '过期', '失效', '有效期', '期满', '快到期'];
const TASKS = ['待办', '待处理', '待审批', '任务', '工作'];
/** A question of how (怎么办, 如何 …) without a word of counting or listing is one for the library. */
const HOW = ['怎么', '如何', '怎样', '怎么办', '应当', '规定', '要求', '措施'];
const COUNT = ['几', '多少', '哪些', '哪几', '列出', '有没有', '清单', '统计', '数量'];
const SELF = ['我', '我的', '我有', '本人', '自己'];
const OTHER_ENTERPRISE = ['其他企业', '别的企业', '所有企业', '全部企业', '其他公司', '别的公司', '另一', '别家', '各企业', '每个企业'];
const PERIODS: ReadonlyArray<[string, AiPeriod]> = [
  ['今天', 'today'], ['今日', 'today'], ['本周', 'week'], ['这周', 'week'], ['本月', 'month'], ['当月', 'month'],
  ['这个月', 'month'], ['上月', 'lastMonth'], ['上个月', 'lastMonth'], ['今年', 'year'], ['本年', 'year'], ['本年度', 'year'],
];
/** Question words and the helper's own words: not searched in the library. */
const NOT_SEARCHED: ReadonlySet<string> = new Set([
  '什么', '哪些', '哪个', '如何', '怎么', '怎样', '多少', '几', '条', '个', '是', '有', '吗', '呢', '吧', '请', '问', '请问',
  '告诉', '我', '我们', '我的', '我有', '你', '要求', '规定', '一下', '需要', '可以', '能', '应该', '哪', '么', '要', '了',
  '怎么办', '办', '天内', '张', '快', '列出', '哪几',
  ...AI_TERMS,
]);

/** Why a question is refused; the messages are `ai.question.*`. */
export type QuestionProblem = 'empty' | 'tooLong';

/** The question, trimmed, or why it is refused. */
export function checkQuestion(q: unknown): { question: string } | { problem: QuestionProblem } {
  const question = typeof q === 'string' ? q.trim() : '';
  if (!question) return { problem: 'empty' };
  if ([...question].length > MAX_QUESTION_LENGTH) return { problem: 'tooLong' };
  return { question };
}

const CN_DIGITS: Readonly<Record<string, number>> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** A number written in digits or in Chinese numerals up to 99 (三十, 十五, 六十), or null. */
export function chineseNumber(s: string): number | null {
  if (/^\d+$/.test(s)) return Number(s);
  const m = /^([一二两三四五六七八九])?十([一二三四五六七八九])?$/.exec(s);
  if (m) return (m[1] ? CN_DIGITS[m[1]] : 1) * 10 + (m[2] ? CN_DIGITS[m[2]] : 0);
  return CN_DIGITS[s] ?? null;
}

/** The window a question names: N天, N周, N个月 (the first one), or null. */
export function windowDays(question: string): number | null {
  const m = /([0-9]+|[一二两三四五六七八九十]+)\s*(天|日|周|星期|个月|月)/.exec(question.normalize('NFKC'));
  if (!m) return null;
  const n = chineseNumber(m[1]);
  if (n == null || n <= 0) return null;
  const days = m[2] === '天' || m[2] === '日' ? n : m[2] === '周' || m[2] === '星期' ? n * 7 : n * 30;
  return Math.min(days, MAX_EXPIRY_DAYS);
}

const hasAny = (words: ReadonlySet<string>, list: readonly string[]) => list.some((w) => words.has(w));

/** Reads a (checked) question: its intent and the details the intent takes. */
export function matchQuestion(question: string): AiQuestion {
  const tokens = segment(question, { terms: TERMS }).map((t) => t.term);
  const words: ReadonlySet<string> = new Set(tokens);
  const period = PERIODS.find(([w]) => words.has(w))?.[1] ?? 'all';
  const permitKinds = [...new Set(PERMIT_KIND_WORDS.filter(([w]) => words.has(w)).map(([, k]) => k))];
  const otherEnterprise = hasAny(words, OTHER_ENTERPRISE) || /企业\s*\d{3,}|\d{4}\s*(企业|公司)/.test(question);
  const searchTerms = [...new Set(tokens.filter((w) => !NOT_SEARCHED.has(w) && !/^\d+$/.test(w)))];
  const base = { period, days: DEFAULT_EXPIRY_DAYS, permitKinds: [] as PermitKind[], otherEnterprise, searchTerms };

  if (hasAny(words, HOW) && !hasAny(words, COUNT)) return { ...base, intent: 'knowledge' };
  if (hasAny(words, HIDDEN_DANGER) && hasAny(words, OVERDUE)) return { ...base, intent: 'overdueHiddenDangers' };
  if (hasAny(words, CERTIFICATE) && hasAny(words, EXPIRING)) {
    return { ...base, intent: 'expiringCertificates', days: windowDays(question) ?? DEFAULT_EXPIRY_DAYS };
  }
  const permitWord = hasAny(words, PERMIT) || (permitKinds.length > 0 && words.has('作业'));
  // 作业中的 … is segmented 作业|中的: the state is also read from the text.
  const inProgress = hasAny(words, IN_PROGRESS) || /(进行|作业|施工)中/.test(question);
  if ((permitWord || permitKinds.length > 0) && inProgress) return { ...base, intent: 'permitsInProgress', permitKinds };
  if (hasAny(words, TASKS) && (hasAny(words, SELF) || words.has('待办'))) return { ...base, intent: 'myTasks' };
  return { ...base, intent: 'knowledge' };
}

/** The first and last day (inclusive, `YYYY-MM-DD`) of a period around `today` (`YYYY-MM-DD`), or null for `all`. */
export function periodRange(period: AiPeriod, today: string): { from: string; to: string } | null {
  const [y, m, d] = today.split('-').map(Number);
  const iso = (dt: Date) => dt.toISOString().slice(0, 10);
  const day = (yy: number, mm: number, dd: number) => iso(new Date(Date.UTC(yy, mm - 1, dd)));
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      // Monday to Sunday, as Chinese calendars count a week.
      const wd = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
      return { from: day(y, m, d - wd), to: day(y, m, d - wd + 6) };
    }
    case 'month':
      return { from: day(y, m, 1), to: day(y, m + 1, 0) };
    case 'lastMonth':
      return { from: day(y, m - 1, 1), to: day(y, m, 0) };
    case 'year':
      return { from: day(y, 1, 1), to: day(y, 12, 31) };
    default:
      return null;
  }
}

/** The day `n` days after `today` (`YYYY-MM-DD`). */
export function addDays(today: string, n: number): string {
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
