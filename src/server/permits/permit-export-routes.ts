// GET /zuoYePiao/export (the permit list as xlsx, with the list's filters) and GET /hotWorkMethods
// (动火方式) of spec 001 §7.2. See docs/permit-api.md.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { MessageId } from '../../domain/i18n/chinese.ts';
import { text } from '../../domain/i18n/text.ts';
import { permitsZh } from '../../domain/i18n/zh/permits.ts';
import { DEFAULT_TZ_OFFSET_MINUTES } from '../../domain/permit-grade.ts';
import { sendAttachment, XLSX_TYPE } from '../http/attachment.ts';
import { okEntity } from '../http/envelope.ts';
import { requestLang, say } from '../http/say.ts';
import { authOf } from '../plugins/auth.ts';
import { callerDepartments } from '../resources/data-scope.ts';
import { listPermits, permitListSchema, type PermitListQuery } from './permit-list.ts';
import { PERMIT_READ, PERMIT_TAGS, withPermits } from './permit-scope.ts';

/** Most rows one export carries (newest first). */
export const PERMIT_EXPORT_MAX_ROWS = 10_000;

/** 动火方式 (GB 30871 Annex A.1 form: the ways hot work is done). */
const HOT_WORK_METHOD_IDS = [
  'permits.hotWork.gasWelding',
  'permits.hotWork.arcWelding',
  'permits.hotWork.gasCutting',
  'permits.hotWork.cutting',
  'permits.hotWork.grinding',
  'permits.hotWork.blowtorch',
  'permits.hotWork.drilling',
  'permits.hotWork.leadMelting',
  'permits.hotWork.other',
] as const satisfies readonly MessageId[];

/** The Chinese names are the values a form stores; the answer adds the name in the request's language. */
export const HOT_WORK_METHODS: readonly string[] = Object.freeze(HOT_WORK_METHOD_IDS.map((id) => permitsZh[id]));

/** A listed permit; its form fields (zuoYeNeiRong...) are spread in from the stored form. */
type View = Awaited<ReturnType<typeof listPermits>>['dataList'][number] & Record<string, unknown>;
const at = (d: Date | string | null | undefined) =>
  d ? new Date(new Date(d).getTime() + DEFAULT_TZ_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19).replace('T', ' ') : '';

const COLUMNS: { title: MessageId; width: number; value: (p: View) => string }[] = [
  { title: 'permits.export.number', width: 22, value: (p) => p.zuoYeBianHao },
  { title: 'permits.export.kind', width: 12, value: (p) => p.zuoYeLeiXingMingCheng },
  { title: 'permits.export.grade', width: 10, value: (p) => p.zuoYeJiBie ?? '' },
  { title: 'permits.export.state', width: 10, value: (p) => p.zhuangTaiMingCheng },
  { title: 'permits.export.unit', width: 16, value: (p) => String(p.buMen ?? '') },
  { title: 'permits.export.site', width: 20, value: (p) => String(p.zuoYeDiDian ?? '') },
  { title: 'permits.export.content', width: 30, value: (p) => String(p.zuoYeNeiRong ?? '') },
  { title: 'permits.export.leader', width: 12, value: (p) => String(p.zuoYeFuZeRen ?? '') },
  { title: 'permits.export.plannedStart', width: 20, value: (p) => at(p.jiHuaKaiShiShiJian) },
  { title: 'permits.export.plannedEnd', width: 20, value: (p) => at(p.jiHuaJieShuShiJian) },
  { title: 'permits.export.applicant', width: 12, value: (p) => p.createdByName ?? '' },
  { title: 'permits.export.createdAt', width: 20, value: (p) => at(p.createdAt) },
];

export async function permitExportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const tags = PERMIT_TAGS;

  app.get<{ Querystring: PermitListQuery }>(
    '/zuoYePiao/export',
    { config: PERMIT_READ, schema: { tags, summary: say('zh', text('permits.doc.export', { max: PERMIT_EXPORT_MAX_ROWS })), querystring: permitListSchema } },
    async (req, reply) => {
      const auth = authOf(req);
      const { dataList } = await withPermits(db, auth, async (tx) =>
        listPermits(tx, auth.tenantId, { ...req.query, pageIndex: 1, pageSize: PERMIT_EXPORT_MAX_ROWS }, undefined, 'zh', await callerDepartments(tx, auth)),
      );
      const wb = new ExcelJS.Workbook();
      const lang = requestLang(req);
      wb.creator = say(lang, text('permits.export.creator'));
      const ws = wb.addWorksheet(say(lang, text('permits.export.sheet')), { views: [{ state: 'frozen', ySplit: 1 }] });
      ws.columns = COLUMNS.map((c) => ({ header: say(lang, text(c.title)), width: c.width }));
      ws.getRow(1).font = { bold: true };
      for (const p of dataList) ws.addRow(COLUMNS.map((c) => c.value(p)));
      const body = Buffer.from(await wb.xlsx.writeBuffer());
      return sendAttachment(reply, body, { name: say(lang, text('permits.export.file')), ascii: 'permits.xlsx', type: XLSX_TYPE });
    },
  );

  app.get('/hotWorkMethods', { config: PERMIT_READ, schema: { tags, summary: permitsZh['permits.doc.hotWorkMethods'] } }, (req) => {
    const auth = authOf(req);
    return withPermits(db, auth, async () => okEntity(HOT_WORK_METHODS.map((name, i) => ({ code: i + 1, name }))));
  });
}
