// The overhaul item or maintenance task a permit is raised for (jianXiuXiangMu / jianWeiXiuRenWu, edited by the
// tszy/permit-link block), as the detail and the print show it: the record's name (the detail's jianXiuGuanLian) as a
// link to its page; `#id` where the answer does not name it (a list's row).
import { Link } from 'react-router-dom';
import type { PermitDetail, PermitView } from '../../api/permit-api.ts';

/** The linked record's name, or `#id` ('' when empty). */
export function permitLinkText(permit: PermitView, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const linked = (permit as PermitDetail).jianXiuGuanLian;
  return linked && linked.id === Number(value) ? linked.name : `#${String(value)}`;
}

export function PermitLinkValue({ permit, value }: { permit: PermitView; value: unknown }) {
  const linked = (permit as PermitDetail).jianXiuGuanLian;
  if (!linked || value === undefined || value === null || linked.id !== Number(value)) return <span>{permitLinkText(permit, value) || '—'}</span>;
  return (
    <Link to={linked.path} data-link-kind={linked.kind}>
      {linked.name}
    </Link>
  );
}
