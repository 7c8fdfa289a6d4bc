// The filter bar of a resource list: one control per `list.filters` entry (see filter-params.ts for
// the control of each field kind and op), 查询 and 重置. Enter in a text or number box searches.
import { useMemo, useState, type ReactNode } from 'react';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import type { ResourceFile } from '../schema/resource-types.ts';
import {
  filterControls,
  filterParams,
  type FilterControl,
  type FilterValue,
  type FilterValues,
} from './filter-params.ts';
import { MissingField } from './missing-field.tsx';
import { RefChoice } from './ref-picker.tsx';
import type { ListParams } from './resource-client.ts';
import { TreeSelectField } from './tree-picker.tsx';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

/** The comma of Chinese input methods, which also separates typed tags. */
const FULL_WIDTH_COMMA = String.fromCharCode(0xff0c);

export interface SchemaFilterBarProps {
  resource: ResourceFile;
  /** Disabled custom fields: their filters are left out. */
  hiddenFields?: readonly string[];
  /** Called with the list parameters of the filters on 查询 (and Enter) and with `{}` on 重置. */
  onSearch: (params: ListParams) => void;
  /** A search is running (the 查询 button spins). */
  loading?: boolean;
}

const DAY = 'YYYY-MM-DD';
const WIDE = { width: 200 };
const NARROW = { width: 160 };

function dayOf(v: unknown): Dayjs | null {
  if (typeof v !== 'string' || v === '') return null;
  const d = dayjs(v);
  return d.isValid() ? d : null;
}

function pairOf<T>(v: FilterValue): [T | null, T | null] {
  return Array.isArray(v) && v.length === 2 ? [(v[0] as T | null) ?? null, (v[1] as T | null) ?? null] : [null, null];
}

function controlOf(c: FilterControl, value: FilterValue, set: (v: FilterValue) => void): ReactNode {
  const label = c.title;
  switch (c.kind) {
    case 'missing':
      return <MissingField name={c.field} />;
    case 'select':
    case 'boolean':
      return (
        <Select
          allowClear
          aria-label={label}
          placeholder={c.placeholder ?? t('runtime.filter.choose')}
          options={c.options}
          value={typeof value === 'string' ? value : undefined}
          onChange={(v: string | undefined) => set(v ?? null)}
          style={NARROW}
        />
      );
    case 'multi-select':
    case 'tags':
      return (
        <Select
          allowClear
          mode={c.kind === 'tags' ? 'tags' : 'multiple'}
          maxTagCount="responsive"
          aria-label={label}
          placeholder={c.placeholder ?? (c.kind === 'tags' ? t('runtime.filter.typeEnter') : t('runtime.filter.choose'))}
          options={c.options}
          tokenSeparators={c.kind === 'tags' ? [',', FULL_WIDTH_COMMA] : undefined}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(v: string[]) => set(v)}
          style={WIDE}
        />
      );
    case 'date':
      return (
        <DatePicker
          aria-label={label}
          placeholder={c.placeholder ?? t('runtime.filter.chooseDate')}
          value={dayOf(value)}
          onChange={(d: Dayjs | null) => set(d ? d.format(DAY) : null)}
          style={NARROW}
        />
      );
    case 'date-range': {
      const [from, to] = pairOf<string>(value);
      return (
        <DatePicker.RangePicker
          aria-label={label}
          allowEmpty={[true, true]}
          placeholder={[t('runtime.filter.startDate'), t('runtime.filter.endDate')]}
          value={[dayOf(from), dayOf(to)]}
          onChange={(range) => {
            const a = range?.[0]?.format(DAY) ?? null;
            const b = range?.[1]?.format(DAY) ?? null;
            set(a || b ? [a, b] : null);
          }}
          style={{ width: 260 }}
        />
      );
    }
    case 'ref':
    case 'ref-multi':
      // The picker of the reference (a tree select when its target is a tree): the filter takes ids (eq: one, in: several).
      return c.pick ? (
        <RefChoice
          id={`filter-${c.field}`}
          kind={c.pick}
          multiple={c.kind === 'ref-multi'}
          placeholder={c.placeholder ?? t('runtime.filter.chooseField', { label })}
          value={typeof value === 'number' || Array.isArray(value) ? (value as number | number[]) : undefined}
          onChange={(v) => set(v === undefined || (Array.isArray(v) && v.length === 0) ? null : v)}
          style={WIDE}
        />
      ) : null;
    case 'number':
      return (
        <InputNumber
          aria-label={label}
          placeholder={c.placeholder ?? t('runtime.filter.enter')}
          value={typeof value === 'number' ? value : null}
          onChange={(v) => set(typeof v === 'number' ? v : null)}
          style={NARROW}
        />
      );
    case 'tree':
      return (
        <TreeSelectField
          resource={c.treeKey}
          placeholder={c.placeholder ?? t('runtime.filter.choose')}
          value={typeof value === 'number' ? value : null}
          onChange={(v) => set(v ?? null)}
          style={WIDE}
        />
      );
    case 'number-range': {
      const [from, to] = pairOf<number>(value);
      const setSide = (side: 0 | 1) => (v: number | string | null) => {
        const next: [number | null, number | null] = [from, to];
        next[side] = typeof v === 'number' ? v : null;
        set(next[0] === null && next[1] === null ? null : next);
      };
      return (
        <Space.Compact>
          <InputNumber aria-label={t('runtime.filter.minOf', { label })} placeholder={t('runtime.filter.min')} value={from} onChange={setSide(0)} style={{ width: 110 }} />
          <Input disabled value="~" style={{ width: 32, textAlign: 'center', pointerEvents: 'none' }} tabIndex={-1} aria-hidden />
          <InputNumber aria-label={t('runtime.filter.maxOf', { label })} placeholder={t('runtime.filter.max')} value={to} onChange={setSide(1)} style={{ width: 110 }} />
        </Space.Compact>
      );
    }
    default:
      return (
        <Input
          allowClear
          aria-label={label}
          placeholder={c.placeholder ?? t('runtime.filter.enterField', { label })}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => set(e.target.value)}
          style={NARROW}
        />
      );
  }
}

/** The filter bar of a resource: nothing when the list declares no filters. */
export function SchemaFilterBar({ resource, hiddenFields, onSearch, loading }: SchemaFilterBarProps) {
  const controls = useMemo(
    () => filterControls(resource).filter((c) => !hiddenFields?.includes(c.field)),
    [resource, hiddenFields],
  );
  const [values, setValues] = useState<FilterValues>({});
  if (controls.length === 0) return null;

  const search = () => onSearch(filterParams(controls, values));
  const reset = () => {
    setValues({});
    onSearch({});
  };

  return (
    <Form layout="inline" className="schema-filter-bar" onFinish={search} role="search" aria-label={t('runtime.filter.bar', { title: resource.title })} style={{ rowGap: 12 }}>
      {controls.map((c) => (
        <Form.Item key={`${c.field}:${c.op}`} label={c.title}>
          {controlOf(c, values[c.field], (v) => setValues((old) => ({ ...old, [c.field]: v })))}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
            {t('runtime.filter.search')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={reset}>
            {t('runtime.filter.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
