// The `FormBlock` component of resource forms: renders the block the file names (by key, FormBlocksContext)
// with the Formily field and form, so that it reads and writes values and its field takes part in validation.
// An unknown key (or no registry) shows the unknown-component notice, as an unknown x-component does.
import { observer, useField, useForm } from '@formily/react';
import { Spin, Typography } from 'antd';
import { Suspense, useContext } from 'react';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { FormBlocksContext } from './form-blocks-context.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);
const NO_PROPS: Readonly<Record<string, unknown>> = Object.freeze({});

export interface FormBlockComponentProps {
  /** The registered key (compile-formily.ts puts it here from `x-block` / `form.x-blocks`). */
  block: string;
  blockProps?: Readonly<Record<string, unknown>>;
  title?: string;
  /** The key of the file placing the block (compile-formily.ts). */
  resourceKey?: string;
  /** Handed by Formily to a data field's component. */
  value?: unknown;
  onChange?: (value: unknown) => void;
}

export const FormBlock = observer(function FormBlock({ block, blockProps, title, resourceKey, value, onChange }: FormBlockComponentProps) {
  const field = useField();
  const form = useForm();
  const lookup = useContext(FormBlocksContext);
  const Block = lookup?.(block) ?? null;
  if (!Block) {
    return (
      <Typography.Text type="warning" data-unknown-component={block}>
        {t('runtime.form.unknownComponent', { name: block })}
      </Typography.Text>
    );
  }
  return (
    <div data-form-block={block}>
      <Suspense fallback={<Spin size="small" />}>
        <Block value={value} onChange={onChange} field={field} form={form} props={blockProps ?? NO_PROPS} title={title ?? ''} resourceKey={resourceKey ?? ''} />
      </Suspense>
    </div>
  );
});
