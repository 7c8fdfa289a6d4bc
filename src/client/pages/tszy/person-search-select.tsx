// A 作业人 row's person cell (issue 20 item 4, issue 16 item 4): a remote search by name; choosing a person names it on
// the row and hands it to `onPicked` so the row's name and certificate are filled. The 本单位人员 (staff-worker-select)
// and 承包商人员 (contractor-worker-select) cells are this with their search. Small on purpose: issue 16 item 1 moves
// the permit form onto the schema runtime.
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { t } from './permit-labels.ts';

/** A person the search offers. */
export interface SearchedPerson {
  id: number;
  name: string;
}

export interface PersonSearchSelectProps<P extends SearchedPerson> {
  value?: number | null;
  onChange?: (v: number | null) => void;
  /** The person chosen (null when cleared), to fill the row's other cells. */
  onPicked: (p: P | null) => void;
  label: string;
  /** The people whose name contains the query (the first page). */
  search: (query: string) => Promise<P[]>;
  /** An option's text. */
  optionLabel: (p: P) => string;
  notFound: string;
  /** Why a person may not be picked (shown beside the name, the option disabled), if the search says so. */
  refusalOf?: (p: P) => string | undefined;
  /** The name of the person `value` holds (a saved row's), shown while the search does not offer them, not the id. */
  knownName?: string;
}

export function PersonSearchSelect<P extends SearchedPerson>({ value, onChange, onPicked, label, search, optionLabel, notFound, refusalOf, knownName }: PersonSearchSelectProps<P>) {
  const [options, setOptions] = useState<P[]>([]);
  const [searching, setSearching] = useState(true);
  const [picked, setPicked] = useState<P | null>(null);
  const [query, setQuery] = useState('');
  // Only the answer to the current query is offered: the previous query's people are cleared while it is asked, so a
  // click never lands on an option that the answer is about to replace.
  useEffect(() => {
    let live = true;
    setSearching(true);
    setOptions([]);
    search(query)
      .then((rows) => live && setOptions(rows), () => live && setOptions([]))
      .finally(() => live && setSearching(false));
    return () => {
      live = false;
    };
  }, [query, search]);
  // The person chosen stays an option, so the cell keeps naming them whatever the search shows.
  const offered = picked && picked.id === value && !options.some((p) => p.id === picked.id) ? [picked, ...options] : options;
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      aria-label={label}
      placeholder={label}
      style={{ width: 200 }}
      value={value ?? undefined}
      loading={searching}
      notFoundContent={searching ? <Spin size="small" aria-label={t('permitsui.lists.searching')} /> : notFound}
      options={[
        ...offered.map((p) => {
          const refusal = refusalOf?.(p);
          return refusal ? { value: p.id, label: t('permitsui.lists.refusedOption', { person: optionLabel(p), reason: refusal }), title: refusal, disabled: true } : { value: p.id, label: optionLabel(p) };
        }),
        ...(value != null && knownName && !offered.some((p) => p.id === value) ? [{ value, label: knownName }] : []),
      ]}
      onSearch={setQuery}
      onChange={(v: number | undefined) => {
        const person = offered.find((p) => p.id === v) ?? null;
        setPicked(person);
        onChange?.(v ?? null);
        onPicked(person);
      }}
    />
  );
}
