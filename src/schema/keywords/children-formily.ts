// The rows of a `children` key in the parent's form (docs/schema-engine.md "Children"): a Formily ArrayTable
// whose cells are the child's own fields, compiled by the same fieldToFormily as any form (so each cell has
// the server's rules and messages). Rows can be added, removed, moved up and down, and dragged by their handle;
// every row is rendered (no paging), so every cell is validated and a server message finds its cell. The
// parent's id field (`via`) and the child's hidden fields are not shown. Pure, no React.
import { fieldToFormily, isBlank, type FormilySchema } from '../compile-formily.ts';
import type { ChildrenSpec, FieldSchema, ResourceFile } from '../resource-types.ts';
import { childRowsMax } from './children.ts';
import { chineseText, text, type Say } from '../schema-text.ts';

/** A Formily array node: its row schema under `items`. */
export interface FormilyArraySchema extends FormilySchema {
  items?: FormilySchema;
}

/** The child's fields shown as columns: its form properties but the parent's id and the hidden ones. */
export function childColumns(spec: ChildrenSpec, child: ResourceFile, hiddenFields: readonly string[] = []): string[] {
  const hidden = new Set(hiddenFields);
  return Object.keys(child.form.properties).filter((n) => n !== spec.via && !hidden.has(n));
}

/** A column's width from its field: narrow for switches and numbers, free for texts. */
export function childColumnWidth(f: FieldSchema): number | undefined {
  if (f.type === 'boolean') return 90;
  if (f.type === 'number' || f.type === 'integer') return 120;
  if (f.format === 'date') return 150;
  if (f.format === 'date-time') return 190;
  return undefined;
}

const column = (title: string, props: Record<string, unknown>, properties: Record<string, FormilySchema>): FormilySchema => ({
  type: 'void',
  'x-component': 'ArrayTable.Column',
  'x-component-props': { title, ...props },
  properties,
});

/** The array node of one children key: an editable table of the child's fields. */
export function childrenToFormily(spec: ChildrenSpec, child: ResourceFile, hiddenFields: readonly string[] = [], say: Say = chineseText): FormilyArraySchema {
  const required = new Set(child.form.required ?? []);
  const max = childRowsMax(spec);
  const cells: Record<string, FormilySchema> = {
    __sort: column(say(text('schema.children.sort')), { width: 60, align: 'center' }, { sort: { type: 'void', 'x-component': 'ArrayTable.SortHandle' } }),
    __index: column(say(text('schema.children.index')), { width: 60, align: 'center' }, { index: { type: 'void', 'x-component': 'ArrayTable.Index' } }),
  };
  for (const name of childColumns(spec, child, hiddenFields)) {
    const f = child.form.properties[name];
    const title = f.title ?? name;
    // A reference cell searches its target through the child resource, as the child's own form would.
    const node = fieldToFormily(name, f, required.has(name), { say, resourceKey: child.key });
    // The column says what the cell is; the cell keeps its messages (and its validator its title).
    delete node.title;
    node['x-decorator-props'] = { ...(node['x-decorator-props'] ?? {}), asterisk: false };
    cells[`__col_${name}`] = column(title, { width: childColumnWidth(f), dataIndex: name }, { [name]: node });
  }
  cells.__ops = column(say(text('schema.children.ops')), { width: 120, align: 'center', fixed: 'right' }, {
    up: { type: 'void', 'x-component': 'ArrayTable.MoveUp' },
    down: { type: 'void', 'x-component': 'ArrayTable.MoveDown' },
    remove: { type: 'void', 'x-component': 'ArrayTable.Remove' },
  });
  return {
    type: 'array',
    title: spec.title,
    'x-decorator': 'FormItem',
    'x-component': 'ArrayTable',
    'x-component-props': { pagination: false, scroll: { x: 'max-content' } },
    'x-validator': (value) => (!isBlank(value) && Array.isArray(value) && value.length > max ? say(text('schema.children.maxRows', { title: spec.title, max })) : ''),
    items: { type: 'object', properties: cells },
    properties: { add: { type: 'void', title: say(text('schema.children.add', { title: spec.title })), 'x-component': 'ArrayTable.Addition' } },
  };
}
