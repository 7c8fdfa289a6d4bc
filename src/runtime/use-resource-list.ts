// The state of a resource list: applied filters, page and size, the user's sort, the current answer,
// loading and error; loads through the ResourceClient whenever one of them changes.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ResourceFile, SortOrder } from '../schema/resource-types.ts';
import { failureText } from './client-failure.ts';
import { useResourceClient, type ListParams, type ResourceRecord } from './resource-client.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** The server refuses page * limit past this (docs/resource-api.md). */
export const MAX_WINDOW = 100_000;

export interface ListSort {
  field: string;
  order: SortOrder;
}

export interface ResourceListState {
  rows: ResourceRecord[];
  total: number;
  totalExact: boolean;
  page: number;
  limit: number;
  sort: ListSort | null;
  loading: boolean;
  /** Message of the last failed load; null after a good one. */
  error: string | null;
  /** Filters and sort without paging: what 导出 sends. */
  params: ListParams;
  search: (filters: ListParams) => void;
  setPaging: (page: number, limit: number) => void;
  setSort: (sort: ListSort | null) => void;
  refresh: () => void;
}

export function useResourceList(resource: ResourceFile, onError?: (message: string) => void): ResourceListState {
  const client = useResourceClient();
  const [filters, setFilters] = useState<ListParams>({});
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(DEFAULT_PAGE_SIZE);
  const [sort, setSortState] = useState<ListSort | null>(null);
  const [tick, setTick] = useState(0);
  const [rows, setRows] = useState<ResourceRecord[]>([]);
  const [total, setTotal] = useState(0);
  const [totalExact, setTotalExact] = useState(true);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const params = useMemo<ListParams>(
    () => (sort ? { ...filters, sort: sort.field, order: sort.order } : { ...filters }),
    [filters, sort],
  );

  useEffect(() => {
    let live = true;
    setLoading(true);
    client.list(resource, { ...params, page, limit }).then(
      (a) => {
        if (!live) return;
        const last = Math.max(1, Math.ceil(Math.min(a.total, MAX_WINDOW) / limit));
        // The page emptied (rows deleted on the last page): go to the last page that has rows.
        if (a.rows.length === 0 && page > last) {
          setPage(last);
          return;
        }
        setRows(a.rows);
        setTotal(a.total);
        setTotalExact(a.totalExact !== false);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (!live) return;
        const text = failureText(e, t('runtime.list.loadFailed'));
        setError(text);
        setRows([]);
        setTotal(0);
        setLoading(false);
        onError?.(text);
      },
    );
    return () => {
      live = false;
    };
    // onError is a notification only: a new function must not reload the list.
  }, [client, resource, params, page, limit, tick]);

  return {
    rows,
    total,
    totalExact,
    page,
    limit,
    sort,
    loading,
    error,
    params,
    search: useCallback((next: ListParams) => {
      setFilters(next);
      setPage(1);
      setTick((t) => t + 1);
    }, []),
    setPaging: useCallback(
      (p: number, l: number) => {
        setPage(l !== limit ? 1 : p);
        setLimit(l);
      },
      [limit],
    ),
    setSort: useCallback((s: ListSort | null) => {
      setSortState(s);
      setPage(1);
    }, []),
    refresh: useCallback(() => setTick((t) => t + 1), []),
  };
}
