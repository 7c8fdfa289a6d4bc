import { Button, Dropdown, message } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { UI_SIZE_LABELS, UI_SIZES, useAppStore, type UiSize } from '../stores/app-store.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** The navbar's UI size switcher (default, medium, small, mini); the choice is kept in the `size` cookie. */
export function SizeSelect() {
  const size = useAppStore((s) => s.size);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: UI_SIZES.map((s) => ({ key: s, label: UI_SIZE_LABELS[s] })),
        onClick: ({ key }) => {
          if (key === size) return;
          useAppStore.getState().setSize(key as UiSize);
          void message.success(t('shell.size.switched'));
        },
      }}
    >
      <Button type="text" aria-label={t('shell.size.label')} title={t('shell.size.label')} icon={<FontSizeOutlined />} />
    </Dropdown>
  );
}
