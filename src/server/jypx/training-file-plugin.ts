// 教育培训's training files (docs/training.md "Training files"), registered under /zax-cloud/jypx/file by
// src/server/module-plugins.ts: a person's file, the people a file may be opened for, and the departments' and
// the enterprise's completion. Read in the caller's enterprise transaction; the module must be opened.
import type { FastifyPluginAsync } from 'fastify';
import { jypxZh } from '../../domain/i18n/zh/jypx.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { okData } from '../http/envelope.ts';
import { authOf } from '../plugins/auth.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { assertModule } from '../resources/resource-context.ts';
import { departmentCompletion, examPassRates, filePeople, fileStaffId, overduePlans, trainingFile } from './training-file.ts';

const TAGS = [jypxZh['jypx.api.tag']];

export const jypxFilePlugin: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  const record = resourceRegistry().byKey.get('training-record');
  if (!record) throw new Error('jypx: the training-record resource file is missing');

  app.get<{ Querystring: { staffId?: number } }>(
    '/person',
    {
      config: { access: 'read' },
      schema: {
        tags: TAGS,
        summary: jypxZh['jypx.file.api.person'],
        querystring: { type: 'object', properties: { staffId: { type: 'integer', minimum: 1, title: jypxZh['jypx.file.field.staffId'] } } },
      },
    },
    (req) => {
      const auth = authOf(req);
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, record);
        return okData(await trainingFile(tx, auth.tenantId, await fileStaffId(tx, auth, req.query.staffId)));
      });
    },
  );

  app.get('/people', { config: { access: 'read' }, schema: { tags: TAGS, summary: jypxZh['jypx.file.api.people'] } }, (req) => {
    const auth = authOf(req);
    return inTenant(db, auth, async (tx) => {
      await assertModule(tx, auth, record);
      return okData(await filePeople(tx, auth.tenantId));
    });
  });

  app.get('/completion', { config: { access: 'read' }, schema: { tags: TAGS, summary: jypxZh['jypx.file.api.completion'] } }, (req) => {
    const auth = authOf(req);
    return inTenant(db, auth, async (tx) => {
      await assertModule(tx, auth, record);
      const { enterprise, departments } = await departmentCompletion(tx, auth.tenantId);
      return okData({ enterprise, departments, overduePlans: await overduePlans(tx, auth.tenantId), exams: await examPassRates(tx, auth.tenantId) });
    });
  });
};
