// The enterprise the platform administrator acts for in the schema editor: a Select when the app lists
// the enterprises, else an id typed in (taken on Enter or when the field is left). Empty: one's own.
import { InputNumber, Select } from 'antd';
import { useState } from 'react';

export interface TenantPickerProps {
  enterprises?: readonly { id: number; name: string }[];
  value: number | null;
  onChange(tenantId: number | null): void;
}

/** Picks an enterprise (remount it with a new `key` to show a value changed or refused elsewhere). */
export function TenantPicker({ enterprises, value, onChange }: TenantPickerProps) {
  const [typed, setTyped] = useState(value);
  if (enterprises) {
    return (
      <Select<number>
        aria-label="企业"
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder="本企业"
        style={{ width: 220 }}
        value={value ?? undefined}
        options={enterprises.map((t) => ({ value: t.id, label: `${t.name}（${t.id}）` }))}
        onChange={(v) => onChange(v ?? null)}
      />
    );
  }
  const commit = () => {
    if (typed !== value) onChange(typed);
  };
  return (
    <InputNumber<number>
      aria-label="企业ID"
      prefix="企业ID"
      placeholder="本企业"
      min={1}
      precision={0}
      style={{ width: 220 }}
      value={typed}
      onChange={(v) => setTyped(typeof v === 'number' ? v : null)}
      onPressEnter={commit}
      onBlur={commit}
    />
  );
}
