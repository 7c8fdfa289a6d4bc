import type { ReactNode } from 'react';
import { Button, ColorPicker, Divider, Drawer, Flex, Popconfirm, Switch, Tooltip, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { THEME_PRESETS, useSettingsStore, type LayoutSettings } from '../stores/settings-store.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

type SwitchKey = 'tagsView' | 'fixedHeader' | 'sidebarLogo';
const SWITCHES: { key: SwitchKey; label: string }[] = [
  { key: 'tagsView', label: t('shell.settings.tagsView') },
  { key: 'fixedHeader', label: t('shell.settings.fixedHeader') },
  { key: 'sidebarLogo', label: t('shell.settings.sidebarLogo') },
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
    <Drawer title={t('shell.navbar.layoutSettings')} placement="right" width={300} open={open} onClose={onClose} destroyOnHidden>
      <Typography.Title level={5}>{t('shell.settings.themeColor')}</Typography.Title>
      <Flex wrap gap={8} role="group" aria-label={t('shell.settings.themeColor')}>
        {THEME_PRESETS.map((p) => {
          const active = p.color === color;
          return (
            <Tooltip key={p.color} title={p.name}>
              <button
                type="button"
                className="theme-swatch"
                aria-label={t('shell.settings.themeColorNamed', { name: p.name })}
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
      <SettingRow label={t('shell.settings.customColor')}>
        <ColorPicker
          aria-label={t('shell.settings.customThemeColor')}
          value={settings.themeColor}
          disabledAlpha
          showText
          presets={[{ label: t('shell.settings.recommended'), colors: THEME_PRESETS.map((p) => p.color) }]}
          onChangeComplete={(c) => change('themeColor', c.toHexString())}
        />
      </SettingRow>
      <Divider />
      <Typography.Title level={5}>{t('shell.settings.interface')}</Typography.Title>
      {SWITCHES.map((s) => (
        <SettingRow key={s.key} label={s.label}>
          <Switch aria-label={s.label} checked={settings[s.key]} onChange={(v) => change(s.key, v)} />
        </SettingRow>
      ))}
      <Divider />
      <Typography.Paragraph type="secondary">{t('shell.settings.savedLocally')}</Typography.Paragraph>
      <Popconfirm title={t('shell.settings.resetConfirm')} okText={t('shell.settings.reset')} cancelText={t('shell.common.cancel')} onConfirm={() => settings.reset()}>
        <Button block>{t('shell.settings.resetDefaults')}</Button>
      </Popconfirm>
    </Drawer>
  );
}
