// The `TreePicker` of resource forms: a node of a tree resource (`x-component-props.resource`, a key whose
// file has `tree`), chosen in antd's TreeSelect over the whole tree (TreeClient.tree), searchable by label;
// the value is the node's id. Read-pretty mode, table cells and details show the node's label (TreeLabel),
// from one tree load per resource shared by every cell (forgetTreeLabels after a change).
import { connect, mapReadPretty } from '@formily/react';
import { TreeSelect } from 'antd';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { failureText } from './client-failure.ts';
import { nestNodes, useOptionalTreeClient, type TreeClient, type TreeNode } from './tree-client.ts';

const cache = new WeakMap<TreeClient, Map<string, Promise<TreeNode[]>>>();

/** The nodes of a resource's tree, loaded once per client and key until forgotten. */
export function treeNodesOf(client: TreeClient, key: string): Promise<TreeNode[]> {
  let byKey = cache.get(client);
  if (!byKey) cache.set(client, (byKey = new Map()));
  let p = byKey.get(key);
  if (!p) {
    p = client.tree(key).then((a) => a.nodes);
    p.catch(() => byKey.delete(key));
    byKey.set(key, p);
  }
  return p;
}

/** Drops the loaded tree of `key` (after a save, a move or a delete). */
export function forgetTreeLabels(client: TreeClient, key: string): void {
  cache.get(client)?.delete(key);
}

function useTreeNodes(key: string | undefined): { nodes: TreeNode[]; loading: boolean; error: string | null } {
  const client = useOptionalTreeClient();
  const [state, setState] = useState<{ nodes: TreeNode[]; loading: boolean; error: string | null }>({ nodes: [], loading: true, error: null });
  useEffect(() => {
    if (!key || !client) {
      setState({ nodes: [], loading: false, error: '树不可用' });
      return;
    }
    let live = true;
    treeNodesOf(client, key).then(
      (nodes) => live && setState({ nodes, loading: false, error: null }),
      (e: unknown) => live && setState({ nodes: [], loading: false, error: failureText(e, '加载失败') }),
    );
    return () => {
      live = false;
    };
  }, [client, key]);
  return state;
}

export interface TreeSelectFieldProps {
  /** The tree resource's key. */
  resource?: string;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
}

/** TreeSelect of one node of the tree resource `resource`. */
export function TreeSelectField({ resource, value, onChange, placeholder, disabled, readOnly, allowClear = true, style, id }: TreeSelectFieldProps) {
  const { nodes, loading, error } = useTreeNodes(resource);
  const data = useMemo(() => nestNodes(nodes), [nodes]);
  const known = value == null || nodes.some((n) => n.id === value);
  return (
    <TreeSelect
      id={id}
      style={{ width: '100%', ...style }}
      value={value ?? undefined}
      treeData={data}
      loading={loading}
      disabled={disabled}
      open={readOnly ? false : undefined}
      allowClear={allowClear && !readOnly}
      showSearch
      treeNodeFilterProp="label"
      treeDefaultExpandAll={nodes.length <= 200}
      placeholder={placeholder ?? '请选择'}
      notFoundContent={error ?? (loading ? '加载中' : '暂无数据')}
      status={!loading && !known ? 'warning' : undefined}
      onChange={(v: number | undefined) => onChange?.(v ?? undefined)}
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

/** A Formily field component: value is the node's id. */
export const TreePicker = connect(TreeSelectField, mapReadPretty(TreeLabel));
