// The comp-tabs of an overlay as a sortable list (drag by the handle, or with the keyboard: focus the
// handle, Space, arrows, Space; or 上移/下移): select, rename in place, pin, enable, delete. While a field
// is dragged with the pointer, a tab's row takes it (the field moves into that tab). Needs a DndContext
// around it (the tabs panel's).
import { useState, type CSSProperties } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, HolderOutlined, PushpinOutlined } from '@ant-design/icons';
import { Button, Dropdown, Empty, Flex, Popconfirm, Switch, Tag, Tooltip, Typography, theme, type MenuProps } from 'antd';
import type { OverlayTab, Pin, ResourceOverlay } from '../src/schema/overlay.ts';
import { displayTabs, moveTab, otherTabTitles, pinTab, removeTab, renameTab, setTabEnabled } from '../src/schema/tab-edits.ts';
import { dropId, tabId } from './tabs-dnd.ts';
import { TabsTitleInput } from './tabs-title-input.tsx';

/** An edit of the overlay; the panel applies it and reports the new overlay. */
export type OverlayEdit = (change: (overlay: ResourceOverlay) => ResourceOverlay) => void;

export interface TabsTabListProps {
  overlay: ResourceOverlay;
  selectedKey: string | undefined;
  onSelect(key: string): void;
  apply: OverlayEdit;
  /** Titles no tab may take besides each other's: 基本信息 and the file's own tabs. */
  reservedTitles: readonly string[];
  readOnly?: boolean;
  /** What is being dragged: tab rows are drop places for a field dragged with the pointer only. */
  dragging?: { kind: 'tab' | 'field'; pointer: boolean } | null;
}

const EMPTY_TEXT = '暂无页签，点击“新增页签”将字段分组显示';
const PIN_TEXT: Record<Pin, string> = { top: '置顶', end: '置底' };

interface RowProps extends Omit<TabsTabListProps, 'overlay' | 'selectedKey'> {
  tab: OverlayTab;
  selected: boolean;
  prev: OverlayTab | undefined;
  next: OverlayTab | undefined;
  taken: string[];
}

