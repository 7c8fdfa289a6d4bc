// The enterprise's switches of 流程配置 for who signs a permit's slots and how (issue 16 items 2 and 8; GET|POST
// /tszy/fieldConfig): `allowSameSigner`, whether one person may sign several approval slots of a permit (default off;
// docs/permits.md "One person, one slot"), and `requireSignature`, whether approving a slot takes a handwritten
// signature at the site (default off; "Signed at the site"), and `leaderMayGuard`, whether the 作业负责人 may act as the
// guardian at the site (default off; "The guardian at the site"). Shown only when the enterprise's permit configuration
// can be read (特殊作业 opened); a refused save (not the administrator) shows the server's reason and the switch
// keeps the stored value.
import { Alert, Card, Space, Switch, Typography, message } from 'antd';
import { useEffect, useState } from 'react';
import { permitApi, type PermitFieldConfig } from '../../api/permit-api.ts';
import { reasonOf, t } from './permit-labels.ts';

type Flags = Pick<PermitFieldConfig, 'allowSameSigner' | 'requireSignature' | 'leaderMayGuard'>;
type Flag = keyof Flags;

export interface PermitSignerSwitchProps {
  /** Reads and saves the configuration (default: the HTTP API; stories pass their own). */
  api?: { load: () => Promise<PermitFieldConfig>; save: (patch: Partial<Flags>) => Promise<PermitFieldConfig> };
}

const httpApi: NonNullable<PermitSignerSwitchProps['api']> = {
  load: permitApi.fieldConfig,
  save: (patch) => permitApi.saveFieldConfig(patch),
};

const flagsOf = (c: PermitFieldConfig): Flags => ({ allowSameSigner: c.allowSameSigner, requireSignature: c.requireSignature, leaderMayGuard: c.leaderMayGuard === true });

type TextId = Parameters<typeof t>[0];

const SWITCHES: readonly { flag: Flag; label: TextId; help: TextId }[] = [
  { flag: 'allowSameSigner', label: 'permitsui.signer.label', help: 'permitsui.signer.help' },
  { flag: 'requireSignature', label: 'permitsui.signer.requireLabel', help: 'permitsui.signer.requireHelp' },
  { flag: 'leaderMayGuard', label: 'permitsui.signer.guardLabel', help: 'permitsui.signer.guardHelp' },
];

export function PermitSignerSwitch({ api = httpApi }: PermitSignerSwitchProps) {
  const [value, setValue] = useState<Flags | null>(null);
  const [saving, setSaving] = useState<Flag | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.load().then(
      (c) => live && setValue(flagsOf(c)),
      () => live && setValue(null),
    );
    return () => {
      live = false;
    };
  }, [api]);

  if (value === null) return null;
  const change = async (flag: Flag, next: boolean, label: string) => {
    setSaving(flag);
    setError(null);
    try {
      setValue(flagsOf(await api.save({ [flag]: next })));
      void message.success(t('permitsui.signer.saved'));
    } catch (e) {
      setError(reasonOf(e, label));
    } finally {
      setSaving(null);
    }
  };
  return (
    <Card size="small" title={t('permitsui.signer.title')} style={{ marginBottom: 16 }} data-testid="permit-signer-card">
      <Space direction="vertical" style={{ width: '100%' }}>
        {SWITCHES.map(({ flag, label, help }) => (
          <Space key={flag} direction="vertical" size={2}>
            <Space>
              <Switch id={flag} checked={value[flag]} loading={saving === flag} disabled={saving !== null} onChange={(v) => void change(flag, v, t(label))} />
              <label htmlFor={flag}>{t(label)}</label>
            </Space>
            <Typography.Text type="secondary">{t(help)}</Typography.Text>
          </Space>
        ))}
        {error && <Alert type="error" showIcon message={error} />}
      </Space>
    </Card>
  );
}
