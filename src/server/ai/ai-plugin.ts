// AI助手's route (issue 24 item 7, docs/ai-assistant.md), under /zax-cloud/ai (src/server/module-plugins.ts):
// `POST /ai/ask {question}` reads the question (src/domain/ai-intent.ts), answers it from the enterprise's own
// data or the knowledge library in the caller's tenant transaction (ai-facts.ts), and, when a language model is
// configured (AI_BASE_URL), has it reword the answer after the transaction (ai-model.ts). Refusals: 400 naming
// `question` (empty; longer than 500 characters).
import type { FastifyInstance } from 'fastify';
import type { AiAnswer } from '../../domain/ai-answer.ts';
import { AI_SUGGESTIONS, checkQuestion, matchQuestion, MAX_QUESTION_LENGTH } from '../../domain/ai-intent.ts';
import { text } from '../../domain/i18n/text.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { fieldError } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { requestLang, say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { sitesToday } from '../yhpc/sites-today.ts';
import { expiringCertificates, knowledge, myTasks, overdueHiddenDangers, permitsInProgress, type Facts, type FactsContext } from './ai-facts.ts';
import { refineAnswer } from './ai-model.ts';

const tags = [say('zh', text('ai.api.tag'))];

interface AskBody {
  question?: string;
}

export async function aiPlugin(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  app.post<{ Body: AskBody }>(
    '/ask',
    {
      config: { access: 'read' },
      schema: {
        tags,
        summary: say('zh', text('ai.api.ask')),
        body: { type: 'object', additionalProperties: false, properties: { question: { type: 'string', title: say('zh', text('ai.field.question')) } } },
      },
    },
    async (req) => {
      const auth = authOf(req);
      const lang = requestLang(req);
      const checked = checkQuestion(req.body?.question);
      if ('problem' in checked) {
        throw fieldError('question', checked.problem === 'tooLong' ? text('ai.question.tooLong', { max: MAX_QUESTION_LENGTH }) : text('ai.question.empty'));
      }
      const q = matchQuestion(checked.question);
      const { facts, enterprise } = await inTenant(db, auth, async (tx) => {
        const c: FactsContext = { tx, auth, lang, today: sitesToday() };
        const [ent] = await tx.query<{ qymc: string }>('select qymc from qyxx where tenant_id = $1', [auth.tenantId]);
        const byIntent: Record<typeof q.intent, () => Promise<Facts>> = {
          overdueHiddenDangers: () => overdueHiddenDangers(c, q),
          permitsInProgress: () => permitsInProgress(c, q),
          expiringCertificates: () => expiringCertificates(c, q),
          myTasks: () => myTasks(c),
          knowledge: () => knowledge(c, q),
        };
        return { facts: await byIntent[q.intent](), enterprise: ent?.qymc ?? String(auth.tenantId) };
      });
      const notices = q.otherEnterprise ? [say(lang, text('ai.notice.ownEnterprise', { enterprise }))] : [];
      const refined = facts.understood ? await refineAnswer(config.ai, { question: checked.question, answer: facts.answer, sources: facts.sources, lang }, req.log) : null;
      if (config.ai && facts.understood && refined == null) notices.push(say(lang, text('ai.notice.refineFailed')));
      const answer: AiAnswer = {
        question: checked.question,
        intent: q.intent,
        understood: facts.understood,
        answer: refined ?? facts.answer,
        count: facts.count,
        sources: facts.sources,
        refined: refined != null,
        notices,
        suggestions: [...AI_SUGGESTIONS],
      };
      return okData(answer);
    },
  );
}
