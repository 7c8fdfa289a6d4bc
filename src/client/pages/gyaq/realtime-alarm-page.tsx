// 实时报警 (gyaq/realtime-alarm, docs/process-alarms.md): the standing alarms, 紧急 first and the newest first,
// pushed live by the server (or refreshed every 15 s when the push is down); acknowledge one or the selected
// ones, shelve one with a reason and a duration, unshelve one (asked first). Shelved alarms have their own tab.
import { Badge, Button, Card, Empty, Flex, Form, Input, Modal, Popconfirm, Result, Segmented, Select, Space, Statistic, Table, Tag, message } from 'antd';
import { useMemo, useState } from 'react';
import { gyaqZh } from '../../../domain/i18n/zh/gyaq.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { ackAlarms, shelveAlarm, unshelveAlarm, type AlarmRow } from '../../api/gyaq-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { alarmColumns } from './alarm-columns.tsx';
import { useLiveAlarms } from './use-live-alarms.ts';

const t = textOf(gyaqZh);
const DURATIONS = [15, 30, 60, 120, 240, 480, 720];
type Tab = 'alarms' | 'shelved';

export default function RealtimeAlarmPage({ title }: Partial<ViewProps>) {
  const { load, live, reload } = useLiveAlarms();
  const [tab, setTab] = useState<Tab>('alarms');
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [shelving, setShelving] = useState<AlarmRow | null>(null);
  const [form] = Form.useForm<{ reason: string; minutes: number }>();

  const rows = useMemo(() => (load.status === 'ready' ? load.data.rows : []), [load]);
  const shown = rows.filter((r) => (tab === 'shelved' ? r.state === 'shelved' : r.state !== 'shelved'));
  const unacked = (r: AlarmRow) => r.ackedAt === null;

  const ack = async (ids: number[]) => {
    setBusy(true);
    try {
      const n = await ackAlarms(ids);
      void message.success(t('gyaq.ui.ackDone', { count: n }));
      setSelected([]);
    } catch {
      // The HTTP layer showed the refusal.
    } finally {
      setBusy(false);
      await reload();
    }
  };

  const shelve = async () => {
    // A missing reason is shown at its field; the refused validation is not an error of the page.
    const values = await form.validateFields().catch(() => null);
    if (!values || !shelving) return;
    setBusy(true);
    try {
      await shelveAlarm(shelving.id, values.reason.trim(), values.minutes);
      setShelving(null);
      form.resetFields();
    } catch {
      // Shown by the HTTP layer; the dialog stays open.
    } finally {
      setBusy(false);
      await reload();
    }
  };

  const unshelve = async (id: number) => {
    try {
      await unshelveAlarm(id);
    } catch {
      // Shown by the HTTP layer.
    }
    await reload();
  };

  const columns = [
    ...alarmColumns(),
    {
      title: t('gyaq.ui.col.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right' as const,
      render: (_: unknown, r: AlarmRow) => (
        <Space size={4}>
          {unacked(r) && (
            <Button size="small" type="primary" onClick={() => void ack([r.id])} data-testid={`gyaq-ack-${r.id}`} disabled={busy}>
              {t('gyaq.ui.ack')}
            </Button>
          )}
          {r.state === 'shelved' ? (
            <Popconfirm title={t('gyaq.ui.unshelveConfirm', { tag: r.tag })} onConfirm={() => unshelve(r.id)}>
              <Button size="small" data-testid={`gyaq-unshelve-${r.id}`}>
                {t('gyaq.ui.unshelve')}
              </Button>
            </Popconfirm>
          ) : (
            r.clearedAt === null && (
              <Button size="small" onClick={() => setShelving(r)} data-testid={`gyaq-shelve-${r.id}`}>
                {t('gyaq.ui.shelve')}
              </Button>
            )
          )}
        </Space>
      ),
    },
  ];

  if (load.status === 'failed') {
    return <Result status="warning" title={t('gyaq.ui.failed')} extra={<Button onClick={() => void reload()}>{t('gyaq.ui.retry')}</Button>} />;
  }
  const counts = load.status === 'ready' ? load.data.counts : null;
  return (
    <Card
      title={title || t('gyaq.ui.realtime')}
      data-testid="gyaq-realtime"
      extra={
        <Space>
          <Badge status={live ? 'processing' : 'default'} text={live ? t('gyaq.ui.live') : t('gyaq.ui.polling')} data-testid="gyaq-live" />
          <Button onClick={() => void reload()}>{t('gyaq.ui.refresh')}</Button>
        </Space>
      }
    >
      <Flex gap={32} wrap style={{ marginBottom: 16 }}>
        <Statistic title={t('gyaq.ui.unacked')} value={counts?.unacked ?? '-'} valueStyle={{ color: '#cf1322' }} loading={!counts} />
        <Statistic title={t('gyaq.ui.activeCount')} value={counts?.active ?? '-'} loading={!counts} />
        <Statistic title={t('gyaq.ui.shelvedCount')} value={counts?.shelved ?? '-'} loading={!counts} />
      </Flex>
      <Flex justify="space-between" style={{ marginBottom: 12 }} wrap gap={8}>
        <Segmented<Tab>
          value={tab}
          onChange={(v) => {
            setTab(v);
            setSelected([]);
          }}
          options={[
            { value: 'alarms', label: t('gyaq.ui.tabAlarms') },
            { value: 'shelved', label: t('gyaq.ui.tabShelved') },
          ]}
        />
        <Button type="primary" disabled={!selected.length || busy} onClick={() => void ack(selected)} data-testid="gyaq-ack-selected">
          {t('gyaq.ui.ackSelected', { count: selected.length })}
        </Button>
      </Flex>
      <Table<AlarmRow>
        rowKey="id"
        size="small"
        loading={load.status === 'loading'}
        dataSource={shown}
        columns={columns}
        scroll={{ x: 1200 }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)), getCheckboxProps: (r) => ({ disabled: !unacked(r) }) }}
        rowClassName={(r) => (r.state === 'unacked' ? 'gyaq-unacked' : '')}
        locale={{ emptyText: <Empty description={tab === 'shelved' ? t('gyaq.ui.emptyShelved') : t('gyaq.ui.empty')} /> }}
      />
      <Modal
        open={shelving !== null}
        title={shelving ? t('gyaq.ui.shelveTitle', { tag: shelving.tag }) : ''}
        onCancel={() => setShelving(null)}
        onOk={() => void shelve()}
        confirmLoading={busy}
        okButtonProps={{ ...{ 'data-testid': 'gyaq-shelve-ok' } }}
        destroyOnHidden
      >
        {shelving && (
          <p>
            <Tag>{shelving.tag}</Tag>
            {shelving.description}
          </p>
        )}
        <Form form={form} layout="vertical" initialValues={{ minutes: 60 }} preserve={false}>
          <Form.Item name="reason" label={t('gyaq.ui.shelveReason')} rules={[{ required: true, whitespace: true, message: t('gyaq.alarm.reasonRequired') }, { max: 200 }]}>
            <Input.TextArea rows={3} maxLength={200} showCount data-testid="gyaq-shelve-reason" />
          </Form.Item>
          <Form.Item name="minutes" label={t('gyaq.ui.shelveMinutes')} rules={[{ required: true }]}>
            <Select options={DURATIONS.map((m) => ({ value: m, label: m < 60 ? t('gyaq.ui.minutes', { n: m }) : t('gyaq.ui.hours', { n: m / 60 }) }))} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
