import type { English } from '../message-format.ts';
import type { mshellKeywordZh } from '../zh/mshell-keyword.ts';

export const mshellKeywordEn: English<typeof mshellKeywordZh> = {
  'mshell.keyword.placeGeometry': "'{field}' is not a geometry field (x-geometry); a place is a point or polygon field",
  'mshell.keyword.placeArea': "'{field}' is not a reference to the area resource; a place must reference area",
  'mshell.keyword.reportNeedsCreate': "A reportable resource (report) needs the 'create' action",
  'mshell.keyword.qrNeedsDetail': "A resource with QR codes (qr) needs the 'detail' action: scanning opens its detail",
} as const;
