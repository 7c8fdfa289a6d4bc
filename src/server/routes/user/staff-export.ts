import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { sendAttachment, XLSX_TYPE } from '../../http/attachment.ts';
import { maskIdCard, type StaffRow } from './staff-store.ts';
import { zhOf } from '../zh-of.ts';

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
  col(zhOf('api.user.name'), 'name', 14, (r) => r.name),
  col(zhOf('api.user.department'), 'departmentName', 20, (r) => r.departmentName ?? ''),
  col(zhOf('api.user.mobileNumber'), 'mobile', 16, (r) => r.mobile ?? ''),
  col(zhOf('api.user.postTitle'), 'post', 16, (r) => r.post ?? ''),
  col(zhOf('api.user.idCardNumber'), 'idCard', 22, (r) => maskIdCard(r.idCard)),
  col(zhOf('api.user.contractorNot'), 'isContractor', 12, (r) => (r.isContractor ? zhOf('api.resource.yes') : zhOf('api.resource.no'))),
];

const CONTRACTOR_STAFF_COLUMNS: Column[] = [
  STAFF_COLUMNS[0],
  col(zhOf('api.user.contractor'), 'contractorName', 26, (r) => r.contractorName ?? ''),
  ...STAFF_COLUMNS.slice(1, 5),
];

/** The kinds of staff export: all staff, or contractor staff with their contractor. */
export const STAFF_EXPORTS = {
  staff: { sheet: zhOf('api.user.personnel'), file: zhOf('api.user.personnelFile'), ascii: 'staffinfo.xlsx', columns: STAFF_COLUMNS },
  contractor: {
    sheet: zhOf('api.user.contractorPersonnel'),
    file: zhOf('api.user.contractorPersonnelFile'),
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
  wb.creator = zhOf('api.resource.safetyRiskControlPlatform');
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
