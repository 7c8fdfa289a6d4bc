import type { ReactNode } from 'react';
import { Button, ColorPicker, Divider, Drawer, Flex, Popconfirm, Switch, Tooltip, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { THEME_PRESETS, useSettingsStore, type LayoutSettings } from '../stores/settings-store.ts';

type SwitchKey = 'tagsView' | 'fixedHeader' | 'sidebarLogo';
const SWITCHES: { key: SwitchKey; label: string }[] = [
  { key: 'tagsView', label: '显示标签页' },
  { key: 'fixedHeader', label: '固定 Header' },
  { key: 'sidebarLogo', label: '侧边栏 Logo' },
];

function SettingRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" className="settings-row">
      <span>{label}</span>
      {children}
    </Flex>
  );
}

/**
 * The layout settings panel (spec 000 §2): theme colour, tabs, fixed header, sidebar logo. Every change
 * applies at once and is kept in localStorage; 恢复默认 brings back the defaults.
 */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useSettingsStore();
  const change = <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => settings.change(key, value);
  const color = settings.themeColor.toLowerCase();

  return (
    <Drawer title="系统布局配置" placement="right" width={300} open={open} onClose={onClose} destroyOnHidden>
      <Typography.Title level={5}>主题色</Typography.Title>
      <Flex wrap gap={8} role="group" aria-label="主题色">
        {THEME_PRESETS.map((p) => {
          const active = p.color === color;
          return (
            <Tooltip key={p.color} title={p.name}>
              <button
                type="button"
                className="theme-swatch"
                aria-label={`主题色 ${p.name}`}
                aria-pressed={active}
                style={{ background: p.color }}
                onClick={() => change('themeColor', p.color)}
              >
                {active && <CheckOutlined />}
              </button>
            </Tooltip>
          );
        })}
      </Flex>
      <SettingRow label="自定义颜色">
        <ColorPicker
          aria-label="自定义主题色"
          value={settings.themeColor}
          disabledAlpha
          showText
          presets={[{ label: '推荐', colors: THEME_PRESETS.map((p) => p.color) }]}
          onChangeComplete={(c) => change('themeColor', c.toHexString())}
        />
      </SettingRow>
      <Divider />
      <Typography.Title level={5}>界面设置</Typography.Title>
      {SWITCHES.map((s) => (
        <SettingRow key={s.key} label={s.label}>
          <Switch aria-label={s.label} checked={settings[s.key]} onChange={(v) => change(s.key, v)} />
        </SettingRow>
      ))}
      <Divider />
      <Typography.Paragraph type="secondary">设置保存在本浏览器中，刷新页面后仍然有效。</Typography.Paragraph>
      <Popconfirm title="恢复默认布局设置？" okText="恢复" cancelText="取消" onConfirm={() => settings.reset()}>
        <Button block>恢复默认</Button>
      </Popconfirm>
    </Drawer>
  );
}
