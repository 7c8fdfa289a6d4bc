// Pure edits of an overlay's comp-tabs (src/schema/tab-edits.ts): the resulting tabs, input never modified,
// no-ops answering the same object, titles refused, sort rewritten 0..n in display order per pin group.
import { describe, expect, it } from 'vitest';
import type { OverlayTab, ResourceOverlay } from '../../src/schema/overlay.ts';
import {
  addFieldsToTab,
  addTab,
  clearMissingField,
  displayTabs,
  moveFieldToTab,
  moveFieldWithinTab,
  moveTab,
  newTabKey,
  pinTab,
  removeFieldFromTab,
  removeTab,
  renameTab,
  setTabEnabled,
  setTabFieldEnabled,
  tabTitleProblem,
} from '../../src/schema/tab-edits.ts';
import { chineseText } from '../../src/schema/schema-text.ts';

const tab = (key: string, sort: number, more: Partial<OverlayTab> = {}): OverlayTab => ({ key, title: `T${key}`, fields: [], enabled: true, sort, ...more });

/** Tabs: p (pinned top), a, b, c (unpinned), z (pinned end); fields spread over a and b. */
function sample(): ResourceOverlay {
  return {
    fields: [],
    tabs: [
      tab('a', 0, { fields: ['name', 'mobile', 'post'], disabledFields: ['post'] }),
      tab('b', 1, { fields: ['certNo', 'gone'] }),
      tab('c', 2),
      tab('p', 5, { pinned: 'top' }),
      tab('z', 9, { pinned: 'end' }),
    ],
  };
}

const order = (o: ResourceOverlay) => displayTabs(o).map((t) => `${t.key}${t.pinned ? `:${t.pinned}` : ''}=${t.sort}`);
const fieldsOf = (o: ResourceOverlay, key: string) => o.tabs.find((t) => t.key === key);

describe('tabTitleProblem', () => {
  it.each([
    ['', [], '请填写页签名称'],
    ['   ', [], '请填写页签名称'],
    ['一二三四五六七八九十一二三四五六七八九十一', [], '页签名称不能超过 20 个字符'],
    ['培训', ['培训'], '页签名称「培训」已存在'],
    [' 培训 ', ['培训 '], '页签名称「培训」已存在'],
    ['培训', ['证书'], undefined],
  ] as const)('%j with %j taken: %s', (title, taken, problem) => {
    const found = tabTitleProblem(title, taken);
    expect(found && chineseText(found)).toBe(problem);
  });
});

describe('newTabKey', () => {
  it.each([
    ['Training Records', [], 'training_records'],
    ['培训信息', [], 'tab_6'],
    ['123', [], 'tab_6'],
    ['a', [], 'tab_6'],
    ['Certs', ['certs'], 'tab_6'],
    ['培训信息', ['tab_6', 'tab_7'], 'tab_8'],
  ] as const)('%j (reserved %j) → %s', (title, reserved, key) => {
    expect(newTabKey(sample(), title, reserved)).toBe(key);
  });
});

