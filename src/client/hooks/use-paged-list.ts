import { useCallback, useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { useLoaded } from './use-loaded.ts';

/** One page of a list as the admin calls answer it. */
export interface ListPage<R> {
  rows: R[];
  total: number;
}

export interface PagedList<Q, R> {
  query: Q;
  /** Searches anew: the query replaced, back to the first page. */
  search: (query: Q) => void;
  page: number;
  rows: R[];
  total: number;
  loading: boolean;
  failed: boolean;
  reload: () => Promise<void>;
  /** The table's pagination: this page, the fixed page size, the total in the page's words. */
  pagination: (showTotal: (total: number) => string) => TablePaginationConfig;
}

const NO_ROWS = { rows: [], total: 0 };

/** A searched, paged list of an admin page (enterprises, applications, the audit trail): `useLoaded` over one page. */
export function usePagedList<Q, R>(read: (query: Q, page: number, pageSize: number) => Promise<ListPage<R>>, initial: Q, pageSize: number): PagedList<Q, R> {
  const [query, setQuery] = useState<Q>(initial);
  const [page, setPage] = useState(1);
  const fetch = useCallback(() => read(query, page, pageSize), [read, query, page, pageSize]);
  const { value, loading, failed, reload } = useLoaded<ListPage<R>>(fetch, NO_ROWS);
  const search = useCallback((q: Q) => {
    setPage(1);
    setQuery(q);
  }, []);
  const pagination = (showTotal: (total: number) => string): TablePaginationConfig => ({
    current: page,
    pageSize,
    total: value.total,
    showSizeChanger: false,
    showTotal,
    onChange: setPage,
  });
  return { query, search, page, rows: value.rows, total: value.total, loading, failed, reload, pagination };
}
