// The enterprise the platform administrator acts for in the designer pages: a Select searching by name when
// the app provides the search, a Select over a given list, else an id typed in (taken on Enter or when the
// field is left). Empty: none chosen yet (the pages wait for one).
import { InputNumber, Select } from 'antd';
import { useState } from 'react';
import type { TenantSearch } from './schema-editor-tenant.ts';
import { TenantSearchSelect } from './tenant-search-select.tsx';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

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
        aria-label={t('designer.tenant.label')}
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t('designer.tenant.choose')}
        style={{ width: 220 }}
        value={value ?? undefined}
        options={enterprises.map((e) => ({ value: e.id, label: t('designer.titleKey', { title: e.name, key: e.id }) }))}
        onChange={(v) => onChange(v ?? null)}
      />
    );
  }
  const commit = () => {
    if (typed !== value) onChange(typed);
  };
  return (
    <InputNumber<number>
      aria-label={t('designer.tenant.id')}
      prefix={t('designer.tenant.id')}
      placeholder={t('designer.tenant.enter')}
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