function TabRow({ tab, selected, prev, next, taken, onSelect, apply, readOnly, dragging }: RowProps) {
  const { token } = theme.useToken();
  const [editing, setEditing] = useState(false);
  const sortable = useSortable({ id: tabId(tab.key), disabled: { draggable: !!readOnly, droppable: dragging?.kind === 'field' } });
  const drop = useDroppable({ id: dropId(tab.key), disabled: !(dragging?.kind === 'field' && dragging.pointer) || selected });
  const fieldOver = drop.isOver;
  const pinItems: MenuProps['items'] = [
    { key: 'top', label: '置顶', disabled: tab.pinned === 'top' },
    { key: 'end', label: '置底', disabled: tab.pinned === 'end' },
    { key: 'none', label: '取消固定', disabled: !tab.pinned },
  ];
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    opacity: sortable.isDragging ? 0.6 : 1,
    position: 'relative',
    zIndex: sortable.isDragging ? 1 : undefined,
    padding: '6px 8px',
    border: `1px ${fieldOver ? 'dashed' : 'solid'} ${fieldOver || selected ? token.colorPrimary : token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
    background: selected ? token.colorPrimaryBg : token.colorBgContainer,
  };

  return (
    <li
      ref={(el) => {
        sortable.setNodeRef(el);
        drop.setNodeRef(el);
      }}
      style={style}
      data-testid={`tab-row-${tab.key}`}
    >
      {editing ? (
        <TabsTitleInput
          initial={tab.title}
          taken={taken}
          label={`页签「${tab.title}」的新名称`}
          submitText="保存"
          autoFocus
          onSubmit={(title) => {
            apply((o) => renameTab(o, tab.key, title));
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Flex align="center" gap={4} wrap>
          <Button
            type="text"
            size="small"
            icon={<HolderOutlined />}
            ref={sortable.setActivatorNodeRef}
            {...sortable.attributes}
            {...sortable.listeners}
            aria-label={`拖动页签 ${tab.title}`}
            disabled={readOnly}
            style={{ cursor: readOnly ? undefined : 'grab', touchAction: 'none' }}
          />
          <Button type="text" size="small" aria-pressed={selected} onClick={() => onSelect(tab.key)} style={{ fontWeight: selected ? 600 : undefined, flex: '1 1 auto', justifyContent: 'flex-start', minWidth: 0 }}>
            <Typography.Text ellipsis delete={!tab.enabled} style={{ maxWidth: 160 }}>
              {tab.title}
            </Typography.Text>
          </Button>
          {tab.pinned && <Tag color="blue">{PIN_TEXT[tab.pinned]}</Tag>}
          {!tab.enabled && <Tag>已停用</Tag>}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {tab.fields.length} 个字段
          </Typography.Text>
          <Flex gap={2} align="center" style={{ marginLeft: 'auto' }}>
            <Tooltip title="上移">
              <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`上移页签 ${tab.title}`} disabled={readOnly || !prev} onClick={() => prev && apply((o) => moveTab(o, tab.key, prev.key))} />
            </Tooltip>
            <Tooltip title="下移">
              <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`下移页签 ${tab.title}`} disabled={readOnly || !next} onClick={() => next && apply((o) => moveTab(o, tab.key, next.key))} />
            </Tooltip>
            <Tooltip title="重命名">
              <Button type="text" size="small" icon={<EditOutlined />} aria-label={`重命名页签 ${tab.title}`} disabled={readOnly} onClick={() => setEditing(true)} />
            </Tooltip>
            <Dropdown
              disabled={readOnly}
              trigger={['click']}
              menu={{ items: pinItems, onClick: ({ key }) => apply((o) => pinTab(o, tab.key, key === 'none' ? undefined : (key as Pin))) }}
            >
              <Button type="text" size="small" icon={<PushpinOutlined />} aria-label={`固定页签 ${tab.title}`} />
            </Dropdown>
            <Tooltip title={tab.enabled ? '停用后，页签中的字段回到基本信息' : '启用'}>
              <Switch
                size="small"
                checked={tab.enabled}
                disabled={readOnly}
                aria-label={`启用页签 ${tab.title}`}
                onChange={(on) => apply((o) => setTabEnabled(o, tab.key, on))}
              />
            </Tooltip>
            <Popconfirm
              title={`删除页签「${tab.title}」？`}
              description="页签中的字段将回到基本信息"
              okText="删除"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              disabled={readOnly}
              onConfirm={() => apply((o) => removeTab(o, tab.key))}
            >
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`删除页签 ${tab.title}`} disabled={readOnly} />
            </Popconfirm>
          </Flex>
        </Flex>
      )}
    </li>
  );
}

export function TabsTabList({ overlay, selectedKey, reservedTitles, ...rest }: TabsTabListProps) {
  const tabs = displayTabs(overlay);
  if (tabs.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT} />;
  // 上移/下移 stay within the pin group; a drag across groups joins the group it lands in.
  const sameGroup = (a: OverlayTab | undefined, b: OverlayTab) => (a && a.pinned === b.pinned ? a : undefined);
  return (
    <SortableContext items={tabs.map((t) => tabId(t.key))} strategy={verticalListSortingStrategy}>
      <Flex vertical gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="页签">
        {tabs.map((tab, i) => (
          <TabRow
            key={tab.key}
            tab={tab}
            selected={tab.key === selectedKey}
            prev={sameGroup(tabs[i - 1], tab)}
            next={sameGroup(tabs[i + 1], tab)}
            taken={[...reservedTitles, ...otherTabTitles(overlay, tab.key)]}
            reservedTitles={reservedTitles}
            {...rest}
          />
        ))}
      </Flex>
    </SortableContext>
  );
}
