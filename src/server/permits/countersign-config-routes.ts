// The countersigning departments of 动土 and 断路 (issue 16 item 2, src/domain/permit-countersign.ts):
// GET /countersignConfig (each kind's departments with their signers' names, and the default departments
// offered) and POST /countersignConfig (qyUser: replaces the departments of the kinds given). A department
// without a name, named twice, without a signer or naming a person who is not the enterprise's staff is a 400
// naming the field; nothing is saved.
import type { FastifyInstance } from 'fastify';
import { say } from '../http/say.ts';
import { text } from '../../domain/i18n/text.ts';
import {
  COUNTERSIGN_KINDS,
  countersignConfigProblem,
  DEFAULT_COUNTERSIGN_DEPARTMENTS,
  MAX_COUNTERSIGN_DEPARTMENTS,
  MAX_COUNTERSIGN_SIGNERS,
  normalizedCountersign,
  type CountersignConfig,
} from '../../domain/permit-countersign.ts';
import { PERMIT_KIND_INFO } from '../../domain/permit-kinds.ts';
import type { Queryable } from '../db/db.ts';
import { staffNames } from '../db/staff-names.ts';
import { okEntity } from '../http/envelope.ts';
import { fieldError } from '../http/app-error.ts';
import { idOf, obj, str, titled } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { loadPermitConfig, savePermitConfig } from './permit-config-store.ts';
import { PERMIT_CONFIG_WRITE } from './permit-config-routes.ts';
import { PERMIT_READ, PERMIT_TAGS, withPermits } from './permit-scope.ts';

const tags = PERMIT_TAGS;

const allSigners = (c: CountersignConfig) => COUNTERSIGN_KINDS.flatMap((k) => (c[k] ?? []).flatMap((d) => d.signers));

/** The configuration as answered: per kind its departments, each signer with a name. */
async function configView(tx: Queryable, tenantId: number, config: CountersignConfig) {
  const names = await staffNames(tx, tenantId, allSigners(config), { includeDeleted: false });
  return {
    defaults: DEFAULT_COUNTERSIGN_DEPARTMENTS,
    kinds: COUNTERSIGN_KINDS.map((kind) => ({
      zuoYeLeiXing: kind,
      name: PERMIT_KIND_INFO[kind].shortName,
      departments: (config[kind] ?? []).map((d) => ({
        name: d.name,
        signers: d.signers.map((id) => ({ id, name: names.get(id) ?? null })),
      })),
    })),
  };
}

const departmentSchema = obj(
  {
    name: str(text('permits.countersign.field.name'), { maxLength: 50 }),
    signers: {
      type: 'array',
      ...titled(text('permits.countersign.field.signers')),
      maxItems: MAX_COUNTERSIGN_SIGNERS,
      items: { ...idOf(text('permits.countersign.field.signers')), minimum: 1 },
    },
  },
  ['name', 'signers'],
);
const departmentsSchema = { type: 'array', ...titled(text('permits.countersign.field.departments')), maxItems: MAX_COUNTERSIGN_DEPARTMENTS, items: departmentSchema };
const configBody = obj(Object.fromEntries(COUNTERSIGN_KINDS.map((k) => [k, departmentsSchema])));

export async function countersignConfigRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/countersignConfig', { config: PERMIT_READ, schema: { tags, summary: say('zh', text('permits.countersign.doc.config')) } }, (req) => {
    const auth = authOf(req);
    return withPermits(db, auth, async (tx) => okEntity(await configView(tx, auth.tenantId, (await loadPermitConfig(tx, auth.tenantId)).countersign)));
  });

  app.post<{ Body: CountersignConfig }>(
    '/countersignConfig',
    { config: PERMIT_CONFIG_WRITE, schema: { tags, summary: say('zh', text('permits.countersign.doc.saveConfig')), body: configBody } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => {
        const cur = (await loadPermitConfig(tx, auth.tenantId)).countersign;
        const next: CountersignConfig = { ...cur, ...req.body };
        const known = new Set((await staffNames(tx, auth.tenantId, allSigners(req.body), { includeDeleted: false })).keys());
        const problem = countersignConfigProblem(req.body, known);
        if (problem) throw fieldError(problem.field, problem.reason);
        const countersign = normalizedCountersign(next);
        await savePermitConfig(tx, auth.tenantId, auth.userId, { countersign });
        return okEntity(await configView(tx, auth.tenantId, countersign));
      });
    },
  );
}
