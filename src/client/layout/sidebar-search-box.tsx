import { useState, type KeyboardEvent } from 'react';
import { Empty, Input, Popover } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { matchRange, normaliseQuery, type SidebarMatch } from './sidebar-search.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** The empty state of a search that matches no menu title. */
export const NO_MATCH = t('shell.sidebar.noMatch');

/** A title with the searched part marked. */
export function MatchText({ text, query }: { text: string; query: string }) {
  const range = matchRange(text, query);
  if (!range) return <>{text}</>;
  const [from, to] = range;
  return (
    <span>
      {text.slice(0, from)}
      <mark className="sidebar-search-mark">{text.slice(from, to)}</mark>
      {text.slice(to)}
    </span>
  );
}

export interface SidebarSearchBoxProps {
  query: string;
  onQuery(query: string): void;
  /** The search's result (the sidebar shows the narrowed menu; the collapsed sidebar a list). */
  found: SidebarMatch;
  /** Opens a leaf (Enter opens the first match). */
  onOpen(key: string): void;
  /** The sidebar is collapsed to icons: a search button with the box and the matches in a popover. */
  collapsed: boolean;
}

/** The search box over the menu titles: typing narrows the menu, Enter opens the first match, Esc clears. */
export function SidebarSearchBox({ query, onQuery, found, onOpen, collapsed }: SidebarSearchBoxProps) {
  const [popover, setPopover] = useState(false);

  const open = (key: string) => {
    setPopover(false);
    onOpen(key);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && found.leaves.length) {
      e.preventDefault();
      open(found.leaves[0].key);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onQuery('');
      setPopover(false);
    }
  };

  const input = (
    <Input
      allowClear
      size="small"
      value={query}
      onChange={(e) => onQuery(e.target.value)}
      onKeyDown={onKeyDown}
      prefix={<SearchOutlined aria-hidden />}
      placeholder={t('shell.sidebar.search')}
      aria-label={t('shell.sidebar.search')}
      autoFocus={collapsed}
      maxLength={40}
    />
  );

  if (!collapsed) return <div className="sidebar-search">{input}</div>;

  const searching = normaliseQuery(query) !== '';
  const content = (
    <div className="sidebar-search-pop" data-testid="sidebar-search-pop">
      {input}
      {searching && !found.leaves.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_MATCH} />}
      {searching && found.leaves.length > 0 && (
        <ul className="sidebar-search-results" aria-label={t('shell.sidebar.matches')}>
          {found.leaves.map((l) => (
            <li key={l.key}>
              <button type="button" onClick={() => open(l.key)}>
                <MatchText text={l.title} query={query} />
                {l.groups.length > 0 && <span className="sidebar-search-group">{l.groups.join(' / ')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="rightTop" open={popover} onOpenChange={setPopover} arrow={false}>
      <button type="button" className="sidebar-search-trigger" aria-label={t('shell.sidebar.search')} aria-expanded={popover}>
        <SearchOutlined />
      </button>
    </Popover>
  );
}