describe('tab order edits', () => {
  it.each<[string, (o: ResourceOverlay) => ResourceOverlay, string[]]>([
    ['display order as given', (o) => o, ['p:top=5', 'a=0', 'b=1', 'c=2', 'z:end=9']],
    ['addTab: last of the unpinned', (o) => addTab(o, ' 培训 ', 'tab_6'), ['p:top=0', 'a=0', 'b=1', 'c=2', 'tab_6=3', 'z:end=0']],
    ['moveTab down within the group', (o) => moveTab(o, 'a', 'c'), ['p:top=0', 'b=0', 'c=1', 'a=2', 'z:end=0']],
    ['moveTab up within the group', (o) => moveTab(o, 'c', 'a'), ['p:top=0', 'c=0', 'a=1', 'b=2', 'z:end=0']],
    ['moveTab onto a pinned tab joins its group', (o) => moveTab(o, 'b', 'p'), ['b:top=0', 'p:top=1', 'a=0', 'c=1', 'z:end=0']],
    ['moveTab of a pinned one among the unpinned unpins it', (o) => moveTab(o, 'z', 'c'), ['p:top=0', 'a=0', 'b=1', 'z=2', 'c=3']],
    ['pinTab top: first of all', (o) => pinTab(o, 'c', 'top'), ['c:top=0', 'p:top=1', 'a=0', 'b=1', 'z:end=0']],
    ['pinTab end: last of all', (o) => pinTab(o, 'a', 'end'), ['p:top=0', 'b=0', 'c=1', 'z:end=0', 'a:end=1']],
    ['unpin from the top: first of the unpinned', (o) => pinTab(o, 'p', undefined), ['p=0', 'a=1', 'b=2', 'c=3', 'z:end=0']],
    ['unpin from the end: last of the unpinned', (o) => pinTab(o, 'z', undefined), ['p:top=0', 'a=0', 'b=1', 'c=2', 'z=3']],
    ['removeTab', (o) => removeTab(o, 'b'), ['p:top=5', 'a=0', 'c=2', 'z:end=9']],
  ])('%s', (_name, edit, expected) => {
    const before = sample();
    const copy = structuredClone(before);
    const after = edit(before);
    expect(order(after)).toEqual(expected);
    expect(before).toEqual(copy);
  });

  it('adds an enabled, empty tab with the trimmed title', () => {
    expect(addTab(sample(), ' 培训 ', 'tab_6').tabs.at(-1)).toEqual({ key: 'tab_6', title: '培训', fields: [], enabled: true, sort: 3 });
  });

  it.each<[string, () => unknown, string]>([
    ['a blank title', () => addTab(sample(), ' ', 'x'), '请填写页签名称'],
    ['a taken title', () => addTab(sample(), 'Tb', 'x'), '页签名称「Tb」已存在'],
    ['a taken key', () => addTab(sample(), '新', 'a'), '页签标识「a」不可用'],
    ['a bad key', () => addTab(sample(), '新', '1x'), '页签标识「1x」不可用'],
    ['renaming to a taken title', () => renameTab(sample(), 'a', 'Tb'), '页签名称「Tb」已存在'],
    ['renaming to a blank title', () => renameTab(sample(), 'a', ''), '请填写页签名称'],
  ])('refuses %s', (_name, edit, problem) => {
    expect(edit).toThrow(problem);
  });

  it('renames a tab (trimmed) and nothing else', () => {
    const after = renameTab(sample(), 'b', ' 证书信息 ');
    expect(after.tabs.map((t) => t.title)).toEqual(['Ta', '证书信息', 'Tc', 'Tp', 'Tz']);
  });

  it('enables and disables a tab', () => {
    const off = setTabEnabled(sample(), 'a', false);
    expect(fieldsOf(off, 'a')?.enabled).toBe(false);
    expect(fieldsOf(setTabEnabled(off, 'a', true), 'a')?.enabled).toBe(true);
  });
});

