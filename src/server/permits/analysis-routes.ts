// Gas analysis records of a permit: `GET /{kind}/environmentAnalysis/list?id=` and
// `POST /{kind}/environmentAnalysis/save` (judged on the server; PPM variants derived and stored).
import type { FastifyInstance } from 'fastify';
import { PERMIT_KIND_INFO, type PermitKind } from '../../domain/permit-kinds.ts';
import { okEntity } from '../http/envelope.ts';
import { bool, obj, str } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { listAnalyses, type NewAnalysis } from './gas-analysis-store.ts';
import { PERMIT_READ, PERMIT_TAGS, PERMIT_WRITE, withPermits } from './permit-scope.ts';
import { idQuery } from './permit-id-schemas.ts';
import { recordAnalysis } from './permit-steps.ts';
import { loadPermit } from './permit-store.ts';
import { TIME_PATTERN } from './permit-time.ts';

const num = (title: string, maximum: number) => ({ type: ['number', 'null'], title, minimum: 0, maximum });
const saveBody = obj(
  {
    id: { type: 'integer', title: '作业票', minimum: 1 },
    qiTiMingCheng: str('气体名称', { minLength: 1, maxLength: 50 }),
    qiTiLeiBie: { type: 'string', title: '气体类别', enum: ['combustible', 'oxygen', 'toxic'] },
    fenZiLiang: num('分子量', 10_000),
    baoZhaXiaXian: num('爆炸下限（%）', 100),
    dongHuoZuiGaoYunXuNongDu: num('动火最高允许浓度（%）', 100),
    duXingJieChuXianZhi: num('毒性接触限值（mg/m3）', 1_000_000),
    yangHanLiang: num('氧含量（%）', 100),
    nongDu: { type: 'number', title: '浓度', minimum: 0, maximum: 1_000_000 },
    nongDuDanWei: str('浓度单位', { maxLength: 10, default: '%' }),
    moErTiJi: { type: 'number', title: '摩尔体积（L/mol）', enum: [22.4, 24.04, 24.45] },
    fuYang: bool('富氧环境或氧气设备'),
    fenXiBuWei: str('分析部位', { maxLength: 100 }),
    fenXiRen: str('分析人', { maxLength: 50 }),
    readonly: bool('只读'),
    fenXiShiJian: str('分析时间', { pattern: TIME_PATTERN }),
    autoAdd: bool('自动添加'),
  },
  ['id', 'qiTiMingCheng', 'nongDu', 'fenXiShiJian'],
);

export async function analysisRoutes(app: FastifyInstance, opts: { kinds: readonly { kind: PermitKind; path: string }[] }): Promise<void> {
  const { db } = app.deps;
  for (const { kind, path: p } of opts.kinds) {
    const name = PERMIT_KIND_INFO[kind].name;
    app.get<{ Querystring: { id: number } }>(
      `/${p}/environmentAnalysis/list`,
      { config: PERMIT_READ, schema: { tags: PERMIT_TAGS, summary: `${name}票：气体分析记录（新的在前）`, querystring: idQuery } },
      (req) => {
        const auth = authOf(req);
        return withPermits(db, auth, async (tx) => {
          const row = await loadPermit(tx, auth.tenantId, req.query.id, { kind });
          const dataList = await listAnalyses(tx, auth.tenantId, row.id);
          return okEntity({ dataList, total: dataList.length });
        });
      },
    );

    app.post<{ Body: NewAnalysis & { id: number; fenXiShiJian: string } }>(
      `/${p}/environmentAnalysis/save`,
      { config: PERMIT_WRITE, schema: { tags: PERMIT_TAGS, summary: `${name}票：记录一次气体分析（服务器判定合格与否）`, body: saveBody } },
      (req) => {
        const auth = authOf(req);
        return withPermits(db, auth, async (tx) => okEntity(await recordAnalysis(tx, auth, kind, req.body)));
      },
    );
  }
}
