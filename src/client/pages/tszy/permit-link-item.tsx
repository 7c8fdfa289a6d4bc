// The form item of a permit's link to the work it is raised for (a FieldSpec of type 'link': 关联大检修项目 or
// 关联检维修任务): the picker of permit-link-picker.tsx, showing the stored record by the name the detail carries
// (the form's initial jianXiuGuanLian). Choosing one kind of link clears the other: a permit links to one piece of work
// (the server refuses both, domain permit-overhaul-link.ts).
import { Form } from 'antd';
import { otherLinkField, type OverhaulLinkKind, type OverhaulLinkView } from '../../../domain/permit-overhaul-link.ts';
import type { FieldSpec } from './permit-field-specs.ts';
import { PermitLinkPicker } from './permit-link-picker.tsx';

type LinkSpec = Extract<FieldSpec, { type: 'link' }>;

interface ControlProps {
  link: OverhaulLinkKind;
  field: string;
  label: string;
  value?: number | null;
  onChange?: (v: number | undefined) => void;
  id?: string;
}

function LinkControl({ link, field, label, value, onChange, id }: ControlProps) {
  const form = Form.useFormInstance();
  const stored = form.getFieldValue('jianXiuGuanLian') as OverhaulLinkView | null | undefined;
  const other = otherLinkField(field);
  return (
    <PermitLinkPicker
      id={id}
      link={link}
      label={label}
      value={value}
      knownName={stored?.field === field && stored.id === value ? stored.name : undefined}
      onChange={(v) => {
        onChange?.(v);
        if (v !== undefined && other) form.setFieldValue(other, undefined);
      }}
    />
  );
}

export function PermitLinkItem({ spec }: { spec: LinkSpec }) {
  return (
    <Form.Item name={spec.name} label={spec.label}>
      <LinkControl link={spec.link} field={spec.name} label={spec.label} />
    </Form.Item>
  );
}
