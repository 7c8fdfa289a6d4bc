// The tree select of references to a tree (RefPicker switches to it when the target's file has `tree`, and
// the filter bar for such a reference, and the `under` filter): a node (or several) of a tree resource,
// chosen in antd's TreeSelect over the whole tree (TreeClient.tree, with the reference's filter: the nodes
// it leaves out show, disabled, for their place), searchable by label; the value is the node's id. TreeLabel
// shows a node's label from one tree load per resource (forgetTreeLabels after a change).
import { connect, mapReadPretty } from '@formily/react';
import { TreeSelect } from 'antd';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { failureText } from './client-failure.ts';
import { nestNodes, useOptionalTreeClient, type TreeClient, type TreeNode } from './tree-client.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

const cache = new WeakMap<TreeClient, Map<string, Promise<TreeNode[]>>>();

/** The cache key of a tree read: the resource and the filter it was asked with. */
const cacheKey = (key: string, filter: string | undefined) => `${key}\u0000${filter ?? ''}`;

/** The nodes of a resource's tree (with `filter`: each node's `selectable`), loaded once per client, key and filter until forgotten. */
export function treeNodesOf(client: TreeClient, key: string, filter?: string): Promise<TreeNode[]> {
  let byKey = cache.get(client);
  if (!byKey) cache.set(client, (byKey = new Map()));
  const k = cacheKey(key, filter);
  let p = byKey.get(k);
  if (!p) {
    p = client.tree(key, undefined, filter).then((a) => a.nodes);
    p.catch(() => byKey.delete(k));
    byKey.set(k, p);
  }
  return p;
}

/** Drops the loaded trees of `key`, whatever their filter (after a save, a move or a delete). */
export function forgetTreeLabels(client: TreeClient, key: string): void {
  const byKey = cache.get(client);
  for (const k of [...(byKey?.keys() ?? [])]) if (k.startsWith(cacheKey(key, ''))) byKey?.delete(k);
}

function useTreeNodes(key: string | undefined, filter?: string): { nodes: TreeNode[]; loading: boolean; error: string | null } {
  const client = useOptionalTreeClient();
  const [state, setState] = useState<{ nodes: TreeNode[]; loading: boolean; error: string | null }>({ nodes: [], loading: true, error: null });
  useEffect(() => {
    if (!key || !client) {
      setState({ nodes: [], loading: false, error: t('runtime.tree.unavailable') });
      return;
    }
    let live = true;
    treeNodesOf(client, key, filter).then(
      (nodes) => live && setState({ nodes, loading: false, error: null }),
      (e: unknown) => live && setState({ nodes: [], loading: false, error: failureText(e, t('runtime.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [client, key, filter]);
  return state;
}

export interface TreeSelectFieldProps {
  /** The tree resource's key. */
  resource?: string;
  /** A reference's filter (ref-trees.ts treeFilterParam): the nodes it leaves out show but cannot be chosen. */
  filter?: string;
  /** Several nodes (an array value). */
  multiple?: boolean;
  value?: number | number[] | null;
  onChange?: (value: number | number[] | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
  onBlur?: () => void;
  onFocus?: () => void;
}

/** Ids of a value (one id, several, or none). */
function idsOf(value: number | number[] | null | undefined): number[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** TreeSelect of one node (or several, `multiple`) of the tree resource `resource`, searchable by label. */
export function TreeSelectField({ resource, filter, multiple = false, value, onChange, placeholder, disabled, readOnly, allowClear = true, style, id, onBlur, onFocus }: TreeSelectFieldProps) {
  const { nodes, loading, error } = useTreeNodes(resource, filter);
  const data = useMemo(() => nestNodes(nodes), [nodes]);
  const ids = idsOf(value);
  const known = ids.every((v) => nodes.some((n) => n.id === v));
  return (
    <TreeSelect<number | number[]>
      id={id}
      data-tree-select={resource}
      style={{ width: '100%', ...style }}
      value={multiple ? ids : (ids[0] ?? undefined)}
      multiple={multiple}
      treeData={data}
      loading={loading}
      disabled={disabled}
      open={readOnly ? false : undefined}
      allowClear={allowClear && !readOnly}
      showSearch
      treeNodeFilterProp="label"
      treeDefaultExpandAll={nodes.length <= 200}
      placeholder={placeholder ?? t('runtime.filter.choose')}
      notFoundContent={error ?? (loading ? t('runtime.loading') : t('runtime.empty'))}
      status={!loading && !known ? 'warning' : undefined}
      onChange={(v) => onChange?.(v === null || v === undefined || (Array.isArray(v) && v.length === 0) ? undefined : v)}
      onBlur={onBlur}
      onFocus={onFocus}
      popupMatchSelectWidth
    />
  );
}

/** The label of node `value` of the tree resource `resource` ('-' when empty, #id when gone). */
export function TreeLabel({ resource, value }: { resource?: string; value?: unknown }) {
  const { nodes, loading } = useTreeNodes(resource);
  if (value === undefined || value === null || value === '') return <span>-</span>;
  const node = nodes.find((n) => n.id === Number(value));
  return <span data-tree-label-of={String(value)}>{node?.label ?? (loading ? '…' : `#${String(value)}`)}</span>;
}

/** A Formily field of one node's id: the tree select RefPicker uses for a reference to a tree (stories, tests). */
export const TreePicker = connect(TreeSelectField, mapReadPretty(TreeLabel));
