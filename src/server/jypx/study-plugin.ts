// 教育培训's study routes (docs/training.md "Studying a course"), registered under /zax-cloud/jypx/study by
// src/server/module-plugins.ts: 我的课程, opening a course, the heartbeats, and the course's video by its ticket
// (public: a <video> element cannot send the session token; the random ticket is what grants it).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { jypxZh } from '../../domain/i18n/zh/jypx.ts';
import type { Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { okData } from '../http/envelope.ts';
import { sendRanged } from '../http/byte-range.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { assertModule } from '../resources/resource-context.ts';
import { myCourses, openStudy, openStudyVideo, studyBeat } from './study.ts';

const TAGS = [jypxZh['jypx.api.tag']];
const courseBody = {
  type: 'object',
  required: ['courseId'],
  additionalProperties: false,
  properties: { courseId: { type: 'integer', minimum: 1, title: jypxZh['jypx.study.field.courseId'] } },
} as const;
const beatBody = {
  ...courseBody,
  properties: { ...courseBody.properties, restart: { type: 'boolean', title: jypxZh['jypx.study.field.restart'] } },
} as const;

export const jypxStudyPlugin: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  const course = resourceRegistry().byKey.get('training-course');
  if (!course) throw new Error('jypx: the training-course resource file is missing');

  /** The request's work in its enterprise's transaction, once 教育培训 is known to be enabled there (403 otherwise). */
  const inModule = <T>(req: FastifyRequest, work: (tx: Queryable, auth: AuthContext) => Promise<T>): Promise<T> => {
    const auth = authOf(req);
    return inTenant(db, auth, async (tx) => {
      await assertModule(tx, auth, course);
      return work(tx, auth);
    });
  };

  app.get('/mine', { config: { access: 'read' }, schema: { tags: TAGS, summary: jypxZh['jypx.study.api.mine'] } }, (req) =>
    inModule(req, async (tx, auth) => okData(await myCourses(tx, auth))),
  );

  app.post<{ Body: { courseId: number } }>(
    '/open',
    { config: { access: 'read' }, schema: { tags: TAGS, summary: jypxZh['jypx.study.api.open'], body: courseBody } },
    (req) => inModule(req, async (tx, auth) => okData(await openStudy(tx, auth, req.body.courseId))),
  );

  app.post<{ Body: { courseId: number; restart?: boolean } }>(
    '/beat',
    { config: { access: 'read' }, schema: { tags: TAGS, summary: jypxZh['jypx.study.api.beat'], body: beatBody } },
    (req) => inModule(req, async (tx, auth) => okData(await studyBeat(tx, auth, req.body.courseId, { restart: req.body.restart === true }))),
  );

  app.get<{ Params: { ticket: string } }>(
    '/video/:ticket',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: jypxZh['jypx.study.api.video'],
        params: { type: 'object', required: ['ticket'], properties: { ticket: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } } },
      },
    },
    async (req, reply) => {
      const { file } = await openStudyVideo(db, req.params.ticket);
      reply.header('cache-control', 'private, no-cache').header('x-content-type-options', 'nosniff');
      return sendRanged(req, reply, file);
    },
  );
};
