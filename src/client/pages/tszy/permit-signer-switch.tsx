// The enterprise's switch of 流程配置 for special work (issue 16 item 2): whether one person may sign several approval
// slots of a permit (`allowSameSigner` of GET|POST /tszy/fieldConfig, default off; docs/permits.md "One person, one
// slot"). Shown only when the enterprise's permit configuration can be read (特殊作业 opened); a refused save (not
// the administrator) shows the server's reason and the switch keeps the stored value.
import { Alert, Card, Space, Switch, Typography, message } from 'antd';
import { useEffect, useState } from 'react';
import { permitApi, type PermitFieldConfig } from '../../api/permit-api.ts';
import { reasonOf, t } from './permit-labels.ts';

export interface PermitSignerSwitchProps {
  /** Reads and saves the configuration (default: the HTTP API; stories pass their own). */
  api?: { load: () => Promise<PermitFieldConfig>; save: (allowSameSigner: boolean) => Promise<PermitFieldConfig> };
}

const httpApi: NonNullable<PermitSignerSwitchProps['api']> = {
  load: permitApi.fieldConfig,
  save: (allowSameSigner) => permitApi.saveFieldConfig({ allowSameSigner }),
};

export function PermitSignerSwitch({ api = httpApi }: PermitSignerSwitchProps) {
  const [value, setValue] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.load().then(
      (c) => live && setValue(c.allowSameSigner),
      () => live && setValue(null),
    );
    return () => {
      live = false;
    };
  }, [api]);

  if (value === null) return null;
  const change = async (next: boolean) => {
    setSaving(true);
    setError(null);
    try {
      setValue((await api.save(next)).allowSameSigner);
      void message.success(t('permitsui.signer.saved'));
    } catch (e) {
      setError(reasonOf(e, t('permitsui.signer.label')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card size="small" title={t('permitsui.signer.title')} style={{ marginBottom: 16 }} data-testid="permit-signer-card">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          <Switch id="allowSameSigner" checked={value} loading={saving} onChange={(v) => void change(v)} />
          <label htmlFor="allowSameSigner">{t('permitsui.signer.label')}</label>
        </Space>
        <Typography.Text type="secondary">{t('permitsui.signer.help')}</Typography.Text>
        {error && <Alert type="error" showIcon message={error} />}
      </Space>
    </Card>
  );
}
