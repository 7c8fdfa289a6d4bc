/** The `phone` keyword's check (src/schema/keywords/phone.ts): the schema engine's part of `mshell.*`, kept apart so that the engine
 * does not carry the shell's texts. Ids `mshell.keyword.*`. */
export const mshellKeywordZh = {
  'mshell.keyword.placeGeometry': '“{field}”不是几何字段（x-geometry）；位置须是点或面字段',
  'mshell.keyword.placeArea': '“{field}”不是引用区域（area）的字段；位置须引用 area',
  'mshell.keyword.reportNeedsCreate': '可上报（report）的资源须有 create 操作',
  'mshell.keyword.qrNeedsDetail': '有二维码（qr）的资源须有 detail 操作：扫码打开它的详情',
} as const;
