// The fields of one comp-tab as a sortable list (drag by the handle, with the keyboard, or 上移/下移): add
// fields no tab holds yet, switch a field off in the tab, move it to another tab, take it out of the tab,
// clear a field that was deleted. Needs a DndContext around it (the tabs panel's).
import { useState, type CSSProperties } from 'react';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, LogoutOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Dropdown, Empty, Flex, Popconfirm, Select, Switch, Tag, Tooltip, Typography, theme } from 'antd';
import type { OverlayTab, ResourceOverlay } from '../src/schema/overlay.ts';
import { addFieldsToTab, clearMissingField, displayTabs, moveFieldToTab, moveFieldWithinTab, removeFieldFromTab, setTabFieldEnabled } from '../src/schema/tab-edits.ts';
import { fieldId } from './tabs-dnd.ts';
import { unplacedFields, type CatalogField, type FieldCatalog } from './tabs-field-catalog.ts';
import type { OverlayEdit, TabsTabListProps } from './tabs-tab-list.tsx';

export interface TabsFieldListProps {
  tab: OverlayTab;
  overlay: ResourceOverlay;
  catalog: FieldCatalog;
  apply: OverlayEdit;
  readOnly?: boolean;
  dragging?: TabsTabListProps['dragging'];
}

interface RowProps {
  tab: OverlayTab;
  name: string;
  field: CatalogField | undefined;
  prev: string | undefined;
  next: string | undefined;
  otherTabs: OverlayTab[];
  apply: OverlayEdit;
  readOnly?: boolean;
  droppable: boolean;
}

function FieldRow({ tab, name, field, prev, next, otherTabs, apply, readOnly, droppable }: RowProps) {
  const { token } = theme.useToken();
  const sortable = useSortable({ id: fieldId(name), disabled: { draggable: !!readOnly, droppable: !droppable } });
  const title = field?.title ?? name;
  const enabled = !(tab.disabledFields ?? []).includes(name);
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    opacity: sortable.isDragging ? 0.6 : 1,
    position: 'relative',
    zIndex: sortable.isDragging ? 1 : undefined,
    padding: '4px 8px',
    border: `1px solid ${field ? token.colorBorderSecondary : token.colorErrorBorder}`,
    borderRadius: token.borderRadius,
    background: field ? token.colorBgContainer : token.colorErrorBg,
  };
  const moveItems = otherTabs.map((t) => ({ key: t.key, label: t.enabled ? t.title : `${t.title}（已停用）` }));

  return (
    <li ref={sortable.setNodeRef} style={style} data-testid={`field-row-${name}`}>
      <Flex align="center" gap={4} wrap>
        <Button
          type="text"
          size="small"
          icon={<HolderOutlined />}
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`拖动字段 ${title}`}
          disabled={readOnly}
          style={{ cursor: readOnly ? undefined : 'grab', touchAction: 'none' }}
        />
        {field ? (
          <>
            <Typography.Text type={enabled ? undefined : 'secondary'}>{title}</Typography.Text>
            <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
              {name}
            </Typography.Text>
            {field.custom && <Tag color="purple">自定义</Tag>}
            {field.disabled && (
              <Tooltip title="自定义字段已停用，在自定义字段中启用后才会显示">
                <Tag>字段已停用</Tag>
              </Tooltip>
            )}
          </>
        ) : (
          <Typography.Text type="danger">
            {name} 字段已删除
          </Typography.Text>
        )}
        <Flex gap={2} align="center" style={{ marginLeft: 'auto' }}>
          <Tooltip title="上移">
            <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`上移字段 ${title}`} disabled={readOnly || !prev} onClick={() => prev && apply((o) => moveFieldWithinTab(o, tab.key, name, prev))} />
          </Tooltip>
          <Tooltip title="下移">
            <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`下移字段 ${title}`} disabled={readOnly || !next} onClick={() => next && apply((o) => moveFieldWithinTab(o, tab.key, name, next))} />
          </Tooltip>
          {field ? (
            <>
              <Tooltip title={field.locked ? '系统必填字段不能停用' : enabled ? '停用后隐藏，数据保留' : '启用'}>
                <Switch
                  size="small"
                  checked={enabled}
                  disabled={readOnly || (field.locked && enabled)}
                  aria-label={`启用字段 ${title}`}
                  checkedChildren="启用"
                  unCheckedChildren="停用"
                  onChange={(on) => apply((o) => setTabFieldEnabled(o, tab.key, name, on))}
                />
              </Tooltip>
              <Dropdown disabled={readOnly || moveItems.length === 0} trigger={['click']} menu={{ items: moveItems, onClick: ({ key }) => apply((o) => moveFieldToTab(o, name, key)) }}>
                <Button type="text" size="small" icon={<SwapOutlined />} aria-label={`移到页签 ${title}`}>
                  移到页签
                </Button>
              </Dropdown>
              <Tooltip title="移出页签（回到基本信息）">
                <Button type="text" size="small" icon={<LogoutOutlined />} aria-label={`移出页签 ${title}`} disabled={readOnly} onClick={() => apply((o) => removeFieldFromTab(o, tab.key, name))} />
              </Tooltip>
            </>
          ) : (
            <Popconfirm title={`清除已删除字段「${name}」？`} description="页签中将不再显示它的占位" okText="清除" cancelText="取消" disabled={readOnly} onConfirm={() => apply((o) => clearMissingField(o, name))}>
              <Button size="small" danger disabled={readOnly} aria-label={`清除 ${name}`}>
                清除
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Flex>
    </li>
  );
}

export function TabsFieldList({ tab, overlay, catalog, apply, readOnly, dragging }: TabsFieldListProps) {
  const [picked, setPicked] = useState<string[]>([]);
  const options = unplacedFields(catalog, overlay).map((f) => ({ value: f.name, label: f.custom ? `${f.title}（自定义）` : f.title }));
  const otherTabs = displayTabs(overlay).filter((t) => t.key !== tab.key);
  const add = () => {
    apply((o) => addFieldsToTab(o, tab.key, picked));
    setPicked([]);
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={8}>
        <Select
          mode="multiple"
          aria-label="添加字段"
          placeholder={options.length ? '选择要放入该页签的字段' : '所有字段都已在页签中'}
          options={options}
          value={picked}
          onChange={setPicked}
          optionFilterProp="label"
          disabled={readOnly || options.length === 0}
          virtual={false}
          allowClear
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="primary" disabled={readOnly || picked.length === 0} onClick={add} aria-label="添加字段到页签">
          添加字段
        </Button>
      </Flex>
      {!tab.enabled && <Typography.Text type="warning">该页签已停用：其中的字段显示在基本信息中，停用的字段也会显示。</Typography.Text>}
      {tab.fields.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该页签还没有字段，从上方“添加字段”中选择" />
      ) : (
        <SortableContext items={tab.fields.map(fieldId)} strategy={verticalListSortingStrategy}>
          <Flex vertical gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={`页签「${tab.title}」的字段`}>
            {tab.fields.map((name, i) => (
              <FieldRow
                key={name}
                tab={tab}
                name={name}
                field={catalog.fields.get(name)}
                prev={tab.fields[i - 1]}
                next={tab.fields[i + 1]}
                otherTabs={otherTabs}
                apply={apply}
                readOnly={readOnly}
                droppable={dragging?.kind !== 'tab'}
              />
            ))}
          </Flex>
        </SortableContext>
      )}
    </Flex>
  );
}
