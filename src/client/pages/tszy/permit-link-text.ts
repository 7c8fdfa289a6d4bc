// The overhaul item or maintenance task a permit is raised for (jianXiuXiangMu / jianWeiXiuRenWu, edited by the
// tszy/permit-link block), as the print view writes it: the record's name (the detail's jianXiuGuanLian); `#id` where
// the answer does not name it (a list's row). The detail shows it as a link (permit-field-views.tsx).
import type { PermitDetail, PermitView } from '../../api/permit-api.ts';

/** The linked record's name, or `#id` ('' when empty). */
export function permitLinkText(permit: PermitView, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const linked = (permit as PermitDetail).jianXiuGuanLian;
  return linked && linked.id === Number(value) ? linked.name : `#${String(value)}`;
}
