// The one select behind PersonPicker, DepartmentPicker and RefPicker: an antd Select whose choices come from
// the server (ResourceClient.people / departments / refOptions) as the user types (debounced), loaded when it first opens, with the
// stored id shown by its name (pick-labels.ts) even before any search. Values are ids (integers).
import { Flex, Select, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { failureText } from './client-failure.ts';
import { pickIds, unknownLabel, usePickLabelCache, usePickLabels } from './pick-labels.ts';
import { useResourceClient, type PickKind, type PickOption } from './resource-client.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

/** Wait after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const TEXTS = {
  person: { placeholder: 'runtime.pick.personPlaceholder', empty: 'runtime.pick.personEmpty' },
  department: { placeholder: 'runtime.pick.departmentPlaceholder', empty: 'runtime.pick.departmentEmpty' },
} as const;
const REF_TEXTS = { placeholder: 'runtime.pick.refPlaceholder', empty: 'runtime.pick.refEmpty' } as const;

/** The choices of `kind` matching `query`. */
function searchOf(client: ReturnType<typeof useResourceClient>, kind: PickKind, query: string): Promise<PickOption[]> {
  if (kind === 'person') return client.people(query);
  if (kind === 'department') return client.departments(query);
  return client.refOptions(kind, query);
}

export type PickValue = number | number[] | null | undefined;

export interface PickSelectProps {
  kind: PickKind;
  value?: PickValue;
  onChange?: (value: number | number[] | undefined) => void;
  /** Several ids (an array value). */
  multiple?: boolean;
  /** Names the answer already carries for the stored ids (a record's `refLabels`): shown without asking. */
  knownLabels?: readonly PickOption[];
  placeholder?: string;
  disabled?: boolean;
  /** Shown but not changeable (Formily's readOnly pattern). */
  readOnly?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
  onBlur?: () => void;
  onFocus?: () => void;
}

interface SearchState {
  options: PickOption[];
  loading: boolean;
  error: string | null;
  /** Whether a search has answered (the first open loads once). */
  loaded: boolean;
}

function OptionLine({ option }: { option: PickOption }) {
  return (
    <Flex justify="space-between" gap={8}>
      <span>{option.name}</span>
      {option.extra && (
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: '60%' }}>
          {option.extra}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** A remote-search select of staff or departments. */
export function PickSelect({
  kind,
  value,
  onChange,
  multiple = false,
  knownLabels,
  placeholder,
  disabled,
  readOnly,
  allowClear = true,
  style,
  id,
  onBlur,
  onFocus,
}: PickSelectProps) {
  const client = useResourceClient();
  const cache = usePickLabelCache();
  const [search, setSearch] = useState<SearchState>({ options: [], loading: false, error: null, loaded: false });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const asked = useRef(0);
  /** Whether the first opening already asked for the unfiltered list. */
  const opened = useRef(false);
  const ids = useMemo(() => pickIds(value), [value]);
  // Remembered before the names are asked, so ids the record already names are never asked for.
  const known = useMemo(() => {
    if (knownLabels?.length) cache?.remember(kind, knownLabels);
    return knownLabels;
  }, [cache, kind, knownLabels]);
  const { names: fetched, loading: naming } = usePickLabels(kind, ids);
  const names = useMemo(() => {
    const m = new Map(fetched);
    for (const o of known ?? []) if (!m.get(o.id)) m.set(o.id, o.name);
    return m;
  }, [fetched, known]);

  const run = useCallback(
    async (query: string) => {
      const n = ++asked.current;
      setSearch((s) => ({ ...s, loading: true, error: null }));
      try {
        const options = await searchOf(client, kind, query);
        cache?.remember(kind, options);
        if (n === asked.current) setSearch({ options, loading: false, error: null, loaded: true });
      } catch (e) {
        if (n === asked.current) setSearch({ options: [], loading: false, error: failureText(e, t('runtime.loadFailed')), loaded: true });
      }
    },
    [cache, client, kind],
  );

  const onSearch = (query: string) => {
    if (timer.current) clearTimeout(timer.current);
    setSearch((s) => ({ ...s, loading: true }));
    timer.current = setTimeout(() => void run(query), SEARCH_DEBOUNCE_MS);
  };

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      asked.current += 1;
    },
    [],
  );

  const onOpenChange = (open: boolean) => {
    if (!open || opened.current) return;
    opened.current = true;
    if (!search.loaded) void run('');
  };

  // The chosen ids are choices too, named from the cache, so the select shows names, not numbers.
  const options = useMemo(() => {
    const found = new Set(search.options.map((o) => o.id));
    const chosen = ids
      .filter((x) => !found.has(x))
      .map((x): PickOption => ({ id: x, name: names.get(x) ?? (naming ? t('runtime.loadingDots') : unknownLabel(kind, x)) }));
    return [...chosen, ...search.options].map((o) => ({ value: o.id, label: o.name, option: o }));
  }, [ids, kind, names, naming, search.options]);

  const texts = kind === 'person' || kind === 'department' ? TEXTS[kind] : REF_TEXTS;
  let notFound: ReactNode = t(texts.empty);
  if (search.loading) notFound = <Spin size="small" aria-label={t('runtime.loading')} />;
  else if (search.error) notFound = <Typography.Text type="danger">{t('runtime.pick.searchAgain', { error: search.error })}</Typography.Text>;

  const shown = multiple ? ids : (ids[0] ?? undefined);
  return (
    <Select<number | number[]>
      id={id}
      data-pick-kind={kind}
      mode={multiple ? 'multiple' : undefined}
      showSearch={!readOnly}
      filterOption={false}
      value={shown}
      options={options}
      optionRender={(o) => <OptionLine option={(o.data as { option: PickOption }).option} />}
      onSearch={onSearch}
      onOpenChange={onOpenChange}
      onChange={(v) => onChange?.(v === null ? undefined : v)}
      onBlur={onBlur}
      onFocus={onFocus}
      loading={search.loading}
      notFoundContent={notFound}
      placeholder={placeholder ?? t(texts.placeholder)}
      allowClear={allowClear && !readOnly}
      disabled={disabled}
      open={readOnly ? false : undefined}
      style={{ width: '100%', ...style }}
    />
  );
}
