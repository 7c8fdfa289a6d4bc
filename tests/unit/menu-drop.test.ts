import { describe, expect, it } from 'vitest';
import { orderAfterDrop, orderAfterDropInto, parentOf } from '../../src/client/pages/system/menu-drop.ts';

const tree = [
  { id: 1, children: [{ id: 11 }, { id: 12 }, { id: 13, children: [{ id: 131 }] }] },
  { id: 2 },
  { id: 3 },
];

describe('menu order by drag', () => {
  it('finds parents', () => {
    expect(parentOf(tree, 1)).toBeNull();
    expect(parentOf(tree, 12)).toBe(1);
    expect(parentOf(tree, 131)).toBe(13);
    expect(parentOf(tree, 99)).toBeUndefined();
  });

  it('moves an entry before or after a sibling', () => {
    expect(orderAfterDrop(tree, 13, 11, false)).toEqual({ parentId: 1, ids: [13, 11, 12] });
    expect(orderAfterDrop(tree, 11, 13, true)).toEqual({ parentId: 1, ids: [12, 13, 11] });
    expect(orderAfterDrop(tree, 11, 12, true)).toEqual({ parentId: 1, ids: [12, 11, 13] });
    expect(orderAfterDrop(tree, 3, 1, false)).toEqual({ parentId: null, ids: [3, 1, 2] });
  });

  it('refuses a drop under another parent, onto itself, or one that changes nothing', () => {
    expect(orderAfterDrop(tree, 131, 11, true)).toBeNull();
    expect(orderAfterDrop(tree, 2, 11, false)).toBeNull();
    expect(orderAfterDrop(tree, 12, 12, true)).toBeNull();
    expect(orderAfterDrop(tree, 12, 11, true)).toBeNull();
    expect(orderAfterDrop(tree, 99, 11, true)).toBeNull();
  });

  it('puts an entry dropped onto its own parent first among its entries, and nothing else', () => {
    expect(orderAfterDropInto(tree, 13, 1)).toEqual({ parentId: 1, ids: [13, 11, 12] });
    expect(orderAfterDropInto(tree, 11, 1)).toBeNull();
    expect(orderAfterDropInto(tree, 131, 1)).toBeNull();
    expect(orderAfterDropInto(tree, 2, 1)).toBeNull();
  });
});
