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
import { parseId, screenReaderInstructions, tabsAnnouncements, tabsCollision } from './tabs-dnd.ts';
import { fieldCatalog } from './tabs-field-catalog.ts';
import { TabsFieldList } from './tabs-field-list.tsx';
import { TabsTabList, type OverlayEdit, type TabsTabListProps } from './tabs-tab-list.tsx';
import { TabsTitleInput } from './tabs-title-input.tsx';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

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
      void message.error(e instanceof Error ? e.message : t('designer.tabs.failed'));
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
      accessibility={{ screenReaderInstructions: screenReaderInstructions(), announcements: tabsAnnouncements(labelOf) }}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title={t('designer.resource.tabs')} size="small" extra={<Typography.Text type="secondary">{t('designer.tabs.rest')}</Typography.Text>}>
            {!readOnly && (
              <div style={{ marginBottom: 12 }}>
                <TabsTitleInput taken={[...catalog.fileTabTitles, ...otherTabTitles(overlay)]} onSubmit={addNew} submitText={t('designer.tabs.add')} placeholder={t('designer.tabs.namePlaceholder')} label={t('designer.tabs.newName')} />
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
          <Card title={current ? t('designer.tabs.fieldsOf', { title: current.title }) : t('designer.tabs.fields')} size="small">
            {current ? (
              <TabsFieldList key={current.key} tab={current} overlay={overlay} catalog={catalog} apply={apply} readOnly={readOnly} dragging={dragging} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer.tabs.empty')} />
            )}
          </Card>
        </Col>
      </Row>
    </DndContext>
  );
}
