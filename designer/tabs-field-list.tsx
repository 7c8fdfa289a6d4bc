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
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

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
  const moveItems = otherTabs.map((o) => ({ key: o.key, label: o.enabled ? o.title : t('designer.tabs.disabledTitle', { title: o.title }) }));

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
          aria-label={t('designer.tabs.dragField', { title })}
          disabled={readOnly}
          style={{ cursor: readOnly ? undefined : 'grab', touchAction: 'none' }}
        />
        {field ? (
          <>
            <Typography.Text type={enabled ? undefined : 'secondary'}>{title}</Typography.Text>
            <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
              {name}
            </Typography.Text>
            {field.custom && <Tag color="purple">{t('designer.tabs.custom')}</Tag>}
            {field.disabled && (
              <Tooltip title={t('designer.tabs.customDisabledHint')}>
                <Tag>{t('designer.tabs.fieldDisabled')}</Tag>
              </Tooltip>
            )}
          </>
        ) : (
          <Typography.Text type="danger">
            {t('designer.tabs.fieldRemoved', { name })}
          </Typography.Text>
        )}
        <Flex gap={2} align="center" style={{ marginLeft: 'auto' }}>
          <Tooltip title={t('designer.options.up')}>
            <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t('designer.tabs.fieldUp', { title })} disabled={readOnly || !prev} onClick={() => prev && apply((o) => moveFieldWithinTab(o, tab.key, name, prev))} />
          </Tooltip>
          <Tooltip title={t('designer.options.down')}>
            <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={t('designer.tabs.fieldDown', { title })} disabled={readOnly || !next} onClick={() => next && apply((o) => moveFieldWithinTab(o, tab.key, name, next))} />
          </Tooltip>
          {field ? (
            <>
              <Tooltip title={field.locked ? t('designer.tabs.locked') : enabled ? t('designer.tabs.disableHint') : t('designer.enable')}>
                <Switch
                  size="small"
                  checked={enabled}
                  disabled={readOnly || (field.locked && enabled)}
                  aria-label={t('designer.tabs.enableField', { title })}
                  checkedChildren={t('designer.enable')}
                  unCheckedChildren={t('designer.disable')}
                  onChange={(on) => apply((o) => setTabFieldEnabled(o, tab.key, name, on))}
                />
              </Tooltip>
              <Dropdown disabled={readOnly || moveItems.length === 0} trigger={['click']} menu={{ items: moveItems, onClick: ({ key }) => apply((o) => moveFieldToTab(o, name, key)) }}>
                <Button type="text" size="small" icon={<SwapOutlined />} aria-label={t('designer.tabs.moveFieldTo', { title })}>
                  {t('designer.tabs.moveTo')}
                </Button>
              </Dropdown>
              <Tooltip title={t('designer.tabs.takeOutHint')}>
                <Button type="text" size="small" icon={<LogoutOutlined />} aria-label={t('designer.tabs.takeOut', { title })} disabled={readOnly} onClick={() => apply((o) => removeFieldFromTab(o, tab.key, name))} />
              </Tooltip>
            </>
          ) : (
            <Popconfirm title={t('designer.tabs.clearTitle', { name })} description={t('designer.tabs.clearText')} okText={t('designer.tabs.clear')} cancelText={t('designer.cancel')} disabled={readOnly} onConfirm={() => apply((o) => clearMissingField(o, name))}>
              <Button size="small" danger disabled={readOnly} aria-label={t('designer.tabs.clearOf', { name })}>
                {t('designer.tabs.clear')}
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
  const options = unplacedFields(catalog, overlay).map((f) => ({ value: f.name, label: f.custom ? t('designer.tabs.customTitle', { title: f.title }) : f.title }));
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
          aria-label={t('designer.tabs.addField')}
          placeholder={options.length ? t('designer.tabs.addFieldPlaceholder') : t('designer.tabs.allPlaced')}
          options={options}
          value={picked}
          onChange={setPicked}
          optionFilterProp="label"
          disabled={readOnly || options.length === 0}
          virtual={false}
          allowClear
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="primary" disabled={readOnly || picked.length === 0} onClick={add} aria-label={t('designer.tabs.addFieldToTab')}>
          {t('designer.tabs.addField')}
        </Button>
      </Flex>
      {!tab.enabled && <Typography.Text type="warning">{t('designer.tabs.tabDisabled')}</Typography.Text>}
      {tab.fields.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer.tabs.noFields')} />
      ) : (
        <SortableContext items={tab.fields.map(fieldId)} strategy={verticalListSortingStrategy}>
          <Flex vertical gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('designer.tabs.fieldsOf', { title: tab.title })}>
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
