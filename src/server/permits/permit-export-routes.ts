// GET /zuoYePiao/export (the permit list as xlsx, with the list's filters) and GET /hotWorkMethods
// (动火方式) of spec 001 §7.2. See docs/permit-api.md.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_TZ_OFFSET_MINUTES } from '../../domain/permit-grade.ts';
import { sendAttachment, XLSX_TYPE } from '../http/attachment.ts';
import { okEntity } from '../http/envelope.ts';
import { authOf } from '../plugins/auth.ts';
import { listPermits, permitListSchema, type PermitListQuery } from './permit-list.ts';
import { PERMIT_READ, PERMIT_TAGS, withPermits } from './permit-scope.ts';

/** Most rows one export carries (newest first). */
export const PERMIT_EXPORT_MAX_ROWS = 10_000;

/** 动火方式 (GB 30871 Annex A.1 form: the ways hot work is done). */
export const HOT_WORK_METHODS: readonly string[] = Object.freeze(['气焊', '电焊', '气割', '切割', '打磨', '喷灯', '钻孔', '铅熔', '其他']);

/** A listed permit; its form fields (zuoYeNeiRong...) are spread in from the stored form. */
type View = Awaited<ReturnType<typeof listPermits>>['dataList'][number] & Record<string, unknown>;
const at = (d: Date | string | null | undefined) =>
  d ? new Date(new Date(d).getTime() + DEFAULT_TZ_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19).replace('T', ' ') : '';

const COLUMNS: { title: string; width: number; value: (p: View) => string }[] = [
  { title: '作业票编号', width: 22, value: (p) => p.zuoYeBianHao },
  { title: '作业类型', width: 12, value: (p) => p.zuoYeLeiXingMingCheng },
  { title: '作业级别', width: 10, value: (p) => p.zuoYeJiBie ?? '' },
  { title: '状态', width: 10, value: (p) => p.zhuangTaiMingCheng },
  { title: '申请单位', width: 16, value: (p) => String(p.buMen ?? '') },
  { title: '作业地点', width: 20, value: (p) => String(p.zuoYeDiDian ?? '') },
  { title: '作业内容', width: 30, value: (p) => String(p.zuoYeNeiRong ?? '') },
  { title: '作业负责人', width: 12, value: (p) => String(p.zuoYeFuZeRen ?? '') },
  { title: '计划开始时间', width: 20, value: (p) => at(p.jiHuaKaiShiShiJian) },
  { title: '计划结束时间', width: 20, value: (p) => at(p.jiHuaJieShuShiJian) },
  { title: '申请人', width: 12, value: (p) => p.createdByName ?? '' },
  { title: '创建时间', width: 20, value: (p) => at(p.createdAt) },
];

export async function permitExportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const tags = PERMIT_TAGS;

  app.get<{ Querystring: PermitListQuery }>(
    '/zuoYePiao/export',
    { config: PERMIT_READ, schema: { tags, summary: `导出作业票列表（xlsx，筛选同列表，最多 ${PERMIT_EXPORT_MAX_ROWS} 条）`, querystring: permitListSchema } },
    async (req, reply) => {
      const auth = authOf(req);
      const { dataList } = await withPermits(db, auth, (tx) =>
        listPermits(tx, auth.tenantId, { ...req.query, pageIndex: 1, pageSize: PERMIT_EXPORT_MAX_ROWS }),
      );
      const wb = new ExcelJS.Workbook();
      wb.creator = '安全风险管控平台';
      const ws = wb.addWorksheet('作业票', { views: [{ state: 'frozen', ySplit: 1 }] });
      ws.columns = COLUMNS.map((c) => ({ header: c.title, width: c.width }));
      ws.getRow(1).font = { bold: true };
      for (const p of dataList) ws.addRow(COLUMNS.map((c) => c.value(p)));
      const body = Buffer.from(await wb.xlsx.writeBuffer());
      return sendAttachment(reply, body, { name: '作业票列表.xlsx', ascii: 'permits.xlsx', type: XLSX_TYPE });
    },
  );

  app.get('/hotWorkMethods', { config: PERMIT_READ, schema: { tags, summary: '动火方式' } }, (req) => {
    const auth = authOf(req);
    return withPermits(db, auth, async () => okEntity(HOT_WORK_METHODS.map((name, i) => ({ code: i + 1, name }))));
  });
}