describe('field edits', () => {
  it.each<[string, (o: ResourceOverlay) => ResourceOverlay, Record<string, [string[], string[] | undefined]>]>([
    ['addFieldsToTab appends new ones', (o) => addFieldsToTab(o, 'c', ['gender', 'idCard']), { a: [['name', 'mobile', 'post'], ['post']], c: [['gender', 'idCard'], undefined] }],
    ['addFieldsToTab moves them out of another tab (enabled)', (o) => addFieldsToTab(o, 'c', ['post', 'certNo']), { a: [['name', 'mobile'], undefined], b: [['gone'], undefined], c: [['post', 'certNo'], undefined] }],
    ['addFieldsToTab keeps the place of fields already there', (o) => addFieldsToTab(o, 'a', ['name', 'gender']), { a: [['name', 'mobile', 'post', 'gender'], ['post']] }],
    ['removeFieldFromTab, with its disabled mark', (o) => removeFieldFromTab(o, 'a', 'post'), { a: [['name', 'mobile'], undefined] }],
    ['moveFieldWithinTab down', (o) => moveFieldWithinTab(o, 'a', 'name', 'post'), { a: [['mobile', 'post', 'name'], ['post']] }],
    ['moveFieldWithinTab up', (o) => moveFieldWithinTab(o, 'a', 'post', 'name'), { a: [['post', 'name', 'mobile'], ['post']] }],
    ['moveFieldToTab keeps it disabled', (o) => moveFieldToTab(o, 'post', 'b'), { a: [['name', 'mobile'], undefined], b: [['certNo', 'gone', 'post'], ['post']] }],
    ['moveFieldToTab of an enabled one', (o) => moveFieldToTab(o, 'name', 'c'), { a: [['mobile', 'post'], ['post']], c: [['name'], undefined] }],
    ['moveFieldToTab of a field in no tab adds it', (o) => moveFieldToTab(o, 'gender', 'c'), { c: [['gender'], undefined] }],
    ['setTabFieldEnabled off, in field order', (o) => setTabFieldEnabled(o, 'a', 'name', false), { a: [['name', 'mobile', 'post'], ['name', 'post']] }],
    ['setTabFieldEnabled on', (o) => setTabFieldEnabled(o, 'a', 'post', true), { a: [['name', 'mobile', 'post'], undefined] }],
    ['clearMissingField', (o) => clearMissingField(o, 'gone'), { b: [['certNo'], undefined] }],
  ])('%s', (_name, edit, expected) => {
    const before = sample();
    const copy = structuredClone(before);
    const after = edit(before);
    expect(after).not.toBe(before);
    for (const [key, [fields, disabled]] of Object.entries(expected)) {
      const t = fieldsOf(after, key);
      expect(t?.fields, key).toEqual(fields);
      expect(t?.disabledFields, key).toEqual(disabled);
      if (!disabled) expect(t && 'disabledFields' in t, key).toBe(false);
    }
    expect(before).toEqual(copy);
  });
});

describe('edits that change nothing answer the same overlay', () => {
  it.each<[string, (o: ResourceOverlay) => ResourceOverlay]>([
    ['renameTab of an unknown tab', (o) => renameTab(o, 'nope', '新')],
    ['renameTab to the same title', (o) => renameTab(o, 'a', 'Ta')],
    ['removeTab of an unknown tab', (o) => removeTab(o, 'nope')],
    ['moveTab onto itself', (o) => moveTab(o, 'a', 'a')],
    ['moveTab of an unknown tab', (o) => moveTab(o, 'nope', 'a')],
    ['pinTab to its own pin', (o) => pinTab(o, 'p', 'top')],
    ['unpinning an unpinned tab', (o) => pinTab(o, 'a', undefined)],
    ['setTabEnabled as it is', (o) => setTabEnabled(o, 'a', true)],
    ['addFieldsToTab of nothing', (o) => addFieldsToTab(o, 'a', [])],
    ['addFieldsToTab of fields already there', (o) => addFieldsToTab(o, 'a', ['name'])],
    ['addFieldsToTab to an unknown tab', (o) => addFieldsToTab(o, 'nope', ['gender'])],
    ['removeFieldFromTab of a field not there', (o) => removeFieldFromTab(o, 'a', 'certNo')],
    ['moveFieldWithinTab onto itself', (o) => moveFieldWithinTab(o, 'a', 'name', 'name')],
    ['moveFieldWithinTab onto a field of another tab', (o) => moveFieldWithinTab(o, 'a', 'name', 'certNo')],
    ['moveFieldToTab into its own tab', (o) => moveFieldToTab(o, 'name', 'a')],
    ['moveFieldToTab to an unknown tab', (o) => moveFieldToTab(o, 'name', 'nope')],
    ['setTabFieldEnabled as it is', (o) => setTabFieldEnabled(o, 'a', 'post', false)],
    ['setTabFieldEnabled of a field not there', (o) => setTabFieldEnabled(o, 'a', 'certNo', false)],
    ['clearMissingField of a name no tab holds', (o) => clearMissingField(o, 'nothing')],
  ])('%s', (_name, edit) => {
    const before = sample();
    expect(edit(before)).toBe(before);
  });
});
