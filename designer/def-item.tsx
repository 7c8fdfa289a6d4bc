// A Form.Item of the definition editor bound to `name` (a property of the definition, or a path into it such
// as ['rules', 0, 'assert']), whose problems show under it.
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

export function DefItem({ name, label, problems, extra, children, valuePropName }: {
  name: string | (string | number)[];
  label?: string;
  problems: string[];
  extra?: ReactNode;
  children: ReactNode;
  valuePropName?: string;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      valuePropName={valuePropName}
      validateStatus={problems.length ? 'error' : undefined}
      help={problems.length ? problems.join(t('designer.problemSeparator')) : undefined}
    >
      {children}
    </Form.Item>
  );
}
