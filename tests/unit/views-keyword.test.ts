// The `views` keyword's file check (good and bad files, refused at a JSON pointer), the views a file offers
// and the one it opens in, the filters the views add to the list's whitelist, the shipped leave-record, and the
// views left when an enterprise hides a field.
import { describe, expect, it } from 'vitest';
import { parseListQuery, queryPlan } from '../../src/schema/compile-query.ts';
import { defaultView, listFilters, viewFilters, viewsOf, viewsWithout } from '../../src/schema/keywords/views.ts';
import { mergeOverlay } from '../../src/schema/overlay.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { englishOf } from './helpers/english-of.ts';

function file(views: unknown, patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    key: 'meeting',
    title: '会议',
    endpoint: '/u-basic/meeting',
    actions: ['list', 'detail', 'create', 'update', 'delete'],
    permissions: { read: ['qyUser'], write: ['qyUser'] },
    form: {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', title: '名称' },
        day: { type: 'string', format: 'date', title: '日期' },
        until: { type: 'string', format: 'date', title: '结束日期' },
        stage: { type: 'string', title: '阶段', enum: [{ label: '计划', value: 'plan' }, { label: '完成', value: 'done', color: 'green' }] },
        kinds: { type: 'array', title: '类型', items: { type: 'string' }, enum: [{ label: '甲', value: 'a' }] },
        count: { type: 'integer', title: '人数' },
      },
    },
    list: { columns: [{ field: 'name' }] },
    views,
    ...patch,
  };
}

function problems(json: unknown): string[] {
  const r = checkResourceFile(json);
  return r.ok ? [] : r.errors.map((e) => `${e.pointer}: ${englishOf(e)}`);
}

const GOOD = {
  default: 'calendar',
  calendar: { start: 'day', end: 'until', title: 'name', modes: ['week', 'month'] },
  board: { field: 'stage', title: 'name', cardFields: ['day', 'count', 'createdAt'], drag: true },
};

describe('views file check', () => {
  it('accepts a calendar on a date range, a board by an enum, and a calendar on a system date', () => {
    expect(problems(file(GOOD))).toEqual([]);
    expect(problems(file({ calendar: { start: 'createdAt' } }))).toEqual([]);
    expect(problems(file({ board: { field: 'stage' } }, { list: { columns: [{ field: 'name' }], filters: [{ field: 'stage', op: 'in' }, { field: 'day', op: 'range' }] } }))).toEqual([]);
  });

  const bad: [string, unknown, string][] = [
    ['an unknown calendar field', file({ calendar: { start: 'begin' } }), "/views/calendar/start: unknown field 'begin'"],
    ['a calendar on a text field', file({ calendar: { start: 'name' } }), "/views/calendar/start: 'name' is not a date field"],
    ['a calendar on a number', file({ calendar: { start: 'day', end: 'count' } }), "/views/calendar/end: 'count' is not a date field"],
    ['an end equal to the start', file({ calendar: { start: 'day', end: 'day' } }), "/views/calendar/end: 'day' is the start field"],
    ['an unknown calendar title', file({ calendar: { start: 'day', title: 'topic' } }), "/views/calendar/title: unknown field 'topic'"],
    ['a bad mode', file({ calendar: { start: 'day', modes: ['year'] } }), '/views/calendar/modes/0: must be one of'],
    ['a board on a text field', file({ board: { field: 'name' } }), "/views/board/field: 'name' is not an enumerated field"],
    ['a board on a multiple choice', file({ board: { field: 'kinds' } }), "/views/board/field: 'kinds' is not an enumerated field"],
    ['a board on a system field', file({ board: { field: 'status' } }), "/views/board/field: 'status' is a system field"],
    ['an unknown card field', file({ board: { field: 'stage', cardFields: ['name', 'place'] } }), "/views/board/cardFields/1: unknown field 'place'"],
    ['a dragging board without update', file({ board: { field: 'stage', drag: true } }, { actions: ['list', 'create'] }), "/views/board/drag: dragging a card updates the record"],
    ['a default view not declared', file({ default: 'board', calendar: { start: 'day' } }), "/views/default: the default view 'board' is not offered"],
    ['a tree default without a tree', file({ default: 'tree' }), "/views/default: the default view 'tree' is not offered: the file declares no 'tree'"],
    ['an unknown views key', file({ gantt: {} }), "/views/gantt: unknown property 'gantt'"],
    ['a calendar filter that cannot ask a range', file({ calendar: { start: 'day' } }, { list: { columns: [{ field: 'name' }], filters: [{ field: 'day', op: 'eq' }] } }), "/views/calendar/start: the calendar asks the list by 'day', whose filter at /list/filters/0 has op 'eq'"],
    ['a board filter that cannot ask one value', file({ board: { field: 'stage' } }, { list: { columns: [{ field: 'name' }], filters: [{ field: 'stage', op: 'like' }] } }), "/views/board/field: the board asks the list by 'stage', whose filter at /list/filters/0 has op 'like'"],
  ];
  it.each(bad)('refuses %s', (_what, json, expected) => {
    expect(problems(json).join('\n')).toContain(expected);
  });
});

