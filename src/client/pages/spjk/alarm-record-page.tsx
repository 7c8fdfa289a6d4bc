// 监控报警 (spjk/alarm-record; docs/gas-monitoring.md): the alarms of every device kind, newest first, by state and
// keyword; an alarm is acknowledged (the person and the time are kept) and then followed up with what was done.
import { Button, Card, Form, Input, Modal, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { ackAlarm, followUpAlarm, listAlarms, type AlarmRecord } from '../../api/spjk-api.ts';
import { spjkuiZh } from '../../../domain/i18n/zh/spjkui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { ViewProps } from '../../router/view-registry.ts';

const t = textOf(spjkuiZh);
const STATES = (['all', 'open', 'unacked', 'cleared'] as const).map((value) => ({ label: t(`spjkui.alarm.state.${value}`), value }));
const KIND_IDS = { gas: 'spjkui.alarm.kind.gas', 'process-alarm': 'spjkui.alarm.kind.process', position: 'spjkui.alarm.kind.position' } as const;
const kindName = (kind: string) => (kind in KIND_IDS ? t(KIND_IDS[kind as keyof typeof KIND_IDS]) : kind);
const time = (s: string | null) => (s ? dayjs(s).format('YYYY-MM-DD HH:mm:ss') : '');

export default function AlarmRecordPage({ title }: ViewProps) {
  const [state, setState] = useState('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: AlarmRecord[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<AlarmRecord | null>(null);
  const [form] = Form.useForm<{ followUp: string }>();
  const load = useCallback(() => {
    setLoading(true);
    void listAlarms({ page, limit: 20, state, keyword: keyword || undefined })
      .then(setData, () => undefined)
      .finally(() => setLoading(false));
  }, [page, state, keyword]);
  useEffect(load, [load]);
  const ack = async (a: AlarmRecord) => {
    await ackAlarm(a.id);
    load();
  };
  const save = async () => {
    const { followUp } = await form.validateFields();
    await followUpAlarm(editing!.id, followUp);
    setEditing(null);
    load();
  };
  return (
    <Card data-testid="alarm-record-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title || t('spjkui.alarm.title')}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented options={STATES} value={state} onChange={(v) => { setState(String(v)); setPage(1); }} />
        <Input.Search allowClear placeholder={t('spjkui.alarm.search')} onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} style={{ width: 260 }} />
      </Space>
      <Table<AlarmRecord>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data.rows}
        locale={{ emptyText: t('spjkui.alarm.empty') }}
        pagination={{ current: page, pageSize: 20, total: data.total, showSizeChanger: false, onChange: setPage }}
        columns={[
          { key: 'raisedAt', title: t('spjkui.alarm.col.raisedAt'), width: 170, render: (_, a) => time(a.raisedAt) },
          { key: 'kind', title: t('spjkui.alarm.col.kind'), width: 100, render: (_, a) => kindName(a.kind) },
          { key: 'device', title: t('spjkui.alarm.col.device'), width: 200, render: (_, a) => t('spjkui.detectorName', { name: a.deviceName, code: a.deviceCode }) },
          { key: 'level', title: t('spjkui.alarm.col.level'), width: 80, render: (_, a) => <Tag color={a.level === 'high' ? 'red' : 'orange'}>{t(a.level === 'high' ? 'spjkui.level.high' : 'spjkui.level.low')}</Tag> },
          { key: 'message', dataIndex: 'message', title: t('spjkui.alarm.col.message'), ellipsis: true },
          { key: 'peak', title: t('spjkui.alarm.col.peak'), width: 100, render: (_, a) => (a.peakValue == null ? '' : `${a.peakValue} ${a.unit ?? ''}`) },
          { key: 'state', title: t('spjkui.alarm.col.state'), width: 90, render: (_, a) => (a.clearedAt ? <Tag>{t('spjkui.alarm.state.cleared')}</Tag> : <Tag color="red">{t('spjkui.alarm.state.open')}</Tag>) },
          { key: 'ack', title: t('spjkui.alarm.col.ack'), width: 170, render: (_, a) => (a.ackAt ? `${a.ackByName ?? ''} ${time(a.ackAt)}` : '') },
          { key: 'followUp', title: t('spjkui.alarm.col.followUp'), width: 180, ellipsis: true, render: (_, a) => a.followUp ?? '' },
          {
            key: 'actions',
            title: t('spjkui.alarm.col.actions'),
            width: 150,
            fixed: 'right',
            render: (_, a) => (
              <Space>
                {!a.ackAt && (
                  <Popconfirm title={t('spjkui.alarm.ackConfirm')} onConfirm={() => ack(a)}>
                    <Button size="small" type="link" data-testid={`alarm-ack-${a.id}`}>
                      {t('spjkui.alarm.ack')}
                    </Button>
                  </Popconfirm>
                )}
                {a.ackAt && (
                  <Button size="small" type="link" onClick={() => { form.setFieldsValue({ followUp: a.followUp ?? '' }); setEditing(a); }}>
                    {t('spjkui.alarm.handle')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
        scroll={{ x: 1300 }}
      />
      <Modal open={editing !== null} title={t('spjkui.alarm.followUpTitle')} okText={t('spjkui.alarm.save')} cancelText={t('spjkui.alarm.cancel')} onOk={() => void save()} onCancel={() => setEditing(null)} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="followUp" label={t('spjkui.alarm.followUpLabel')} rules={[{ required: true, whitespace: true, message: t('spjkui.alarm.followUpRequired') }, { max: 500 }]}>
            <Input.TextArea rows={4} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
