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
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

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

const EMPTY_TEXT = 'designer.tabs.none';
const PIN_TEXT = { top: 'designer.pinTop', end: 'designer.pinEnd' } as const satisfies Record<Pin, string>;

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
    { key: 'top', label: t('designer.pinTop'), disabled: tab.pinned === 'top' },
    { key: 'end', label: t('designer.pinEnd'), disabled: tab.pinned === 'end' },
    { key: 'none', label: t('designer.unpin'), disabled: !tab.pinned },
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
          label={t('designer.tabs.newNameOf', { title: tab.title })}
          submitText={t('designer.save')}
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
            aria-label={t('designer.tabs.dragTab', { title: tab.title })}
            disabled={readOnly}
            style={{ cursor: readOnly ? undefined : 'grab', touchAction: 'none' }}
          />
          <Button type="text" size="small" aria-pressed={selected} onClick={() => onSelect(tab.key)} style={{ fontWeight: selected ? 600 : undefined, flex: '1 1 auto', justifyContent: 'flex-start', minWidth: 0 }}>
            <Typography.Text ellipsis delete={!tab.enabled} style={{ maxWidth: 160 }}>
              {tab.title}
            </Typography.Text>
          </Button>
          {tab.pinned && <Tag color="blue">{t(PIN_TEXT[tab.pinned])}</Tag>}
          {!tab.enabled && <Tag>{t('designer.tabs.disabledTag')}</Tag>}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('designer.tabs.fieldCount', { count: tab.fields.length })}
          </Typography.Text>
          <Flex gap={2} align="center" style={{ marginLeft: 'auto' }}>
            <Tooltip title={t('designer.options.up')}>
              <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t('designer.tabs.tabUp', { title: tab.title })} disabled={readOnly || !prev} onClick={() => prev && apply((o) => moveTab(o, tab.key, prev.key))} />
            </Tooltip>
            <Tooltip title={t('designer.options.down')}>
              <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={t('designer.tabs.tabDown', { title: tab.title })} disabled={readOnly || !next} onClick={() => next && apply((o) => moveTab(o, tab.key, next.key))} />
            </Tooltip>
            <Tooltip title={t('designer.tabs.rename')}>
              <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('designer.tabs.renameTab', { title: tab.title })} disabled={readOnly} onClick={() => setEditing(true)} />
            </Tooltip>
            <Dropdown
              disabled={readOnly}
              trigger={['click']}
              menu={{ items: pinItems, onClick: ({ key }) => apply((o) => pinTab(o, tab.key, key === 'none' ? undefined : (key as Pin))) }}
            >
              <Button type="text" size="small" icon={<PushpinOutlined />} aria-label={t('designer.tabs.pinTab', { title: tab.title })} />
            </Dropdown>
            <Tooltip title={tab.enabled ? t('designer.tabs.disableTabHint') : t('designer.enable')}>
              <Switch
                size="small"
                checked={tab.enabled}
                disabled={readOnly}
                aria-label={t('designer.tabs.enableTab', { title: tab.title })}
                onChange={(on) => apply((o) => setTabEnabled(o, tab.key, on))}
              />
            </Tooltip>
            <Popconfirm
              title={t('designer.tabs.deleteTitle', { title: tab.title })}
              description={t('designer.tabs.deleteText')}
              okText={t('designer.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('designer.cancel')}
              disabled={readOnly}
              onConfirm={() => apply((o) => removeTab(o, tab.key))}
            >
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('designer.tabs.deleteTab', { title: tab.title })} disabled={readOnly} />
            </Popconfirm>
          </Flex>
        </Flex>
      )}
    </li>
  );
}

export function TabsTabList({ overlay, selectedKey, reservedTitles, ...rest }: TabsTabListProps) {
  const tabs = displayTabs(overlay);
  if (tabs.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(EMPTY_TEXT)} />;
  // 上移/下移 stay within the pin group; a drag across groups joins the group it lands in.
  const sameGroup = (a: OverlayTab | undefined, b: OverlayTab) => (a && a.pinned === b.pinned ? a : undefined);
  return (
    <SortableContext items={tabs.map((t) => tabId(t.key))} strategy={verticalListSortingStrategy}>
      <Flex vertical gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('designer.resource.tabs')}>
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
