// Block `spjk/site-cameras` (blocks.ts; placed by the hot-work permit file's detail.blocks): the cameras covering the
// record's work site (`props.siteField`, default zuoYeDiDian), each playing in a small tile. GB 30871—2022 5.2.11 asks
// video monitoring of 特级 hot work: when the record's grade (`props.gradeField`) is one of `props.requiredGrades`
// and no camera covers the site, the block says so as a warning.
import { Alert, Col, Flex, Row, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { spjkuiZh } from '../../../domain/i18n/zh/spjkui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { siteCameras, type LiveCamera } from '../../api/camera-api.ts';
import type { DetailBlockProps } from '../../router/block-registry.ts';
import { CameraTile } from './camera-tile.tsx';

const t = textOf(spjkuiZh);

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; cameras: LiveCamera[] };

const fieldOf = (record: object, field: string) => {
  const v = (record as Readonly<Record<string, unknown>>)[field];
  return typeof v === 'string' ? v.trim() : '';
};

export default function SiteCamerasBlock({ record, props }: DetailBlockProps) {
  const site = fieldOf(record, typeof props.siteField === 'string' ? props.siteField : 'zuoYeDiDian');
  const grade = typeof props.gradeField === 'string' ? fieldOf(record, props.gradeField) : '';
  const required = Array.isArray(props.requiredGrades) && props.requiredGrades.includes(grade);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    if (!site) return;
    let gone = false;
    siteCameras(site).then(
      (cameras) => !gone && setLoad({ status: 'ready', cameras }),
      () => !gone && setLoad({ status: 'failed' }),
    );
    return () => {
      gone = true;
    };
  }, [site]);

  if (!site) return <Typography.Text type="secondary">{t('spjkui.site.noSite')}</Typography.Text>;
  if (load.status === 'failed') return <Alert type="warning" showIcon message={t('spjkui.siteCam.loadFailed')} />;
  if (load.status === 'loading') return <Table<LiveCamera> size="small" loading pagination={false} dataSource={[]} />;
  if (!load.cameras.length) {
    return required ? (
      <Alert type="warning" showIcon message={t('spjkui.siteCam.required', { site })} data-testid="site-cameras-required" />
    ) : (
      <Typography.Text type="secondary" data-testid="site-cameras-none">
        {t('spjkui.siteCam.none', { site })}
      </Typography.Text>
    );
  }
  return (
    <Flex vertical gap={12} data-testid="site-cameras-block">
      <Typography.Text type="secondary">{t('spjkui.siteCam.monitored', { site, count: load.cameras.length })}</Typography.Text>
      <Row gutter={[12, 12]}>
        {load.cameras.map((c, i) => (
          <Col key={c.id} xs={24} sm={12} lg={8}>
            <div style={{ aspectRatio: '16 / 9' }}>
              <CameraTile camera={c} number={i + 1} testId={`site-camera-${c.code}`} />
            </div>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
