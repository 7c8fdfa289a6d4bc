// The `views` keyword (docs/schema-engine.md "Views"): which views a resource's list offers besides the
// table (the tree of a file with `tree`, a calendar on date fields, a board by an enumerated field), which
// one is shown first, and the filters the views ask the list with. The check refuses, at a JSON pointer, an
// unknown field, a calendar on a field that is not a date, a board on a field that is not an enum, a
// dragging board the file cannot update, and a declared filter the view could not ask with. Pure: no I/O.
import { fieldKind, resolveField, type FieldSchema, type FilterSpec, type ResourceFile, type ViewName, type ViewsSpec } from '../resource-types.ts';
import type { FileCheckContext } from './keyword-checks.ts';
import { schemaZh } from '../../domain/i18n/zh/schema.ts';
import { text, type Text } from '../schema-text.ts';

/** The views a resource offers, in the switcher's order: the table always, then tree, calendar, board. */
export function viewsOf(resource: ResourceFile): ViewName[] {
  const views: ViewName[] = ['table'];
  if (resource.tree) views.push('tree');
  // A view whose field an overlay hid (overlay.ts) is not offered.
  const has = (name: string | undefined) => name === undefined || resolveField(resource, name) !== undefined;
  const { calendar, board, map } = resource.views ?? {};
  if (calendar && has(calendar.start) && has(calendar.end)) views.push('calendar');
  if (board && has(board.field)) views.push('board');
  if (map && has(map.field)) views.push('map');
  return views;
}

/** The view shown first: the file's `views.default` when it offers it, else the table. */
export function defaultView(resource: ResourceFile): ViewName {
  const d = resource.views?.default;
  return d !== undefined && viewsOf(resource).includes(d) ? d : 'table';
}

/** The calendar's modes, the first being the one it opens in. */
export function calendarModes(resource: ResourceFile): ('month' | 'week')[] {
  return resource.views?.calendar?.modes ?? ['month', 'week'];
}

/** The ops a view can ask the list with, by the view's field: a range of days, one or some enum values. */
const CALENDAR_OPS = ['range'] as const;
const BOARD_OPS = ['eq', 'in'] as const;

/**
 * The filters the views ask with that the file does not declare: a `range` on the calendar's date fields
 * (the visible days), an `in` on the board's field (one column), an `in` on a workflow's state field (a state
 * tab). The list accepts them like declared ones.
 */
export function viewFilters(resource: ResourceFile): FilterSpec[] {
  const declared = new Set((resource.list.filters ?? []).map((f) => f.field));
  const added: FilterSpec[] = [];
  const add = (field: string | undefined, op: FilterSpec['op']) => {
    if (field === undefined || declared.has(field) || !resolveField(resource, field)) return;
    declared.add(field);
    added.push({ field, op });
  };
  const { calendar, board } = resource.views ?? {};
  add(calendar?.start, 'range');
  add(calendar?.end, 'range');
  add(board?.field, 'in');
  // The state tabs of a workflow (src/runtime/workflow/state-tabs.tsx) ask the list with one state.
  add(resource.workflow?.field, 'in');
  return added;
}

/** Every filter the list accepts: the file's `list.filters`, then those its views add. */
export function listFilters(resource: ResourceFile): FilterSpec[] {
  return [...(resource.list.filters ?? []), ...viewFilters(resource)];
}

const VIEW_TITLES: Readonly<Record<ViewName, string>> = {
  table: schemaZh['schema.view.table'],
  tree: schemaZh['schema.view.tree'],
  calendar: schemaZh['schema.view.calendar'],
  board: schemaZh['schema.view.board'],
  map: schemaZh['schema.view.map'],
};

/** The switcher's label of a view. */
export function viewTitle(view: ViewName): string {
  return VIEW_TITLES[view];
}

function isDate(f: FieldSchema): boolean {
  return fieldKind(f) === 'date';
}

/** A declared filter on `field` whose op is not one of `ops` (the view could not ask with it). */
function clashingFilter(ctx: FileCheckContext, field: string, ops: readonly string[], pointer: string, view: string): void {
  const i = (ctx.resource.list.filters ?? []).findIndex((f) => f.field === field && !ops.includes(f.op));
  if (i < 0) return;
  const op = ctx.resource.list.filters?.[i].op;
  const quoted = ops.map((o): Text | string => `'${o}'`);
  const either = quoted.slice(1).reduce((a, b) => text('schema.check.views.or', { a, b }), quoted[0]);
  ctx.add(pointer, text('schema.check.views.filterOp', { view, field, index: i, op: op ?? '', ops: either }));
}

