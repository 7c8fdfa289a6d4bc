// The tree view of a resource whose file has `tree` (docs/schema-engine.md "Trees"): antd's Tree over the
// server's flat nodes (TreeClient.tree), expandable; a search asks the server for the matches and their
// ancestors, highlights the matches and opens their ancestors; a node dragged onto or beside another is
// moved by the server (TreeClient.move), whose refusal (a cycle) is shown and the tree reloaded as stored;
// a click selects the node (the page lists its subtree) and opens the record.
import { Alert, Empty, Flex, Input, Spin, Tree, Typography, message } from 'antd';
import type { TreeProps } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { failureText } from './client-failure.ts';
import { ancestorKeys, dropToMove, nestNodes, splitMatch, useTreeClient, type TreeAnswer, type TreeDataNode } from './tree-client.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

export interface TreeViewProps {
  /** The resource's key (the tree client resolves its endpoint). */
  resourceKey: string;
  /** Heading above the tree. */
  title?: string;
  /** Drag to move (write access and the `update` action). */
  canMove: boolean;
  selectedId?: number | null;
  /** A node was clicked (null: the selection was cleared). */
  onSelect?: (id: number | null) => void;
  /** Changes whenever the records changed elsewhere (a save, a delete): the tree reloads. */
  version?: number;
  /** After a move the server accepted (the page reloads its list). */
  onMoved?: () => void;
  height?: number;
}

const EMPTY: TreeAnswer = { nodes: [], matches: null, truncated: false };

function Label({ node, q }: { node: TreeDataNode; q: string }) {
  const parts = splitMatch(node.label, q);
  return (
    <span data-tree-node={node.key} data-tree-label={node.label}>
      {parts ? (
        <>
          {parts[0]}
          <mark className="tree-view-match" style={{ padding: 0, background: '#ffe58f' }}>
            {parts[1]}
          </mark>
          {parts[2]}
        </>
      ) : (
        node.label
      )}
    </span>
  );
}

export function TreeView({ resourceKey, title, canMove, selectedId, onSelect, version = 0, onMoved, height }: TreeViewProps) {
  const client = useTreeClient();
  const [answer, setAnswer] = useState<TreeAnswer>(EMPTY);
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState('');
  const [expanded, setExpanded] = useState<number[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);

  useEffect(() => {
    let live = true;
    setLoading(true);
    client.tree(resourceKey, asked || undefined).then(
      (a) => {
        if (!live) return;
        setAnswer(a);
        setError(null);
        setLoading(false);
        // A search opens the ancestors of every match; the whole tree opens its first level.
        if (a.matches) setExpanded(ancestorKeys(a.nodes, a.matches));
        else setExpanded((old) => (old.length ? old : a.nodes.filter((n) => n.parentId === null).map((n) => n.id)));
      },
      (e: unknown) => {
        if (!live) return;
        setError(failureText(e, t('runtime.tree.loadFailed')));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [client, resourceKey, asked, tick, version]);

  const data = useMemo(() => nestNodes(answer.nodes), [answer.nodes]);

  const onDrop: TreeProps<TreeDataNode>['onDrop'] = (info) => {
    const pos = info.node.pos.split('-');
    const side = info.dropPosition - Number(pos[pos.length - 1]);
    const move = dropToMove(answer.nodes, Number(info.dragNode.key), Number(info.node.key), !info.dropToGap, side < 0 ? -1 : side > 0 ? 1 : 0);
    client.move(resourceKey, move).then(
      () => {
        void message.success(t('runtime.tree.moved'));
        if (move.parentId !== null) setExpanded((old) => (old.includes(move.parentId as number) ? old : [...old, move.parentId as number]));
        reload();
        onMoved?.();
      },
      (e: unknown) => {
        void message.error(failureText(e, t('runtime.moveFailed')));
        reload();
      },
    );
  };

  return (
    <Flex vertical gap={8} className="tree-view" data-tree-resource={resourceKey}>
      {title && <Typography.Text strong>{title}</Typography.Text>}
      <Input.Search
        allowClear
        placeholder={t('runtime.tree.searchName')}
        aria-label={t('runtime.tree.search')}
        value={q}
        maxLength={50}
        onChange={(e) => {
          setQ(e.target.value);
          if (e.target.value === '') setAsked('');
        }}
        onSearch={(v) => setAsked(v.trim())}
      />
      {error && <Alert type="error" showIcon message={error} />}
      {answer.truncated && <Alert type="warning" showIcon message={t('runtime.tree.truncated')} />}
      <Spin spinning={loading}>
        {data.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={asked ? t('runtime.tree.noMatch') : t('runtime.empty')} />
        ) : (
          <Tree<TreeDataNode>
            blockNode
            showLine
            virtual
            height={height ?? 560}
            treeData={data}
            draggable={canMove && !asked ? { icon: false } : false}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys.map(Number))}
            selectedKeys={selectedId ? [selectedId] : []}
            onSelect={(keys) => onSelect?.(keys.length ? Number(keys[0]) : null)}
            titleRender={(node) => <Label node={node} q={asked} />}
            onDrop={onDrop}
          />
        )}
      </Spin>
    </Flex>
  );
}
