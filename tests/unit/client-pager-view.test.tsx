// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from '../../src/client/components/pager.tsx';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();

afterEach(() => {
});

function render(props: Partial<Parameters<typeof Pager>[0]> & { onChange: (p: number, s: number) => void }) {
  act(() => dom.root.render(<Pager total={1000} page={1} autoScroll={false} {...props} />));
}

const pageButtons = () => [...dom.host.querySelectorAll('button[aria-label^="第 "]')].map((b) => b.textContent);
const button = (label: string) => dom.host.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);

describe('Pager', () => {
  it('lays out total, sizes, prev, pager, next and jumper with the defaults', () => {
    render({ onChange: () => undefined });
    const nav = dom.host.querySelector('nav[aria-label="分页"]');
    expect(nav).not.toBeNull();
    expect(nav?.textContent).toContain('共 1000 条');
    expect(nav?.textContent).toContain('20条/页');
    // 1000 rows by 20 = 50 pages: first, 2..10, ellipsis, 50.
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '50']);
    expect(button('第 1 页')?.getAttribute('aria-current')).toBe('page');
    expect(button('上一页')?.disabled).toBe(true);
    expect(button('下一页')?.disabled).toBe(false);
    const order = [...(nav?.children ?? [])].map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 2));
    expect(order.indexOf('上一页')).toBeLessThan(order.indexOf('第 1 页'));
    expect(order.indexOf('下一页')).toBeGreaterThan(order.indexOf('第 50 页'));
    expect(order[0]).toBe('共 ');
    expect(order[order.length - 1]).toBe('前往');
  });

  it('reports page changes and jumps nine pages with the ellipsis', () => {
    const onChange = vi.fn();
    render({ page: 1, onChange });
    act(() => button('第 7 页')?.click());
    expect(onChange).toHaveBeenLastCalledWith(7, 20);
    act(() => button('下一页')?.click());
    expect(onChange).toHaveBeenLastCalledWith(2, 20);
    act(() => button('向后 9 页')?.click());
    expect(onChange).toHaveBeenLastCalledWith(10, 20);
    // The current page is not reported again.
    onChange.mockClear();
    act(() => button('第 1 页')?.click());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows at most eleven page numbers in the middle of a long list', () => {
    render({ page: 25, onChange: () => undefined });
    expect(pageButtons()).toEqual(['1', '21', '22', '23', '24', '25', '26', '27', '28', '29', '50']);
    expect(button('向前 9 页')).not.toBeNull();
    expect(button('向后 9 页')).not.toBeNull();
  });

  it('goes back to page 1 when the page size changes', async () => {
    const onChange = vi.fn();
    render({ page: 7, onChange });
    const selector = dom.host.querySelector('.ant-select-selector');
    if (!selector) throw new Error('no size select');
    act(() => {
      selector.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    const option = await vi.waitFor(() => {
      const el = document.querySelector<HTMLElement>('.ant-select-item-option[title="50条/页"]');
      if (!el) throw new Error('options not open');
      return el;
    });
    act(() => option.click());
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('renders nothing when hidden', () => {
    render({ hidden: true, onChange: () => undefined });
    expect(dom.host.innerHTML).toBe('');
  });
});
