// What one spreadsheet import may cost at most, and the refusal that says which limit a file passed.
// The upload is bounded by its bytes; what it inflates to, what it holds in memory and how many rows it
// brings are bounded here, so that one file cannot take the server's memory or time.

const MB = 1024 * 1024;

/** Largest spreadsheet an import accepts (the upload itself). */
export const IMPORT_MAX_BYTES = 10 * MB;
/** The sum of the sizes the zip declares once inflated (checked before inflating, then while inflating). */
export const IMPORT_MAX_INFLATED_BYTES = 100 * MB;
/** Characters of one cell or shared string: Excel's own limit. */
export const IMPORT_MAX_CELL_CHARS = 32_767;
/** Shared strings a workbook may hold. */
export const IMPORT_MAX_SHARED_STRINGS = 1_000_000;
/** Characters of all shared strings together, and of the imported cells together. */
export const IMPORT_MAX_TEXT_CHARS = 16_000_000;

/** A file refused with a message for the `file` field. */
export class ImportRefused extends Error {}

export const NOT_EXCEL = '文件不是有效的Excel文件';

export const refusals = {
  notExcel: () => new ImportRefused(NOT_EXCEL),
  encrypted: () => new ImportRefused('文件已加密，请取消密码保护后再导入'),
  inflated: () => new ImportRefused(`文件解压后超过${IMPORT_MAX_INFLATED_BYTES / MB}MB，请删除无关内容或分批导入`),
  corrupt: () => new ImportRefused('文件已损坏（解压后的内容与文件声明的不符）'),
  dimensions: () => new ImportRefused('文件超出Excel的最大行列数（1048576行、16384列）'),
  cell: (where: string) => new ImportRefused(`${where}超过${IMPORT_MAX_CELL_CHARS}个字符`),
  sharedStrings: () => new ImportRefused(`文件中的文本过多（超过${IMPORT_MAX_SHARED_STRINGS}条或${IMPORT_MAX_TEXT_CHARS}个字符），请分批导入`),
  text: () => new ImportRefused(`导入内容过多（超过${IMPORT_MAX_TEXT_CHARS}个字符），请分批导入`),
};
