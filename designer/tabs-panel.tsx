// The comp-tabs panel of the designer (docs/designer.md): groups a resource's built-in and custom fields
// into tabs (a FormTab in the form, sections in the detail). Controlled: every edit is one onChange with a
// new overlay (the workbench keeps the state, undo and publishing). Drag and drop works with the pointer
// and the keyboard; a field dragged onto another tab's row moves into that tab.
import { useMemo, useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Card, Col, Empty, Row, Typography, message } from 'antd';
import type { ResourceOverlay } from '../src/schema/overlay.ts';
import type { ResourceFile } from '../src/schema/resource-types.ts';
import { addTab, displayTabs, moveFieldToTab, moveFieldWithinTab, moveTab, newTabKey, otherTabTitles } from '../src/schema/tab-edits.ts';
import { parseId, SCREEN_READER_INSTRUCTIONS, tabsAnnouncements, tabsCollision } from './tabs-dnd.ts';
import { fieldCatalog } from './tabs-field-catalog.ts';
import { TabsFieldList } from './tabs-field-list.tsx';
import { TabsTabList, type OverlayEdit, type TabsTabListProps } from './tabs-tab-list.tsx';
import { TabsTitleInput } from './tabs-title-input.tsx';

export interface TabsPanelProps {
  /** The resource file the overlay applies to. */
  base: ResourceFile;
  overlay: ResourceOverlay;
  /** Called once per edit with a new overlay (the input is never modified). */
  onChange(next: ResourceOverlay): void;
  /** Shows the tabs without letting them change. */
  readOnly?: boolean;
}

export function TabsPanel({ base, overlay, onChange, readOnly }: TabsPanelProps) {
  const catalog = useMemo(() => fieldCatalog(base, overlay), [base, overlay]);
  const tabs = displayTabs(overlay);
  const [selectedKey, setSelectedKey] = useState<string>();
  const current = tabs.find((t) => t.key === selectedKey) ?? tabs[0];
  const [dragging, setDragging] = useState<TabsTabListProps['dragging']>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const apply: OverlayEdit = (change) => {
    if (readOnly) return;
    try {
      const next = change(overlay);
      if (next !== overlay) onChange(next);
    } catch (e) {
      // The inputs check titles first; this is the pure edit refusing what slipped through.
      void message.error(e instanceof Error ? e.message : '操作失败');
    }
  };

  const labelOf = (id: UniqueIdentifier): string => {
    const item = parseId(id);
    if (!item) return String(id);
    if (item.kind === 'field') return catalog.fields.get(item.key)?.title ?? item.key;
    return overlay.tabs.find((t) => t.key === item.key)?.title ?? item.key;
  };

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const kind = parseId(active.id)?.kind;
    if (kind === 'tab' || kind === 'field') setDragging({ kind, pointer: !(activatorEvent instanceof KeyboardEvent) });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const from = parseId(active.id);
    const to = parseId(over?.id);
    if (!from || !to) return;
    if (from.kind === 'tab' && to.kind === 'tab') apply((o) => moveTab(o, from.key, to.key));
    else if (from.kind === 'field' && to.kind === 'field' && current) apply((o) => moveFieldWithinTab(o, current.key, from.key, to.key));
    else if (from.kind === 'field' && to.kind === 'drop') apply((o) => moveFieldToTab(o, from.key, to.key));
  };

  const addNew = (title: string) => {
    const key = newTabKey(overlay, title, catalog.fileTabKeys);
    apply((o) => addTab(o, title, key));
    setSelectedKey(key);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={tabsCollision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{ screenReaderInstructions: SCREEN_READER_INSTRUCTIONS, announcements: tabsAnnouncements(labelOf) }}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title="页签" size="small" extra={<Typography.Text type="secondary">未放入页签的字段显示在基本信息中</Typography.Text>}>
            {!readOnly && (
              <div style={{ marginBottom: 12 }}>
                <TabsTitleInput taken={[...catalog.fileTabTitles, ...otherTabTitles(overlay)]} onSubmit={addNew} submitText="新增页签" placeholder="页签名称，如：培训信息" label="新页签名称" />
              </div>
            )}
            <TabsTabList
              overlay={overlay}
              selectedKey={current?.key}
              onSelect={setSelectedKey}
              apply={apply}
              reservedTitles={catalog.fileTabTitles}
              readOnly={readOnly}
              dragging={dragging}
            />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={current ? `页签「${current.title}」的字段` : '页签的字段'} size="small">
            {current ? (
              <TabsFieldList key={current.key} tab={current} overlay={overlay} catalog={catalog} apply={apply} readOnly={readOnly} dragging={dragging} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请先新增页签，再把字段放进去" />
            )}
          </Card>
        </Col>
      </Row>
    </DndContext>
  );
}
