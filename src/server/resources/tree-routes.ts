// The routes of the `tree` keyword (docs/resource-api.md "Trees"), for a resource whose file has `tree`:
// `GET {ep}/tree` answers the whole tree as flat nodes (id, parentId, label, sortOrder, status), or with
// `q` the nodes whose label contains it and their ancestors, with `filter` (a reference's equalities) each
// node's `selectable` (whether a reference with that filter may name it); `POST {ep}/move {id, parentId, beforeId?}`
// gives a node a new parent and place, through the same hooks as an update (a cycle answers 400).
import type { FastifyInstance } from 'fastify';
import { treeLabel } from '../../schema/keywords/tree-check.ts';
import { parseTreeFilter } from '../../schema/keywords/ref-trees.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { fieldError, notFound } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { idOf, obj, optionalId, str } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { answerRecords, checkRecord, prepareRecord, recordSaved, recordWrite } from './record-hooks.ts';
import { splitStored, toRecord } from './record-shape.ts';
import { getRecord, updateRecordData } from './record-store.ts';
import { assertValid, withResource } from './resource-context.ts';
import { writeRouteConfig } from './shared-records.ts';
import { placeBefore, TREE_NODE_CAP, treeNodes, type TreeNodeRow } from './tree-store.ts';
import { text } from '../../domain/i18n/text.ts';
import { zhOf } from '../routes/zh-of.ts';

/** Characters a tree search may have. */
export const TREE_QUERY_MAX = 50;
/** Characters of a tree read's filter (a reference's equalities as JSON). */
export const TREE_FILTER_MAX = 500;

interface MoveBody {
  id: number;
  parentId: number | null;
  beforeId?: number | null;
}

/** The nodes whose label contains `q` (case-insensitive) and every ancestor of them, in the input order. */
export function matchesWithAncestors(nodes: readonly TreeNodeRow[], q: string): { nodes: TreeNodeRow[]; matches: number[] } {
  const needle = q.toLowerCase();
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const keep = new Set<number>();
  const matches: number[] = [];
  for (const n of nodes) {
    if (!(n.label ?? '').toLowerCase().includes(needle)) continue;
    matches.push(n.id);
    let cur: TreeNodeRow | undefined = n;
    while (cur && !keep.has(cur.id)) {
      keep.add(cur.id);
      cur = cur.parentId === null ? undefined : byId.get(cur.parentId);
    }
  }
  return { nodes: nodes.filter((n) => keep.has(n.id)), matches };
}

/** Registers the tree routes of a resource whose file has `tree`. */
export async function treeRoutes(app: FastifyInstance, opts: { resource: ResourceFile }): Promise<void> {
  const base = opts.resource;
  const tree = base.tree;
  if (!tree) return;
  const { db } = app.deps;
  const tags = [base.title];
  const ep = base.endpoint;

  app.get<{ Querystring: { q?: string; filter?: string } }>(
    `${ep}/tree`,
    {
      config: { access: 'read', roles: base.permissions.read },
      schema: {
        tags,
        summary: zhOf('api.resource.doc.tree', { title: base.title }),
        querystring: obj({
          q: str(zhOf('api.resource.search'), { maxLength: TREE_QUERY_MAX }),
          filter: str(zhOf('api.resource.filter'), { maxLength: TREE_FILTER_MAX }),
        }),
      },
    },
    (req) => {
      const auth = authOf(req);
      return withResource(db, auth, base, async (s) => {
        const label = treeLabel(s.c.resource.tree ?? tree);
        let filter: Record<string, string | number | boolean> | undefined;
        if (req.query.filter !== undefined) {
          const parsed = parseTreeFilter(req.query.filter, s.c.resource);
          if ('error' in parsed) throw fieldError('filter', parsed.error);
          filter = parsed.filter;
        }
        const all = await treeNodes(s.tx, s.c, auth.tenantId, label, filter);
        const truncated = all.length > TREE_NODE_CAP;
        const nodes = truncated ? all.slice(0, TREE_NODE_CAP) : all;
        const q = req.query.q?.trim() ?? '';
        if (!q) return okData({ nodes, matches: null, truncated });
        return okData({ ...matchesWithAncestors(nodes, q), truncated });
      });
    },
  );

  if (!base.actions.includes('update')) return;
  app.post<{ Body: MoveBody }>(
    `${ep}/move`,
    {
      // A shared resource's move is refused like its other writes (平台共享数据只能由平台管理员维护).
      config: writeRouteConfig(base),
      schema: {
        tags,
        summary: zhOf('api.resource.doc.move', { title: base.title }),
        body: obj({ id: { ...idOf(zhOf('api.resource.node')), minimum: 1 }, parentId: optionalId(zhOf('api.resource.parent')), beforeId: optionalId(zhOf('api.resource.position')) }, ['id', 'parentId']),
      },
    },
    (req) => {
      const auth = authOf(req);
      const { id, parentId, beforeId } = req.body;
      return withResource(db, auth, base, async (s) => {
        const parentField = (s.c.resource.tree ?? tree).parent;
        const row = await getRecord(s.tx, s.c, auth.tenantId, id, true);
        if (!row) throw notFound(text('api.resource.notFoundOrDeleted', { title: base.title }));
        const { form, kept } = splitStored(s.c.resource, row.data);
        const merged: Record<string, unknown> = { ...form };
        if (parentId === null) delete merged[parentField];
        else merged[parentField] = parentId;
        const w = recordWrite(s, auth, { id, [parentField]: parentId }, id);
        await prepareRecord(w, merged);
        assertValid(s, merged);
        await checkRecord(w, merged);
        await updateRecordData(s.tx, s.c, auth.tenantId, auth.userId, id, { ...kept, ...merged });
        await recordSaved(w, merged);
        if (beforeId === id) throw fieldError('beforeId', text('api.resource.positionNotValid'));
        if (!(await placeBefore(s.tx, s.c, auth.tenantId, auth.userId, id, parentId, beforeId ?? null))) {
          throw fieldError('beforeId', text('api.resource.targetPositionDoesNotExist'));
        }
        const updated = await getRecord(s.tx, s.c, auth.tenantId, id);
        if (!updated) throw notFound(text('api.resource.notFoundOrDeleted', { title: base.title }));
        const [record] = await answerRecords(s, auth, [toRecord(s.c.resource, updated)], 'detail');
        return okData(record);
      });
    },
  );
}
