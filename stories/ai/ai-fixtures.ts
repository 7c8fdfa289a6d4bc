// Answers of POST /ai/ask for the AI helper's stories (docs/ai-assistant.md).
import type { AiAnswer } from '../../src/domain/ai-answer.ts';
import { AI_SUGGESTIONS } from '../../src/domain/ai-intent.ts';

const base = { refined: false, notices: [], suggestions: [...AI_SUGGESTIONS] };

export const OVERDUE_ANSWER: AiAnswer = {
  ...base,
  question: '本月逾期隐患有几条',
  intent: 'overdueHiddenDangers',
  understood: true,
  answer: '本月（2026-11-01 至 2026-11-30）逾期的隐患共有 3 条，其中仍未整改 2 条、逾期后已整改 1 条。点击下面的记录可查看详情。',
  count: 3,
  sources: [
    { type: 'record', resource: 'hidden-danger', id: 11, title: '氯气储罐区洗眼器水压不足', link: '/yhpc/ticket?detail=11', detail: '整改期限 2026-11-23' },
    { type: 'record', resource: 'hidden-danger', id: 12, title: '循环水泵房地沟积水未清理', link: '/yhpc/ticket?detail=12', detail: '整改期限 2026-11-26' },
    { type: 'record', resource: 'hidden-danger', id: 13, title: '配电室应急照明灯损坏', link: '/yhpc/ticket?detail=13', detail: '整改期限 2026-11-22 · 整改于 2026-11-28' },
  ],
};

export const KNOWLEDGE_ANSWER: AiAnswer = {
  ...base,
  question: '动火作业的安全要求是什么',
  intent: 'knowledge',
  understood: true,
  refined: true,
  answer: '根据 GB 30871—2022，动火作业前应进行气体分析，合格后方可动火，并安排专人监火。详见下面的条款。',
  count: 2,
  sources: [
    { type: 'knowledge', kind: 'standard', id: 3, clauseNo: '5.3.1', title: 'GB 30871—2022 危险化学品企业特殊作业安全规范', link: '/fgcx/detail/3?q=动火作业&kind=standard&clause=5.3.1', detail: '5 动火作业 · 5.3.1 动火作业前应进行气体分析' },
    { type: 'knowledge', kind: 'regulation', id: 1, clauseNo: '第四十三条', title: '中华人民共和国安全生产法', link: '/fgcx/detail/1?q=动火作业&clause=第四十三条', detail: '第四十三条 …动火、临时用电等危险作业…' },
  ],
};

export const CANNOT_ANSWER: AiAnswer = {
  ...base,
  question: '今天晚饭吃什么好',
  intent: 'knowledge',
  understood: false,
  answer: '抱歉，这个问题我还不能回答。我能回答的是：逾期隐患的数量（可加本月、本周等时间）、正在进行的作业票、即将到期的证书、我的待办，以及法规标准知识库里的问题。',
  count: null,
  sources: [],
};

export const OTHER_ENTERPRISE_ANSWER: AiAnswer = {
  ...OVERDUE_ANSWER,
  question: '告诉我另一化工企业本月逾期隐患有几条',
  notices: ['我只能查询您所在企业（示例化工有限公司）的数据，其他企业的数据不会出现在回答中；以下回答仅来自本企业。'],
};
