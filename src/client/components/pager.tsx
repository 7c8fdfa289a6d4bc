import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Button, Input, Select, Typography } from 'antd';
import { DoubleLeftOutlined, DoubleRightOutlined, EllipsisOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, jumpTarget, PAGE_SIZES, pageCountOf, PAGER_COUNT, pagerItems, SCROLL_TOP_MS, type PagerItem } from './pager-items.ts';
import { scrollParentOf, scrollToTop } from './scroll-to-top.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

export { DEFAULT_PAGE_SIZE, PAGE_SIZES, PAGER_COUNT, SCROLL_TOP_MS };

export interface PagerProps {
  total: number;
  /** Current page, 1-based. */
  page: number;
  pageSize?: number;
  pageSizes?: readonly number[];
  /** A new page or size; changing the size always goes back to page 1. */
  onChange(page: number, pageSize: number): void;
  /** After a change, scroll to the top in SCROLL_TOP_MS (the window, or the area the list scrolls in); default true. */
  autoScroll?: boolean;
  /** Render nothing (the list has its own reasons to hide paging). */
  hidden?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
}

const bar: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 6, padding: '12px 0' };

function Ellipsis({ item, onJump, disabled }: { item: 'prev-more' | 'next-more'; onJump(): void; disabled?: boolean }) {
  const [hover, setHover] = useState(false);
  const back = item === 'prev-more';
  const label = back ? t('shell.pager.backward', { value: PAGER_COUNT - 2 }) : t('shell.pager.forward', { value: PAGER_COUNT - 2 });
  return (
    <Button
      size="small"
      variant="text"
      color="default"
      aria-label={label}
      title={label}
      disabled={disabled}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={() => setHover(false)}
      onClick={onJump}
      icon={hover ? back ? <DoubleLeftOutlined /> : <DoubleRightOutlined /> : <EllipsisOutlined />}
    />
  );
}

/**
 * The shared pager (spec 000 §9): total, sizes, prev, pager, next, jumper; page sizes 10/20/30/50 (default 20);
 * at most 11 page buttons; changing the size returns to page 1; a change scrolls to the top in 800 ms.
 * antd's Pagination shows at most 7 page numbers and fixes the size changer after the pager, hence this
 * component built of antd parts.
 */
export function Pager({
  total,
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  pageSizes = PAGE_SIZES,
  onChange,
  autoScroll = true,
  hidden,
  disabled,
  style,
}: PagerProps) {
  const pages = pageCountOf(total, pageSize);
  const current = Math.min(Math.max(1, page), pages);
  const [jump, setJump] = useState('');
  const nav = useRef<HTMLElement>(null);

  useEffect(() => setJump(''), [current]);

  if (hidden) return null;

  function go(nextPage: number, nextSize = pageSize) {
    const sizeChanged = nextSize !== pageSize;
    const target = sizeChanged ? 1 : Math.min(Math.max(1, nextPage), pageCountOf(total, nextSize));
    if (!sizeChanged && target === current) return;
    onChange(target, nextSize);
    if (autoScroll) scrollToTop(SCROLL_TOP_MS, scrollParentOf(nav.current));
  }

  function submitJump() {
    const n = Number.parseInt(jump, 10);
    if (Number.isFinite(n)) go(n);
    setJump('');
  }

  const item = (it: PagerItem) =>
    typeof it === 'number' ? (
      <Button
        key={it}
        size="small"
        color={it === current ? 'primary' : 'default'}
        variant={it === current ? 'outlined' : 'text'}
        aria-label={t('shell.pager.page', { it })}
        aria-current={it === current ? 'page' : undefined}
        disabled={disabled}
        onClick={() => go(it)}
        style={{ minWidth: 28, paddingInline: 6 }}
      >
        {it}
      </Button>
    ) : (
      <Ellipsis key={it} item={it} disabled={disabled} onJump={() => go(jumpTarget(it, current, pages))} />
    );

  return (
    <nav ref={nav} aria-label={t('shell.pager.label')} style={{ ...bar, ...style }}>
      <Typography.Text>{t('shell.common.total', { n: total })}</Typography.Text>
      <Select
        size="small"
        aria-label={t('shell.pager.pageSize')}
        value={pageSize}
        disabled={disabled}
        onChange={(size: number) => go(1, size)}
        options={pageSizes.map((n) => ({ value: n, label: t('shell.pager.perPage', { n }) }))}
        style={{ width: 96 }}
      />
      <Button size="small" variant="text" color="default" aria-label={t('shell.pager.prev')} icon={<LeftOutlined />} disabled={disabled || current <= 1} onClick={() => go(current - 1)} />
      {pagerItems(current, pages).map(item)}
      <Button size="small" variant="text" color="default" aria-label={t('shell.pager.next')} icon={<RightOutlined />} disabled={disabled || current >= pages} onClick={() => go(current + 1)} />
      <span>
        {t('shell.pager.goTo')}{' '}
        <Input
          size="small"
          aria-label={t('shell.pager.jumpTo')}
          value={jump}
          disabled={disabled}
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
          onPressEnter={submitJump}
          onBlur={() => jump && submitJump()}
          style={{ width: 50, textAlign: 'center' }}
        />{' '}
        {t('shell.pager.pageSuffix')}
      </span>
    </nav>
  );
}
