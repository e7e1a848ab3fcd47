import { QUIZ_TRANSFER_LIMITS as LIMITS, QUIZ_TRANSFER_TEXTS as X } from '@lbd/shared';
import { readXlsxRows as readRows, type SheetRow } from '../../../lib/spreadsheet/xlsx-rows';

/* The first sheet of a question file, row by row: the shared reader (lib/spreadsheet, decision 0076) with the quiz import's bounds. */

export { zipParts, type SheetRow } from '../../../lib/spreadsheet/xlsx-rows';

export function readXlsxRows(zip: Buffer): AsyncGenerator<SheetRow> {
  return readRows(zip, { rowMax: LIMITS.rowMax, unreadableMessage: X.unreadable });
}
