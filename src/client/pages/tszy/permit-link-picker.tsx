// The picker of the work a permit is raised for (issue 18 item 4, docs/permits.md "关联检修"): an overhaul item of a
// 大检修 plan or a 检维修 task, searched by name on the server as the user types (debounced), a page at a time (the
// next page loads when the list is scrolled to its end). The chosen record shows by the name the permit's detail
// carries (`knownName`) until a search names it. Choosing one kind of link clears the other (the form's field
// `clears`): a permit links to one piece of work. Values are ids.
import { Flex, Select, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import type { OverhaulLinkKind } from '../../../domain/permit-overhaul-link.ts';
import { failureText } from '../../../runtime/client-failure.ts';
import { linkOptions, type LinkOption } from '../../api/permit-link-api.ts';
import { t } from './permit-labels.ts';

/** Wait after the last keystroke before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;
/** Rows asked per page. */
export const LINK_PAGE_SIZE = 20;

export interface PermitLinkPickerProps {
  link: OverhaulLinkKind;
  label: string;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  /** The name of the stored record (the detail's jianXiuGuanLian), shown before any search. */
  knownName?: string;
  /** Pages of the server: injected by stories. */
  load?: typeof linkOptions;
  id?: string;
  disabled?: boolean;
}

interface Found {
  options: LinkOption[];
  total: number;
  page: number;
  query: string;
  loading: boolean;
  error: string | null;
  loaded: boolean;
}

const EMPTY: Found = { options: [], total: 0, page: 0, query: '', loading: false, error: null, loaded: false };

export function PermitLinkPicker({ link, label, value, onChange, knownName, load = linkOptions, id, disabled }: PermitLinkPickerProps) {
  const [found, setFound] = useState<Found>(EMPTY);
  const asked = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  /** Page `page` of `query`: the first replaces the list, a later one appends to it. */
  const run = useCallback(
    async (query: string, page: number) => {
      const n = ++asked.current;
      setFound((f) => ({ ...f, loading: true, error: null }));
      try {
        const answer = await load(link, query, page, LINK_PAGE_SIZE);
        if (n !== asked.current) return;
        setFound((f) => ({
          options: page === 1 ? answer.options : [...f.options, ...answer.options.filter((o) => !f.options.some((x) => x.id === o.id))],
          total: answer.total,
          page,
          query,
          loading: false,
          error: null,
          loaded: true,
        }));
      } catch (e) {
        if (n === asked.current) setFound((f) => ({ ...f, loading: false, error: failureText(e, t('permitsui.link.empty')), loaded: true }));
      }
    },
    [link, load],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      asked.current += 1;
    },
    [],
  );

  const onSearch = (query: string) => {
    if (timer.current) clearTimeout(timer.current);
    setFound((f) => ({ ...f, loading: true }));
    timer.current = setTimeout(() => void run(query, 1), SEARCH_DEBOUNCE_MS);
  };

  const onOpenChange = (open: boolean) => {
    if (open && !found.loaded && !found.loading) void run('', 1);
  };

  const onPopupScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    const atEnd = el.scrollTop + el.clientHeight >= el.scrollHeight - 8;
    if (atEnd && !found.loading && found.options.length < found.total) void run(found.query, found.page + 1);
  };

  const options = useMemo(() => {
    const listed = found.options.map((o) => ({ value: o.id, label: o.name }));
    const chosen = typeof value === 'number' && !found.options.some((o) => o.id === value) ? [{ value, label: knownName ?? `#${value}` }] : [];
    return [...chosen, ...listed];
  }, [found.options, knownName, value]);

  let notFound = <span>{t('permitsui.link.empty')}</span>;
  if (found.loading) notFound = <Spin size="small" />;
  else if (found.error) notFound = <Typography.Text type="danger">{t('permitsui.link.failed', { error: found.error })}</Typography.Text>;
  const more = found.options.length < found.total;

  return (
    <Select<number>
      id={id}
      data-link-kind={link}
      showSearch
      filterOption={false}
      allowClear
      value={value ?? undefined}
      options={options}
      onSearch={onSearch}
      onOpenChange={onOpenChange}
      onPopupScroll={onPopupScroll}
      onChange={(v) => onChange?.(v ?? undefined)}
      loading={found.loading}
      notFoundContent={notFound}
      placeholder={t('permitsui.link.placeholder', { label })}
      disabled={disabled}
      style={{ width: '100%' }}
      popupRender={(menu) => (
        <>
          {menu}
          {more && (
            <Flex justify="center" style={{ padding: 4 }}>
              <Typography.Text type="secondary">{t('permitsui.link.more', { shown: found.options.length, total: found.total })}</Typography.Text>
            </Flex>
          )}
        </>
      )}
    />
  );
}
