import { Button, Card, Descriptions, Popconfirm, Result, Skeleton, Space, Table, Tag, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/http.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { enterpriseDetail, setEnterpriseModule, type EnterpriseDetail } from './enterprise-api.ts';
import { MODULE_OPTIONS, t, versionText } from './enterprise-text.ts';
import { BasicStatsCard } from './basic-stats-card.tsx';
import { ParkAccountCard } from './park-account-card.tsx';
import { SubEnterpriseCard } from './sub-enterprise-card.tsx';
import { WebEmbedCard } from './web-embed-card.tsx';
import { EnterpriseSettingsDialog } from './enterprise-settings-dialog.tsx';

type State = { kind: 'loading' } | { kind: 'failed'; reason: string } | { kind: 'ready'; qy: EnterpriseDetail };

/**
 * 企业详情 (component `enterprise/detail`, route /enterprise/detail/:id, issue 24 item 2): the enterprise's group,
 * parent, contact and configuration flags (编辑: EnterpriseSettingsDialog), every module with whether it is enabled (开通 / 停用 after a
 * confirmation, the platform administrator only), and (issue 24 items 3 and 4) its sub-enterprises bound and
 * unbound, its basic-data statistics, its web-embed configuration and its park account.
 */
export default function EnterpriseDetailPage({ title }: Partial<ViewProps>) {
  usePageTitle(title || t('enterprise.ui.detailTitle'));
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const qyId = Number(id);

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const qy = await enterpriseDetail(qyId);
      setState(qy ? { kind: 'ready', qy } : { kind: 'failed', reason: t('enterprise.error.notFound') });
    } catch (err) {
      setState({ kind: 'failed', reason: err instanceof ApiError ? err.message : t('enterprise.ui.loadFailed') });
    }
  }, [qyId]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.kind === 'loading') return <Card><Skeleton active /></Card>;
  if (state.kind === 'failed') {
    return (
      <Card>
        <Result
          status="warning"
          title={state.reason}
          extra={
            <Space>
              <Button onClick={() => void load()}>{t('enterprise.ui.retry')}</Button>
              <Button onClick={() => navigate('/enterprise/list')}>{t('enterprise.ui.back')}</Button>
            </Space>
          }
        />
      </Card>
    );
  }
  const { qy } = state;

  const toggle = async (module: string, enabled: boolean) => {
    setBusy(module);
    try {
      const answer = await setEnterpriseModule(qy.id, module, enabled);
      setState({ kind: 'ready', qy: { ...qy, haveModel: answer.haveModel } });
      void message.success(answer.msg);
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="enterprise-detail">
      <Card
        title={qy.qymc}
        extra={
          <Space>
            <Button type="primary" onClick={() => setEditing(true)} data-testid="enterprise-edit">
              {t('enterprise.ui.edit')}
            </Button>
            <Button onClick={() => navigate('/enterprise/list')}>{t('enterprise.ui.back')}</Button>
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
          <Descriptions.Item label={t('enterprise.ui.group')}>{qy.qyGroup ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('enterprise.ui.parent')}>
            {qy.parentId == null ? '-' : (
              <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => navigate(`/enterprise/detail/${qy.parentId}`)}>
                {qy.parentName ?? qy.parentId}
              </Button>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('enterprise.ui.status')}>
            {qy.status === 1 ? <Tag color="green">{t('enterprise.ui.normal')}</Tag> : <Tag color="red">{t('enterprise.ui.stopped')}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={t('enterprise.ui.contact')}>{qy.contactName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('enterprise.ui.contactMobile')}>{qy.contactMobile ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('enterprise.ui.qdglVersion')}>{versionText(qy.qdglVersion)}</Descriptions.Item>
          <Descriptions.Item label={t('enterprise.ui.riskVersion')}>{versionText(qy.riskVersion)}</Descriptions.Item>
          <Descriptions.Item label={t('enterprise.ui.location')}>
            {qy.useLocationPlatform ? <Tag color="green">{t('enterprise.ui.yes')}</Tag> : <Tag>{t('enterprise.ui.no')}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={t('enterprise.ui.parkPrefix')}>{qy.parkPrefix || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('enterprise.ui.violationRule')}>
            {t('enterprise.ui.violationRuleText', { days: qy.violationWindowDays, threshold: qy.violationSuspendThreshold })}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('enterprise.ui.modulesOf', { count: qy.haveModel.length, all: MODULE_OPTIONS.length })}>
        <Table
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={[...MODULE_OPTIONS]}
          columns={[
            { title: t('enterprise.field.module'), dataIndex: 'title', width: 200 },
            {
              title: t('enterprise.ui.status'),
              width: 120,
              render: (_, m) =>
                qy.haveModel.includes(m.key) ? (
                  <Tag color="green" data-testid={`module-state-${m.key}`}>{t('enterprise.ui.enabled')}</Tag>
                ) : (
                  <Tag data-testid={`module-state-${m.key}`}>{t('enterprise.ui.disabled')}</Tag>
                ),
            },
            {
              title: t('enterprise.ui.actions'),
              render: (_, m) => {
                const on = qy.haveModel.includes(m.key);
                const question = t(on ? 'enterprise.ui.confirmDisable' : 'enterprise.ui.confirmEnable', { qymc: qy.qymc, module: m.title });
                return (
                  <Popconfirm
                    title={question}
                    okText={t('enterprise.ui.ok')}
                    cancelText={t('enterprise.ui.cancel')}
                    onConfirm={() => toggle(m.key, !on)}
                  >
                    <Button size="small" danger={on} loading={busy === m.key} data-testid={`module-toggle-${m.key}`}>
                      {on ? t('enterprise.ui.disable') : t('enterprise.ui.enable')}
                    </Button>
                  </Popconfirm>
                );
              },
            },
          ]}
        />
      </Card>
      <EnterpriseSettingsDialog
        qy={qy}
        open={editing}
        onClose={() => setEditing(false)}
        onSaved={(row) => setState({ kind: 'ready', qy: { ...qy, ...row } })}
      />
      <SubEnterpriseCard qyId={qy.id} qymc={qy.qymc} parentName={qy.parentId == null ? null : (qy.parentName ?? String(qy.parentId))} />
      <BasicStatsCard qyId={qy.id} />
      <WebEmbedCard qyId={qy.id} />
      <ParkAccountCard qyId={qy.id} />
    </Space>
  );
}
