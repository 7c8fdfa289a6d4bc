// `GET /tszy/{kind}/measureTemplates?jiBie=` (docs/permit-api.md "Safety measures"): the enterprise's enabled measure
// templates (措施模板) for the kind and grade, in their sort order, from which the permit form fills its 安全措施.
// A grade that is not one of the kind's is refused naming `jiBie`; without a grade, the templates for every grade.
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { templateGradesProblem } from '../../domain/permit-measures.ts';
import { parseGrade, PERMIT_KIND_INFO, type PermitKind } from '../../domain/permit-kinds.ts';
import { fieldError } from '../http/app-error.ts';
import { okEntity } from '../http/envelope.ts';
import { obj, str } from '../http/json-schema.ts';
import { say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { measureTemplatesFor } from './permit-measures.ts';
import { PERMIT_READ, PERMIT_TAGS, withPermits } from './permit-scope.ts';

type Query = { jiBie?: string };

const query = obj({ jiBie: str(text('permits.measures.field.grade'), { maxLength: 10 }) });

export async function measureTemplateRoutes(app: FastifyInstance, opts: { kinds: readonly { kind: PermitKind; path: string }[] }): Promise<void> {
  const { db } = app.deps;
  for (const { kind, path } of opts.kinds) {
    const summary = say('zh', text('permits.measures.doc', { kind: PERMIT_KIND_INFO[kind].name }));
    app.get<{ Querystring: Query }>(`/${path}/measureTemplates`, { config: PERMIT_READ, schema: { tags: PERMIT_TAGS, summary, querystring: query } }, (req) => {
      const auth = authOf(req);
      const given = req.query.jiBie?.trim() ? req.query.jiBie : null;
      const grade = parseGrade(kind, given);
      const problem = given !== null && grade === null ? templateGradesProblem(kind, [given]) : null;
      if (problem) throw fieldError('jiBie', problem);
      return withPermits(db, auth, async (tx) => {
        const dataList = await measureTemplatesFor(tx, auth.tenantId, kind, grade);
        return okEntity({ dataList, total: dataList.length });
      });
    });
  }
}
