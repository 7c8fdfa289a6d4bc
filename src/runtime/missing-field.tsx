// The visible placeholder of a name that no longer resolves to a field (DESIGN.md §6): a column, detail
// section, tab or filter that still names a removed custom field renders this instead of crashing.
import { WarningOutlined } from '@ant-design/icons';
import { Typography } from 'antd';

export interface MissingFieldProps {
  /** The name the schema refers to. */
  name: string;
}

/** 字段 xxx 已不存在, in the warning colour. Extra props (Formily passes value, onChange...) are ignored. */
export function MissingField({ name }: MissingFieldProps) {
  return (
    <Typography.Text type="warning" data-missing-field={name} role="note">
      <WarningOutlined /> 字段 {name} 已不存在
    </Typography.Text>
  );
}
