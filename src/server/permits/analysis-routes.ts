// Gas analysis records of a permit: `GET /{kind}/environmentAnalysis/list?id=` and
// `POST /{kind}/environmentAnalysis/save` (judged on the server; PPM variants derived and stored).
import { requestLang, say } from '../http/say.ts';
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import type { FastifyInstance } from 'fastify';
import { PERMIT_KIND_INFO, type PermitKind } from '../../domain/permit-kinds.ts';
import { okEntity } from '../http/envelope.ts';
import { bool, obj, str, titled } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { listAnalyses, type NewAnalysis } from './gas-analysis-store.ts';
import { PERMIT_READ, PERMIT_TAGS, PERMIT_WRITE, withPermits } from './permit-scope.ts';
import { idQuery } from './permit-id-schemas.ts';
import { recordAnalyses, recordAnalysis, type AnalysisSet } from './permit-steps.ts';
import { loadPermit } from './permit-store.ts';
import { TIME_PATTERN } from './permit-time.ts';

const num = (title: Text, maximum: number) => ({ type: ['number', 'null'], ...titled(title), minimum: 0, maximum });
const gasFields = {
    qiTiMingCheng: str(text('permits.field.gasName'), { minLength: 1, maxLength: 50 }),
    qiTiLeiBie: { type: 'string', ...titled(text('permits.field.gasCategory')), enum: ['combustible', 'oxygen', 'toxic'] },
    fenZiLiang: num(text('permits.field.molecularWeight'), 10_000),
    baoZhaXiaXian: num(text('permits.field.lel'), 100),
    dongHuoZuiGaoYunXuNongDu: num(text('permits.field.hotMax'), 100),
    duXingJieChuXianZhi: num(text('permits.field.toxicLimit'), 1_000_000),
    yangHanLiang: num(text('permits.field.oxygen'), 100),
    nongDu: { type: 'number', ...titled(text('permits.field.concentration')), minimum: 0, maximum: 1_000_000 },
    nongDuDanWei: str(text('permits.field.unit'), { maxLength: 10, default: '%' }),
    moErTiJi: { type: 'number', ...titled(text('permits.field.molarVolume')), enum: [22.4, 24.04, 24.45] },
    fuYang: bool(text('permits.field.oxygenRich')),
    autoAdd: bool(text('permits.field.autoAdd')),
};
/** What one analysis and a set of them share: the permit, the time and place, who analysed. */
const sampleFields = {
  id: { type: 'integer', ...titled(text('permits.field.permit')), minimum: 1 },
  fenXiBuWei: str(text('permits.field.analysisSpot'), { maxLength: 100 }),
  fenXiRen: str(text('permits.field.analyst'), { maxLength: 50 }),
  readonly: bool(text('permits.field.readonly')),
  fenXiShiJian: str(text('permits.field.analysisTime'), { pattern: TIME_PATTERN }),
};
const saveBody = obj({ ...sampleFields, ...gasFields }, ['id', 'qiTiMingCheng', 'nongDu', 'fenXiShiJian']);
/** Several gases measured at one moment and place: one row per gas (at most 20). */
const saveSetBody = obj(
  {
    ...sampleFields,
    gases: { type: 'array', ...titled(text('permits.field.gases')), minItems: 1, maxItems: 20, items: obj(gasFields, ['qiTiMingCheng', 'nongDu']) },
  },
  ['id', 'fenXiShiJian', 'gases'],
);

export async function analysisRoutes(app: FastifyInstance, opts: { kinds: readonly { kind: PermitKind; path: string }[] }): Promise<void> {
  const { db } = app.deps;
  for (const { kind, path: p } of opts.kinds) {
    const name = PERMIT_KIND_INFO[kind].name;
    app.get<{ Querystring: { id: number } }>(
      `/${p}/environmentAnalysis/list`,
      { config: PERMIT_READ, schema: { tags: PERMIT_TAGS, summary: say('zh', text('permits.doc.analyses', { kind: name })), querystring: idQuery } },
      (req) => {
        const auth = authOf(req);
        return withPermits(db, auth, async (tx) => {
          const row = await loadPermit(tx, auth.tenantId, req.query.id, { kind });
          const dataList = await listAnalyses(tx, auth.tenantId, row.id, requestLang(req));
          return okEntity({ dataList, total: dataList.length });
        });
      },
    );

    app.post<{ Body: NewAnalysis & { id: number; fenXiShiJian: string } }>(
      `/${p}/environmentAnalysis/save`,
      { config: PERMIT_WRITE, schema: { tags: PERMIT_TAGS, summary: say('zh', text('permits.doc.saveAnalysis', { kind: name })), body: saveBody } },
      (req) => {
        const auth = authOf(req);
        return withPermits(db, auth, async (tx) => okEntity(await recordAnalysis(tx, auth, kind, req.body, new Date(), requestLang(req))));
      },
    );

    app.post<{ Body: AnalysisSet }>(
      `/${p}/environmentAnalysis/saveSet`,
      { config: PERMIT_WRITE, schema: { tags: PERMIT_TAGS, summary: say('zh', text('permits.doc.saveAnalysisSet', { kind: name })), body: saveSetBody } },
      (req) => {
        const auth = authOf(req);
        return withPermits(db, auth, async (tx) => {
          const dataList = await recordAnalyses(tx, auth, kind, req.body, new Date(), requestLang(req));
          return okEntity({ dataList, total: dataList.length });
        });
      },
    );
  }
}
