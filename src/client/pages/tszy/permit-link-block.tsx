// The runtime form's 关联大检修项目 / 关联检维修任务 (`x-block: tszy/permit-link` on jianXiuXiangMu and jianWeiXiuRenWu):
// the picker of permit-link-picker.tsx over the permit's own searches (GET /tszy/overhaulItems,
// /tszy/maintenanceTasks), not the generic reference options, which know no permit file. The stored record is shown by
// the name the detail carries (jianXiuGuanLian); choosing one kind of link clears the other (one piece of work).
import { observer } from '@formily/react';
import { otherLinkField, overhaulLinkKindOf, type OverhaulLinkView } from '../../../domain/permit-overhaul-link.ts';
import type { FormBlockProps } from '../../../runtime/form-blocks-context.ts';
import { PermitLinkPicker } from './permit-link-picker.tsx';

export const PermitLinkBlock = observer(function PermitLinkBlock({ value, onChange, field, form, title }: FormBlockProps) {
  const name = String(field.props.name);
  const link = overhaulLinkKindOf(name);
  if (!link) return null;
  const stored = form.values.jianXiuGuanLian as OverhaulLinkView | null | undefined;
  const id = typeof value === 'number' ? value : null;
  const other = otherLinkField(name);
  return (
    <PermitLinkPicker
      link={link}
      label={title}
      value={id}
      knownName={stored?.field === name && stored.id === id ? stored.name : undefined}
      onChange={(v) => {
        onChange?.(v);
        if (v !== undefined && other) form.setValuesIn(other, undefined);
      }}
    />
  );
});
