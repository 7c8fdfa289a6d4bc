// What one spreadsheet import may cost at most, and the refusal that says which limit a file passed.
// The upload is bounded by its bytes; what it inflates to, what it holds in memory and how many rows it
// brings are bounded here, so that one file cannot take the server's memory or time.

import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { chineseOf } from '../http/app-error.ts';

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

/** A file refused with a message for the `file` field (rendered in the reader's language). */
export class ImportRefused extends Error {
  constructor(readonly text: Text) {
    super(chineseOf(text));
  }
}

export const NOT_EXCEL = text('api.resource.fileNotValidExcelFile');

export const refusals = {
  notExcel: () => new ImportRefused(NOT_EXCEL),
  encrypted: () => new ImportRefused(text('api.resource.fileEncryptedRemovePasswordProtection')),
  inflated: () => new ImportRefused(text('api.resource.import.inflated', { mb: IMPORT_MAX_INFLATED_BYTES / MB })),
  corrupt: () => new ImportRefused(text('api.resource.fileDamagedUnpackedContentDoes')),
  dimensions: () => new ImportRefused(text('api.resource.fileExceedsExcelSLargest')),
  cell: (row: number, column: string) => new ImportRefused(text('api.resource.import.cellTooLong', { row, column, max: IMPORT_MAX_CELL_CHARS })),
  sharedText: (n: number) => new ImportRefused(text('api.resource.import.sharedTextTooLong', { n, max: IMPORT_MAX_CELL_CHARS })),
  sharedStrings: () => new ImportRefused(text('api.resource.import.tooManyTexts', { count: IMPORT_MAX_SHARED_STRINGS, chars: IMPORT_MAX_TEXT_CHARS })),
  text: () => new ImportRefused(text('api.resource.import.tooMuchText', { chars: IMPORT_MAX_TEXT_CHARS })),
};
