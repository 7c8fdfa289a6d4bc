import { describe, expect, it } from 'vitest';
import { menuInLanguage, type MenuNode } from '../../src/domain/menu-filter.ts';
import { checkMenuFile } from '../../src/schema/menu-file.ts';
import { moduleFiles } from '../../src/server/modules/module-files.ts';

const tree: MenuNode[] = [
  {
    path: '/tszy',
    name: 'Tszy',
    component: 'Layout',
    meta: { title: '特殊作业', titleEn: 'Special Work', icon: 'fire' },
    children: [
      { path: 'list', name: 'TszyList', component: 'tszy/permit-list', meta: { title: '作业票列表', titleEn: 'Work Permits' } },
      { path: 'other', name: 'TszyOther', component: 'tszy/other', meta: { title: '未译' } },
    ],
  },
  { path: '/', name: '', component: 'Layout' },
];

const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe('menuInLanguage', () => {
  it('answers titleEn as the title in English, the Chinese title where an entry has none', () => {
    const en = menuInLanguage(tree, 'en');
    expect(flat(en).map((n) => n.meta?.title)).toEqual(['Special Work', 'Work Permits', '未译', undefined]);
    expect(en[0]?.meta?.icon).toBe('fire');
  });

  it('keeps the Chinese titles in Chinese, and never answers titleEn', () => {
    const zh = menuInLanguage(tree, 'zh');
    expect(flat(zh).map((n) => n.meta?.title)).toEqual(['特殊作业', '作业票列表', '未译', undefined]);
    for (const lang of ['zh', 'en'] as const) {
      expect(flat(menuInLanguage(tree, lang)).filter((n) => n.meta && 'titleEn' in n.meta)).toEqual([]);
    }
    expect(tree[0]?.meta?.titleEn).toBe('Special Work');
  });
});

describe('the menu files', () => {
  it('give every entry its English title', () => {
    const entries = flat(moduleFiles().menu).filter((n) => n.meta);
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.filter((n) => !n.meta?.titleEn?.trim() || /[\u3400-\u9fff]/.test(n.meta.titleEn)).map((n) => n.name)).toEqual([]);
  });

  it('refuse an empty titleEn', () => {
    const file = [
      {
        path: '/',
        component: 'Layout',
        sort: 1,
        children: [{ path: 'x', name: 'X', component: 'dashboard/workbench', meta: { title: '工作台', titleEn: ' ' } }],
      },
    ];
    const result = checkMenuFile(file, { module: null, resourceKeys: new Set() });
    expect(result.ok).toBe(false);
  });
});