/** File check of `views`. */
export function checkViews(ctx: FileCheckContext): void {
  const r = ctx.resource;
  const views = r.views;
  if (!views) return;
  if (views.default !== undefined && !viewsOf(r).includes(views.default)) {
    const why = views.default === 'tree' ? text('schema.check.views.noTree') : text('schema.check.views.notDeclared', { view: views.default });
    ctx.add('/views/default', text('schema.check.views.default', { view: views.default, why }));
  }
  const cal = views.calendar;
  if (cal) {
    const start = ctx.known(cal.start, '/views/calendar/start');
    if (start && !isDate(start)) ctx.add('/views/calendar/start', text('schema.check.views.calendarDate', { field: cal.start }));
    else if (start) clashingFilter(ctx, cal.start, CALENDAR_OPS, '/views/calendar/start', 'calendar');
    if (cal.end !== undefined) {
      const end = ctx.property(cal.end, '/views/calendar/end');
      if (cal.end === cal.start) ctx.add('/views/calendar/end', text('schema.check.views.calendarEnd', { field: cal.end }));
      else if (end && !isDate(end)) ctx.add('/views/calendar/end', text('schema.check.views.calendarDate', { field: cal.end }));
      else if (end) clashingFilter(ctx, cal.end, CALENDAR_OPS, '/views/calendar/end', 'calendar');
    }
    if (cal.title !== undefined) ctx.known(cal.title, '/views/calendar/title');
  }
  const board = views.board;
  if (board) {
    const f = ctx.property(board.field, '/views/board/field');
    if (f && (!f.enum || f.type === 'array')) {
      ctx.add('/views/board/field', text('schema.check.views.boardEnum', { field: board.field }));
    } else if (f) {
      clashingFilter(ctx, board.field, BOARD_OPS, '/views/board/field', 'board');
    }
    if (board.title !== undefined) ctx.known(board.title, '/views/board/title');
    board.cardFields?.forEach((name, i) => ctx.known(name, `/views/board/cardFields/${i}`));
    if (board.drag === true) {
      if (!r.actions.includes('update')) ctx.add('/views/board/drag', text('schema.check.views.dragUpdate'));
      else if (f?.readOnly === true) ctx.add('/views/board/drag', text('schema.check.views.dragReadOnly', { field: board.field }));
    }
  }
  if (views.map) {
    const f = ctx.property(views.map.field, '/views/map/field');
    if (f && !isGeometry(f)) ctx.add('/views/map/field', text('schema.check.views.mapField', { field: views.map.field }));
  }
}

/** Whether a field holds a geometry (`x-geometry: point | polygon | any` on an object field). */
function isGeometry(f: FieldSchema): boolean {
  const kind = (f as FieldSchema & { 'x-geometry'?: unknown })['x-geometry'];
  return f.type === 'object' && (kind === 'point' || kind === 'polygon' || kind === 'any');
}

/**
 * The views left when an overlay hides `hidden` fields (overlay.ts): a calendar or board on a hidden field
 * goes, a hidden title or card field is dropped, a default that went falls back to the table.
 */
export function viewsWithout(views: ViewsSpec, hidden: ReadonlySet<string>): ViewsSpec {
  const out: ViewsSpec = {};
  const cal = views.calendar;
  if (cal && !hidden.has(cal.start) && !(cal.end !== undefined && hidden.has(cal.end))) {
    out.calendar = { ...cal };
    if (cal.title !== undefined && hidden.has(cal.title)) delete out.calendar.title;
  }
  const board = views.board;
  if (board && !hidden.has(board.field)) {
    out.board = { ...board };
    if (board.title !== undefined && hidden.has(board.title)) delete out.board.title;
    if (board.cardFields) out.board.cardFields = board.cardFields.filter((f) => !hidden.has(f));
  }
  if (views.map && !hidden.has(views.map.field)) out.map = { ...views.map };
  const d = views.default;
  if (d === 'table' || d === 'tree' || (d !== undefined && out[d] !== undefined)) out.default = d;
  return out;
}
