// `GET /tszy/{kind}/workerCertificate` (docs/permit-api.md "Workers' certificates"): what the permit form asks when
// a person is picked on a 作业人 row: the person's name, the number of the valid certificate the kind requires (to
// fill 证书编号) and, when there is none, the reason the save would give.
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { PERMIT_KIND_INFO, type PermitKind } from '../../domain/permit-kinds.ts';
import { okEntity } from '../http/envelope.ts';
import { fieldError } from '../http/app-error.ts';
import { idOf, obj, str } from '../http/json-schema.ts';
import { requestLang, say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { PERMIT_READ, PERMIT_TAGS, withPermits } from './permit-scope.ts';
import { parseOptionalTime, TIME_PATTERN } from './permit-time.ts';
import { personCertificate, type WorkerPerson } from './permit-worker-certificates.ts';

type Query = { renYuan?: number; chengBaoShangRenYuan?: number; jiHuaKaiShiShiJian?: string };

const query = obj({
  renYuan: idOf(text('permits.cert.field.staff')),
  chengBaoShangRenYuan: idOf(text('permits.cert.field.contractorWorker')),
  jiHuaKaiShiShiJian: str(text('permits.field.plannedStart'), { pattern: TIME_PATTERN }),
});

/** The person the query names (exactly one of the two). */
function personOf(q: Query): WorkerPerson {
  if ((q.renYuan === undefined) === (q.chengBaoShangRenYuan === undefined)) throw fieldError('renYuan', text('permits.cert.onePerson'));
  return q.renYuan !== undefined ? { field: 'renYuan', id: q.renYuan } : { field: 'chengBaoShangRenYuan', id: q.chengBaoShangRenYuan as number };
}

export async function workerCertificateRoutes(app: FastifyInstance, opts: { kinds: readonly { kind: PermitKind; path: string }[] }): Promise<void> {
  const { db } = app.deps;
  for (const { kind, path } of opts.kinds) {
    const summary = say('zh', text('permits.cert.doc', { kind: PERMIT_KIND_INFO[kind].name }));
    app.get<{ Querystring: Query }>(`/${path}/workerCertificate`, { config: PERMIT_READ, schema: { tags: PERMIT_TAGS, summary, querystring: query } }, (req) => {
      const auth = authOf(req);
      const person = personOf(req.query);
      const plannedStart = parseOptionalTime(req.query.jiHuaKaiShiShiJian, 'jiHuaKaiShiShiJian', text('permits.field.plannedStart'));
      return withPermits(db, auth, async (tx) => {
        const found = await personCertificate(tx, auth.tenantId, kind, person, plannedStart);
        const unknown = person.field === 'renYuan' ? text('permits.cert.unknownStaff', { id: person.id }) : text('cbs.permit.unknownWorker', { id: person.id });
        if (!found) throw fieldError(person.field, unknown);
        return okEntity({ name: found.name, zhengShuHao: found.zhengShuHao, refusal: found.refusal ? say(requestLang(req), found.refusal) : null });
      });
    });
  }
}
