// 清单管理's rules (src/domain/qing-dan-rules.ts) and the 四色分布图's area levels (src/domain/fxfjgk-four-color.ts).
import { describe, expect, it } from 'vitest';
import { areaLevels } from '../../src/domain/fxfjgk-four-color.ts';
import { chinese } from '../../src/domain/i18n/chinese.ts';
import { formatMessage, type Text } from '../../src/domain/i18n/message-format.ts';
import { checklistIntake, completionRate, itemFillRefusal, itemsRefusal, MAX_ITEMS, parseItems, taskProgress, type ItemFill } from '../../src/domain/qing-dan-rules.ts';

const chineseOf = (t: Text): string => formatMessage((chinese as Record<string, string>)[t.id], t.params);

describe('checklist items', () => {
  it('takes one item a line, trimmed, without blank lines or list marks', () => {
    expect(parseItems('1. 检查压力\n\n  （2）检查温度 \n- 检查阀门\n3、检查报警仪\r\n')).toEqual(['检查压力', '检查温度', '检查阀门', '检查报警仪']);
    expect(parseItems(undefined)).toEqual([]);
  });

  it.each([
    ['', '请填写检查项（每行一项）'],
    ['\n \n', '请填写检查项（每行一项）'],
    [Array.from({ length: MAX_ITEMS + 1 }, (_, i) => `第${i}项`).join('\n'), `检查项共 ${MAX_ITEMS + 1} 项，最多 ${MAX_ITEMS} 项`],
    [`正常\n${'长'.repeat(201)}`, '第2项检查项超过 200 个字'],
  ])('refuses %#', (value, message) => {
    const r = itemsRefusal(value);
    expect(r && chineseOf(r)).toBe(message);
  });

  it('accepts MAX_ITEMS items of 200 characters', () => {
    expect(itemsRefusal(Array.from({ length: MAX_ITEMS }, () => '长'.repeat(200)).join('\n'))).toBeNull();
  });
});

describe('filling an item', () => {
  const base: ItemFill = {
    before: null,
    result: 'normal',
    note: '',
    task: { assigneeId: 7, assigneeName: '张伟', missed: false },
    me: { staffId: 7, name: '张伟', manager: false },
  };
  const refusal = (f: Partial<ItemFill>) => {
    const r = itemFillRefusal({ ...base, ...f });
    return r && { field: r.field, message: chineseOf(r.message) };
  };

  it('lets the assignee fill normal, abnormal with a note, and a manager fill anyone\'s', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ result: 'abnormal', note: '压力表损坏' })).toBeNull();
    expect(refusal({ me: { staffId: 9, name: '李四', manager: true } })).toBeNull();
    expect(refusal({ me: { staffId: null, name: 'qyadmin', manager: true }, task: { ...base.task, missed: true } })).toBeNull();
    expect(refusal({ result: null })).toBeNull();
    expect(refusal({ before: 'normal', result: 'normal' })).toBeNull();
  });

  it.each<[string, Partial<ItemFill>, { field: string; message: string }]>([
    ['an abnormal item without a note', { result: 'abnormal', note: '  ' }, { field: 'note', message: '检查结果为异常，请填写异常说明' }],
    ['another person', { me: { staffId: 9, name: '李四', manager: false } }, { field: 'checkerId', message: '本任务的执行人是张伟，李四不能填写' }],
    ['someone without a staff record', { me: { staffId: null, name: 'viewer', manager: false } }, { field: 'checkerId', message: '本任务的执行人是张伟，viewer不能填写' }],
    ['a task generated late', { task: { ...base.task, missed: true } }, { field: 'result', message: '任务未按期完成，已逾期，不能再填写（可由管理人员补录）' }],
    ['a changed result', { before: 'normal', result: 'abnormal', note: 'x' }, { field: 'result', message: '该项已填写，不能修改结果' }],
    ['a cleared result', { before: 'abnormal', result: null }, { field: 'result', message: '该项已填写，不能清除结果' }],
    ['an unknown result', { result: 'ok' }, { field: 'result', message: '检查结果「ok」无效，应为正常或异常' }],
  ])('refuses %s', (_what, f, expected) => {
    expect(refusal(f)).toEqual(expected);
  });
});

describe('task progress and completion', () => {
  it.each<[(null | 'normal' | 'abnormal')[], ReturnType<typeof taskProgress>]>([
    [[], { itemCount: 0, doneCount: 0, abnormalCount: 0, state: 'pending' }],
    [[null, null], { itemCount: 2, doneCount: 0, abnormalCount: 0, state: 'pending' }],
    [['normal', null], { itemCount: 2, doneCount: 1, abnormalCount: 0, state: 'doing' }],
    [['normal', 'abnormal'], { itemCount: 2, doneCount: 2, abnormalCount: 1, state: 'done' }],
  ])('counts %j', (results, expected) => {
    expect(taskProgress(results)).toEqual(expected);
  });

  it.each([
    [0, 0, '-'],
    [0, 3, '0.00'],
    [1, 3, '33.33'],
    [2, 3, '66.67'],
    [3, 3, '100.00'],
  ])('rate of %i done of %i is %s', (done, total, rate) => {
    expect(completionRate(done, total)).toBe(rate);
  });

  it('hands the hidden-danger register the item, its note and where it came from', () => {
    expect(checklistIntake(41, { content: '检查安全阀完好', note: '安全阀铅封缺失', photos: ['f1', 3] }, { name: '聚合岗位工作清单', period: '2026-11-25' })).toEqual({
      title: '检查安全阀完好（聚合岗位工作清单 2026-11-25）',
      description: '检查安全阀完好\n安全阀铅封缺失',
      source: { kind: 'checklist', resource: 'checklist-task-item', recordId: 41 },
      photos: ['f1'],
    });
  });
});

describe('four-colour area levels', () => {
  const areas = [
    { id: 1, parentId: null },
    { id: 2, parentId: 1 },
    { id: 3, parentId: 2 },
    { id: 4, parentId: null },
    { id: 5, parentId: null },
  ];
  it('colours an area by the highest level inside it, its sub-areas included', () => {
    const levels = areaLevels(areas, [
      { areaId: 3, level: 'general' },
      { areaId: 2, level: 'low' },
      { areaId: 4, level: 'low' },
      { areaId: 4, level: 'large' },
      { areaId: 1, level: 'low' },
      { areaId: 5, level: 'none' },
      { areaId: null, level: 'major' },
      { areaId: 99, level: 'major' },
    ]);
    expect(Object.fromEntries(levels)).toEqual({ 1: 'general', 2: 'general', 3: 'general', 4: 'large' });
  });

  it('takes 重大 over everything and survives a cycle in the tree', () => {
    const levels = areaLevels(
      [
        { id: 1, parentId: 2 },
        { id: 2, parentId: 1 },
      ],
      [
        { areaId: 1, level: 'major' },
        { areaId: 2, level: 'low' },
      ],
    );
    expect(Object.fromEntries(levels)).toEqual({ 1: 'major', 2: 'major' });
  });
});
