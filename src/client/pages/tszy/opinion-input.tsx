// The opinion typed with a decision (a slot's 同意 or 退回, the coordination of simultaneous work): at most 500
// characters, growing with its text, its refusal shown under it.
import { Input, Typography } from 'antd';

export interface OpinionInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Its name for screen readers (审批意见). */
  label: string;
  placeholder: string;
  /** Why the decision was refused (a required opinion missing), under the box. */
  error?: string | null;
  /** The rows it starts with (it grows by two more). */
  rows?: number;
}

export const OPINION_MAX_LENGTH = 500;

export function OpinionInput({ value, onChange, label, placeholder, error, rows = 2 }: OpinionInputProps) {
  return (
    <>
      <Input.TextArea
        aria-label={label}
        placeholder={placeholder}
        maxLength={OPINION_MAX_LENGTH}
        autoSize={{ minRows: rows, maxRows: rows + 2 }}
        value={value}
        status={error ? 'error' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </>
  );
}
