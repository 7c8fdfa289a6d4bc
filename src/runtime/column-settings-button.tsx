// The column settings of a resource table: a popover to show, hide and reorder the columns, with a reset.
import { Button, Checkbox, Flex, Popover, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import type { ArrangedColumn } from './column-settings.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

export interface ColumnSettingsButtonProps {
  columns: readonly ArrangedColumn[];
  /** Label of a column in the list (its title, or a note that the field is gone). */
  labelOf: (field: string) => string;
  onToggle: (field: string, visible: boolean) => void;
  onMove: (field: string, delta: -1 | 1) => void;
  onReset: () => void;
}

/** The 列设置 button and its popover. */
export function ColumnSettingsButton({ columns, labelOf, onToggle, onMove, onReset }: ColumnSettingsButtonProps) {
  const visibleCount = columns.filter((c) => c.visible).length;
  const content = (
    <div style={{ minWidth: 240 }} data-testid="column-settings">
      <Flex vertical gap={4} style={{ maxHeight: 360, overflowY: 'auto' }}>
        {columns.map(({ column, visible }, i) => {
          const label = labelOf(column.field);
          return (
            <Flex key={column.field} align="center" justify="space-between" gap={8}>
              <Checkbox
                checked={visible}
                disabled={visible && visibleCount <= 1}
                onChange={(e) => onToggle(column.field, e.target.checked)}
              >
                {label}
              </Checkbox>
              <span>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('runtime.columns.moveUp', { label })}
                  disabled={i === 0}
                  onClick={() => onMove(column.field, -1)}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('runtime.columns.moveDown', { label })}
                  disabled={i === columns.length - 1}
                  onClick={() => onMove(column.field, 1)}
                />
              </span>
            </Flex>
          );
        })}
      </Flex>
      <Flex justify="space-between" align="center" style={{ marginTop: 8, borderTop: '1px solid rgba(5,5,5,0.06)', paddingTop: 8 }}>
        <Typography.Text type="secondary">
          {t('runtime.columns.shown', { visible: visibleCount, total: columns.length })}
        </Typography.Text>
        <Button size="small" onClick={onReset}>
          {t('runtime.columns.reset')}
        </Button>
      </Flex>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('runtime.columns.settings')} content={content}>
      <Button icon={<SettingOutlined />} aria-label={t('runtime.columns.settings')} title={t('runtime.columns.settings')} />
    </Popover>
  );
}