describe('views a file offers', () => {
  const r = file(GOOD) as unknown as ResourceFile;
  it('offers the table, then calendar and board, and opens in the default', () => {
    expect(viewsOf(r)).toEqual(['table', 'calendar', 'board']);
    expect(defaultView(r)).toBe('calendar');
    expect(defaultView(file({ board: { field: 'stage' } }) as unknown as ResourceFile)).toBe('table');
  });

  it('does not offer a view whose field an overlay hid', () => {
    const hidden = structuredClone(r);
    delete hidden.form.properties.until;
    expect(viewsOf(hidden)).toEqual(['table', 'board']);
    expect(defaultView(hidden)).toBe('table');
    expect(viewFilters(hidden).map((f) => f.field)).toEqual(['day', 'stage']);
  });
});

describe('the filters the views ask with', () => {
  it('adds a range per calendar field and an in on the board field, unless declared', () => {
    const r = file(GOOD, { list: { columns: [{ field: 'name' }], filters: [{ field: 'stage', op: 'eq' }] } }) as unknown as ResourceFile;
    expect(viewFilters(r)).toEqual([{ field: 'day', op: 'range' }, { field: 'until', op: 'range' }]);
    expect(listFilters(r).map((f) => `${f.field}:${f.op}`)).toEqual(['stage:eq', 'day:range', 'until:range']);
  });

  it('lets the list ask for the visible days, and still refuses other keys', () => {
    const plan = queryPlan(file(GOOD) as unknown as ResourceFile);
    const q = parseListQuery(plan, { day: ',2026-03-31', until: '2026-03-01,', stage: 'plan' });
    expect('error' in q).toBe(false);
    if (!('error' in q)) expect(q.params).toEqual(['2026-03-31', '2026-03-01', ['plan']]);
    expect(parseListQuery(plan, { count: '3' })).toEqual({ error: { field: 'count', message: '不支持的查询条件：count' } });
    expect(parseListQuery(plan, { stage: 'nope' })).toEqual({ error: { field: 'stage', message: '阶段取值不正确' } });
  });

  it('ships leave-record with a calendar over its leave days and a board by approval status', () => {
    const leave = resourceRegistry().byKey.get('leave-record');
    expect(leave && viewsOf(leave)).toEqual(['table', 'calendar', 'board']);
    expect(leave?.views?.calendar).toMatchObject({ start: 'startDate', end: 'endDate' });
    expect(leave && viewFilters(leave)).toEqual([{ field: 'endDate', op: 'range' }]);
  });

  it('ships maintenance-management with a calendar over its planned days and a board by 实施状态', () => {
    const m = resourceRegistry().byKey.get('maintenance-management');
    expect(m && viewsOf(m)).toEqual(['table', 'calendar', 'board']);
    expect(m?.views?.board).toMatchObject({ field: 'progressStatus', drag: true });
    expect(m && viewFilters(m)).toEqual([{ field: 'planEndDate', op: 'range' }]);
  });
});

describe('views under an overlay that hides fields', () => {
  it('drops a view on a hidden field, a hidden title or card field, and a default that went', () => {
    const all = GOOD as unknown as Parameters<typeof viewsWithout>[0];
    expect(viewsWithout(all, new Set(['until', 'count']))).toEqual({
      board: { field: 'stage', title: 'name', cardFields: ['day', 'createdAt'], drag: true },
    });
    expect(viewsWithout(all, new Set(['name']))).toEqual({
      default: 'calendar',
      calendar: { start: 'day', end: 'until', modes: ['week', 'month'] },
      board: { field: 'stage', cardFields: ['day', 'count', 'createdAt'], drag: true },
    });
  });

  it('keeps the merged file valid when an enterprise hides the calendar’s field', () => {
    const tab = { key: 'when', title: '时间', fields: ['day', 'until'], enabled: true, sort: 0, disabledFields: ['until'] };
    const merged = mergeOverlay(file(GOOD) as unknown as ResourceFile, { fields: [], tabs: [tab] });
    expect(merged.hiddenFields).toEqual(['until']);
    expect(problems(merged.resource)).toEqual([]);
    expect(viewsOf(merged.resource)).toEqual(['table', 'board']);
  });
});
