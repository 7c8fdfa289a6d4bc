// The input of a tab title (新增页签, and renaming a tab in place): refuses a blank, too long or taken title
// with the message under the input. Enter submits, Esc cancels (when it can).
import { useId, useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { TAB_TITLE_MAX, tabTitleProblem } from '../src/schema/tab-edits.ts';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { sayText, textOf } from '../src/runtime/i18n/text-of.ts';
import { SCHEMA_CHINESE } from '../src/schema/schema-text.ts';

const t = textOf(designerZh);

export interface TabsTitleInputProps {
  /** The title to start from (renaming); empty for a new tab. */
  initial?: string;
  /** Titles a tab may not take (the other tabs', 基本信息, the file's own tabs'). */
  taken: readonly string[];
  /** Called with the trimmed title once it has no problem. */
  onSubmit(title: string): void;
  /** Shows 取消 and makes Esc cancel. */
  onCancel?(): void;
  submitText: string;
  placeholder?: string;
  /** The input's accessible name. */
  label: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

export function TabsTitleInput({ initial = '', taken, onSubmit, onCancel, submitText, placeholder, label, autoFocus, disabled }: TabsTitleInputProps) {
  const [value, setValue] = useState(initial);
  const [tried, setTried] = useState(false);
  const helpId = useId();
  const problem = tabTitleProblem(value, taken);
  // A blank title is pointed out only once submitted; a taken or too long one while typing.
  const shown = problem && (tried || value.trim() !== '') ? sayText(problem, SCHEMA_CHINESE) : undefined;

  const submit = () => {
    setTried(true);
    if (problem) return;
    onSubmit(value.trim());
    if (!onCancel) {
      setValue('');
      setTried(false);
    }
  };

  return (
    <div>
      <Flex gap={8}>
        <Input
          value={value}
          aria-label={label}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? helpId : undefined}
          status={shown ? 'error' : undefined}
          placeholder={placeholder}
          autoFocus={autoFocus}
          disabled={disabled}
          maxLength={TAB_TITLE_MAX + 10}
          onChange={(e) => setValue(e.target.value)}
          onPressEnter={submit}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && onCancel) {
              e.stopPropagation();
              onCancel();
            }
          }}
        />
        <Button type="primary" onClick={submit} disabled={disabled}>
          {submitText}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('designer.cancel')}</Button>}
      </Flex>
      {shown && (
        <Typography.Text type="danger" id={helpId} role="alert" style={{ display: 'block', fontSize: 12, marginTop: 4 }}>
          {shown}
        </Typography.Text>
      )}
    </div>
  );
}
