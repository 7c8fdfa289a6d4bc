// The enterprise the platform administrator acts for in the designer pages: a Select searching by name when
// the app provides the search, a Select over a given list, else an id typed in (taken on Enter or when the
// field is left). Empty: none chosen yet (the pages wait for one).
import { InputNumber, Select } from 'antd';
import { useState } from 'react';
import type { TenantSearch } from './schema-editor-tenant.ts';
import { TenantSearchSelect } from './tenant-search-select.tsx';

export interface TenantPickerProps {
  search?: TenantSearch;
  enterprises?: readonly { id: number; name: string }[];
  value: number | null;
  onChange(tenantId: number | null): void;
}

/** Picks an enterprise (remount it with a new `key` to show a value changed or refused elsewhere). */
export function TenantPicker({ search, enterprises, value, onChange }: TenantPickerProps) {
  const [typed, setTyped] = useState(value);
  if (search) return <TenantSearchSelect search={search} value={value} onChange={onChange} />;
  if (enterprises) {
    return (
      <Select<number>
        aria-label="企业"
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder="请选择企业"
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
      placeholder="请填写"
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
