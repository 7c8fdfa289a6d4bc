// The server half of the `tree` keyword (docs/schema-engine.md "Trees"), run by every write path: a parent
// must be a live node of the same enterprise and neither the node itself nor one of its descendants (400
// naming the parent field); deleting a node that still has children answers 409 naming them, unless the
// parent reference says `onDelete: cascade` (then the subtree goes with it, every node through the record
// hooks like any deleted record: a node that something refers to with `restrict` refuses the whole delete,
// naming it; the nodes' own references go) or `clear` (the children become roots).
import { refOnDelete, treeLabel } from '../../schema/keywords/tree-check.ts';
import { fieldTitle } from '../../schema/resource-types.ts';
import { conflict, fieldError } from '../http/app-error.ts';
import type { RecordHook, RecordWrite } from './record-hooks.ts';
import { deletingAlong, markDeleting } from './ref-delete.ts';
import type { ResourceScope } from './resource-context.ts';
import { ancestorIds, childrenOutside, descendantIds, liveNode, lockTreeMoves } from './tree-store.ts';
import type { AuthContext } from '../plugins/auth.ts';
import { text } from '../../domain/i18n/text.ts';
import { zhOf } from '../routes/zh-of.ts';

function parentValue(v: unknown): number | null {
  return typeof v === 'number' && Number.isSafeInteger(v) ? v : null;
}

/** Refuses a parent that is missing, deleted, another enterprise's, the node itself or below it. */
export async function checkParent(w: RecordWrite, values: Record<string, unknown>): Promise<void> {
  const { c, tx } = w.s;
  const tree = c.resource.tree;
  if (!tree) return;
  const parent = parentValue(values[tree.parent]);
  if (parent === null) return;
  const title = fieldTitle(c.resource, tree.parent);
  const cycle = () => fieldError(tree.parent, text('api.resource.tree.cycle', { title }));
  if (parent === w.id) throw cycle();
  if (w.id !== null) await lockTreeMoves(tx, w.auth.tenantId);
  if (!(await liveNode(tx, c, w.auth.tenantId, parent))) throw fieldError(tree.parent, text('api.resource.notFoundOrDeleted', { title }));
  if (w.id !== null && (await ancestorIds(tx, c, w.auth.tenantId, parent)).includes(w.id)) throw cycle();
}

/** Refuses deleting nodes with children left behind (409 naming them), or takes them along (cascade), or frees them (clear). */
async function deletingNodes(s: ResourceScope, auth: AuthContext, ids: readonly number[]): Promise<void> {
  const tree = s.c.resource.tree;
  if (!tree) return;
  const onDelete = refOnDelete(s.c.resource.form.properties[tree.parent]);
  if (onDelete === 'cascade') {
    const below = await descendantIds(s.tx, s.c, auth.tenantId, ids);
    if (below.length === 0) return;
    // Loaded when used: record-delete runs the record hooks, whose list holds this hook.
    const { deleteWithHooks } = await import('./record-delete.ts');
    // The nodes asked for are going too: a reference from one of them does not hold a descendant back.
    markDeleting(s.tx, s.c.resource.key, ids);
    await deletingAlong(s.tx, () => deleteWithHooks(s, auth, below));
    return;
  }
  const children = await childrenOutside(s.tx, s.c, auth.tenantId, ids, treeLabel(tree));
  if (!children.length) return;
  if (onDelete === 'clear') {
    await s.tx.query(
      `update ${s.c.table} set data = data - $3::text, updated_at = now(), updated_by = $4
        where tenant_id = $1 and not deleted and zax_num(data, $3::text) = any($2::bigint[])`,
      [auth.tenantId, ids, tree.parent, auth.userId],
    );
    return;
  }
  const names = children.map((ch) => ch.label ?? `#${ch.id}`).join(zhOf('api.resource.listSeparator'));
  const id = children.length >= 3 ? 'api.resource.tree.hasChildrenMore' : 'api.resource.tree.hasChildren';
  throw conflict(text(id, { title: s.c.resource.title, names }));
}

export const treeRecordHook: RecordHook = {
  name: 'tree',
  check: checkParent,
  deleting: deletingNodes,
};
