import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { sendAttachment, XLSX_TYPE } from '../../http/attachment.ts';
import { maskIdCard, type StaffRow } from './staff-store.ts';

/** Most rows one export writes; a larger result is cut and flagged with `x-export-truncated`. */
export const EXPORT_CAP = 50_000;

interface Column {
  header: string;
  key: string;
  width: number;
  value: (r: StaffRow) => string;
}

const col = (header: string, key: string, width: number, value: (r: StaffRow) => string): Column => ({
  header,
  key,
  width,
  value,
});

const STAFF_COLUMNS: Column[] = [
  col('姓名', 'name', 14, (r) => r.name),
  col('部门', 'departmentName', 20, (r) => r.departmentName ?? ''),
  col('手机号', 'mobile', 16, (r) => r.mobile ?? ''),
  col('岗位', 'post', 16, (r) => r.post ?? ''),
  col('身份证号', 'idCard', 22, (r) => maskIdCard(r.idCard)),
  col('是否承包商', 'isContractor', 12, (r) => (r.isContractor ? '是' : '否')),
];

const CONTRACTOR_STAFF_COLUMNS: Column[] = [
  STAFF_COLUMNS[0],
  col('承包商', 'contractorName', 26, (r) => r.contractorName ?? ''),
  ...STAFF_COLUMNS.slice(1, 5),
];

/** The kinds of staff export: all staff, or contractor staff with their contractor. */
export const STAFF_EXPORTS = {
  staff: { sheet: '人员信息', file: '人员信息.xlsx', ascii: 'staffinfo.xlsx', columns: STAFF_COLUMNS },
  contractor: {
    sheet: '承包商人员信息',
    file: '承包商人员信息.xlsx',
    ascii: 'contractor-staff.xlsx',
    columns: CONTRACTOR_STAFF_COLUMNS,
  },
} as const;

/** Writes the staff rows as an xlsx workbook and sends it as a download. */
export async function sendStaffWorkbook(
  reply: FastifyReply,
  kind: keyof typeof STAFF_EXPORTS,
  rows: StaffRow[],
): Promise<FastifyReply> {
  const spec = STAFF_EXPORTS[kind];
  const truncated = rows.length > EXPORT_CAP;
  const wb = new ExcelJS.Workbook();
  wb.creator = '安全风险管控平台';
  const ws = wb.addWorksheet(spec.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = spec.columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const r of truncated ? rows.slice(0, EXPORT_CAP) : rows) {
    ws.addRow(Object.fromEntries(spec.columns.map((c) => [c.key, c.value(r)])));
  }
  const buffer = Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
  if (truncated) reply.header('x-export-truncated', String(EXPORT_CAP));
  return sendAttachment(reply, buffer, { name: spec.file, ascii: spec.ascii, type: XLSX_TYPE });
}
