// 园区定位平台 (rydw/zq-location; spec 000: the menu entry shows only when the enterprise's configuration says it
// uses the park's location platform, qyxx config useLocationPlatform): the park platform's entry for the
// enterprise, and a word when the configuration says no (a stale link).
import { Alert, Button, Card, Descriptions, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { rydwZh } from '../../../domain/i18n/zh/rydw.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { getJson } from './rydw-api.ts';

const t = textOf(rydwZh);

interface Entry {
  enabled: boolean;
  parkPrefix: string;
  enterprise: string;
}

export default function ZqLocationPage({ title }: Partial<ViewProps>) {
  const [e, setE] = useState<Entry | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    getJson<Entry>('/rydw/zq-location')
      .then(setE)
      .catch(() => setFailed(true));
  }, []);
  if (failed) return <Alert type="error" showIcon message={t('rydw.ui.zq.failed')} />;
  if (e && !e.enabled) return <Result status="info" title={t('rydw.ui.zq.off')} subTitle={t('rydw.ui.zq.offHint')} />;
  return (
    <Card data-testid="rydw-zq-location" loading={!e}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title || t('rydw.ui.zq.title')}
      </Typography.Title>
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('rydw.ui.zq.enterprise')}>{e?.enterprise}</Descriptions.Item>
        <Descriptions.Item label={t('rydw.ui.zq.parkPrefix')}>{e?.parkPrefix || '—'}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">{t('rydw.ui.zq.about')}</Typography.Paragraph>
      <Button type="primary" href="/rydw/realtime">
        {t('rydw.ui.zq.open')}
      </Button>
    </Card>
  );
}
