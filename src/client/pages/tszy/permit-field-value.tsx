// The value of a permit's field as the detail and the print show it: the text of valueText, except the link to the
// overhaul item or maintenance task the permit is raised for, which shows the record's name (the detail's
// jianXiuGuanLian) as a link to its page.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PermitDetail, PermitView } from '../../api/permit-api.ts';
import { valueText, type FieldSpec } from './permit-field-specs.ts';

/** The field's value ('' when empty). */
export function fieldValue(spec: FieldSpec, permit: PermitView): ReactNode {
  const v = permit[spec.name];
  if (spec.type !== 'link' || v === undefined || v === null) return valueText(spec, v);
  // A detail carries it (PermitDetail); a list's row does not.
  const linked = (permit as PermitDetail).jianXiuGuanLian;
  if (!linked || linked.field !== spec.name) return valueText(spec, v);
  return (
    <Link to={linked.path} data-link-kind={linked.kind}>
      {linked.name}
    </Link>
  );
}
