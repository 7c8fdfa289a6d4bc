// The platform administrator's enterprise: a Select searching the enterprises by name on the server
// (from TENANT_SEARCH_MIN characters, debounced), as the app provides the search (SchemaEditorTenantContext).
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { TenantSearch } from './schema-editor-tenant.ts';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

export const TENANT_SEARCH_MIN = 2;
const DEBOUNCE_MS = 300;

/** Names of the enterprises seen in answers, so that a chosen one keeps its name when the picker remounts. */
const knownNames = new Map<number, string>();

export interface TenantSearchSelectProps {
  search: TenantSearch;
  value: number | null;
  onChange(tenantId: number | null): void;
}

export function TenantSearchSelect({ search, value, onChange }: TenantSearchSelectProps) {
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<{ id: number; name: string }[]>([]);
  const [searching, setSearching] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<AbortController | null>(null);

  const cancel = () => {
    clearTimeout(timer.current);
    pending.current?.abort();
    pending.current = null;
  };
  useEffect(() => cancel, []);

  const onSearch = (text: string) => {
    cancel();
    const q = text.trim();
    setQuery(q);
    setFailed(false);
    if (q.length < TENANT_SEARCH_MIN) {
      setOptions([]);
      setSearching(false);
      return;
    }
    setSearching(true);
    timer.current = setTimeout(() => {
      const ctrl = new AbortController();
      pending.current = ctrl;
      search(q, ctrl.signal).then(
        (rows) => {
          if (ctrl.signal.aborted) return;
          for (const r of rows) knownNames.set(r.id, r.name);
          setOptions(rows);
          setSearching(false);
        },
        () => {
          if (ctrl.signal.aborted) return;
          setOptions([]);
          setFailed(true);
          setSearching(false);
        },
      );
    }, DEBOUNCE_MS);
  };

  const notFound = searching ? (
    <Spin size="small" />
  ) : failed ? (
    t('designer.tenant.searchFailed')
  ) : query.length >= TENANT_SEARCH_MIN ? (
    t('designer.tenant.none')
  ) : (
    t('designer.tenant.typeMore', { min: TENANT_SEARCH_MIN })
  );

  return (
    <Select<{ value: number; label: string }>
      aria-label={t('designer.tenant.label')}
      showSearch
      allowClear
      labelInValue
      filterOption={false}
      placeholder={t('designer.tenant.searchPlaceholder')}
      style={{ width: 260 }}
      value={value === null ? undefined : { value, label: knownNames.get(value) ?? String(value) }}
      options={options.map((o) => ({ value: o.id, label: o.name }))}
      notFoundContent={notFound}
      onSearch={onSearch}
      onChange={(v) => onChange(v ? v.value : null)}
    />
  );
}
