// 教育培训's own routes (docs/training.md): taking an exam. Registered under /zax-cloud/jypx/take by
// src/server/module-plugins.ts; every call acts for the signed-in person (their staff record) in their
// enterprise's transaction, and the module must be opened.
import type { FastifyPluginAsync } from 'fastify';
import { jypxZh } from '../../domain/i18n/zh/jypx.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { okData } from '../http/envelope.ts';
import { authOf } from '../plugins/auth.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { assertModule } from '../resources/resource-context.ts';
import { myExams, readAttempt, saveAnswers, startAttempt, submitAttempt } from './attempts.ts';

const TAGS = [jypxZh['jypx.api.tag']];
const id = (title: string) => ({ type: 'integer', minimum: 1, title }) as const;
const answers = { type: 'object', title: jypxZh['jypx.field.answers'], maxProperties: 500 } as const;

export const jypxPlugin: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  const exam = resourceRegistry().byKey.get('exam');
  if (!exam) throw new Error('jypx: the exam resource file is missing');

  app.get('/mine', { config: { access: 'read' }, schema: { tags: TAGS, summary: jypxZh['jypx.api.mine'] } }, (req) => {
    const auth = authOf(req);
    return inTenant(db, auth, async (tx) => {
      await assertModule(tx, auth, exam);
      return okData(await myExams(tx, auth));
    });
  });

  app.post<{ Body: { examId: number } }>(
    '/start',
    {
      config: { access: 'read' },
      schema: { tags: TAGS, summary: jypxZh['jypx.api.start'], body: { type: 'object', required: ['examId'], additionalProperties: false, properties: { examId: id(jypxZh['jypx.field.examId']) } } },
    },
    (req) => {
      const auth = authOf(req);
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, exam);
        return okData(await startAttempt(tx, auth, req.body.examId));
      });
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/attempt',
    {
      config: { access: 'read' },
      schema: { tags: TAGS, summary: jypxZh['jypx.api.attempt'], querystring: { type: 'object', required: ['id'], properties: { id: id(jypxZh['jypx.field.attemptId']) } } },
    },
    (req) => {
      const auth = authOf(req);
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, exam);
        return okData(await readAttempt(tx, auth, req.query.id));
      });
    },
  );

  const answerBody = (required: string[]) =>
    ({ type: 'object', required, additionalProperties: false, properties: { attemptId: id(jypxZh['jypx.field.attemptId']), answers } }) as const;

  app.post<{ Body: { attemptId: number; answers: Record<string, unknown> } }>(
    '/save',
    { config: { access: 'read' }, schema: { tags: TAGS, summary: jypxZh['jypx.api.save'], body: answerBody(['attemptId', 'answers']) } },
    (req) => {
      const auth = authOf(req);
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, exam);
        return okData(await saveAnswers(tx, auth, req.body.attemptId, req.body.answers));
      });
    },
  );

  app.post<{ Body: { attemptId: number; answers?: Record<string, unknown> } }>(
    '/submit',
    { config: { access: 'read' }, schema: { tags: TAGS, summary: jypxZh['jypx.api.submit'], body: answerBody(['attemptId']) } },
    (req) => {
      const auth = authOf(req);
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, exam);
        return okData(await submitAttempt(tx, auth, req.body.attemptId, req.body.answers ?? {}));
      });
    },
  );
};
