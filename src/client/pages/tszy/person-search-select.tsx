// A 作业人 row's person cell (issue 20 item 4, issue 16 item 4): a remote search by name; choosing a person names it on
// the row and hands it to `onPicked` so the row's name and certificate are filled. The 本单位人员 (staff-worker-select)
// and 承包商人员 (contractor-worker-select) cells are this with their search. Small on purpose: issue 16 item 1 moves
// the permit form onto the schema runtime.
import { Select } from 'antd';
import { useEffect, useState } from 'react';

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
}

export function PersonSearchSelect<P extends SearchedPerson>({ value, onChange, onPicked, label, search, optionLabel, notFound }: PersonSearchSelectProps<P>) {
  const [options, setOptions] = useState<P[]>([]);
  const [query, setQuery] = useState('');
  useEffect(() => {
    let live = true;
    search(query).then((rows) => live && setOptions(rows), () => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [query, search]);
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      aria-label={label}
      placeholder={label}
      style={{ width: 200 }}
      value={value ?? undefined}
      notFoundContent={notFound}
      options={options.map((p) => ({ value: p.id, label: optionLabel(p) }))}
      onSearch={setQuery}
      onChange={(v: number | undefined) => {
        onChange?.(v ?? null);
        onPicked(options.find((p) => p.id === v) ?? null);
      }}
    />
  );
}
