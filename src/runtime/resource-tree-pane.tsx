// The place of the tree view on a resource screen (docs/schema-engine.md "Trees"): for a file with `tree`,
// the tree beside the table (`view: beside`, the default; a clicked node lists its subtree through the
// file's `under` filter and opens the record) or instead of it (`view: instead`); other files, and screens
// without a tree client (a designer preview), get the table alone.
import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { underTarget } from '../schema/keywords/tree-check.ts';
import type { ResourceFile } from '../schema/resource-types.ts';
import { useOptionalTreeClient } from './tree-client.ts';
import { TreeView } from './tree-view.tsx';

/** The field of the file's own `under` filter (the parent field or `id`), which a selected node sets. */
export function treeFilterField(resource: ResourceFile): string | undefined {
  if (!resource.tree) return undefined;
  return resource.list.filters?.find((f) => f.op === 'under' && underTarget(resource, f.field)?.self)?.field;
}

export interface ResourceTreePaneProps {
  resource: ResourceFile;
  canMove: boolean;
  selectedId: number | null;
  version: number;
  onSelect: (id: number | null) => void;
  onMoved: () => void;
  /** The table, pager and toolbar. */
  children: ReactNode;
  /** Overrides the file's `tree.view` (the view switcher's 表格 and 树, keywords/views.ts). */
  view?: 'beside' | 'instead';
}

export function ResourceTreePane({ resource, canMove, selectedId, version, onSelect, onMoved, children, view }: ResourceTreePaneProps) {
  const client = useOptionalTreeClient();
  if (!resource.tree || !client) return <>{children}</>;
  const tree = (
    <TreeView
      resourceKey={resource.key}
      title={resource.title}
      canMove={canMove}
      selectedId={selectedId}
      onSelect={onSelect}
      version={version}
      onMoved={onMoved}
    />
  );
  if ((view ?? resource.tree.view) === 'instead') {
    return <Card size="small" className="resource-tree-pane">{tree}</Card>;
  }
  return (
    <Flex gap={16} align="flex-start" className="resource-tree-pane">
      <Card size="small" style={{ width: 300, flex: 'none' }}>
        {tree}
      </Card>
      <Flex vertical gap={16} style={{ flex: 1, minWidth: 0 }}>
        {children}
      </Flex>
    </Flex>
  );
}
