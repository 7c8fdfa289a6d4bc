// 监控报警 (spjk/alarm-record; docs/gas-monitoring.md): the alarms of every device kind (gas detectors, process alarm
// points, personnel location), newest first, by state, kind and keyword; an alarm is acknowledged (the person and the
// time are kept) and then followed up with what was done. A row is its source's: `${source}:${id}`.
import { Button, Card, Form, Input, Modal, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { ackAlarm, followUpAlarm, listAlarms, type MonitorAlarm } from '../../api/spjk-api.ts';
import { spjkuiZh } from '../../../domain/i18n/zh/spjkui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { ViewProps } from '../../router/view-registry.ts';

const t = textOf(spjkuiZh);
const STATES = (['all', 'open', 'unacked', 'cleared'] as const).map((value) => ({ label: t(`spjkui.alarm.state.${value}`), value }));
const KIND_IDS = { gas: 'spjkui.alarm.kind.gas', 'process-alarm': 'spjkui.alarm.kind.process', position: 'spjkui.alarm.kind.position' } as const;
const kindName = (kind: string) => (kind in KIND_IDS ? t(KIND_IDS[kind as keyof typeof KIND_IDS]) : kind);
/** The kind filter: every kind, or one ('' is every one). */
const KINDS = [
  { label: t('spjkui.alarm.kindFilter.all'), value: '' },
  { label: t('spjkui.alarm.kindFilter.gas'), value: 'gas' },
  { label: t('spjkui.alarm.kindFilter.process'), value: 'process-alarm' },
  { label: t('spjkui.alarm.kindFilter.position'), value: 'position' },
];
const rowKey = (a: MonitorAlarm) => `${a.source}:${a.id}`;
/** A detector's level is a gas level (低报/高报); a process or location alarm's is its weight (低/高). */
const levelName = (a: MonitorAlarm) => (a.source === 'device' ? t(a.level === 'high' ? 'spjkui.level.high' : 'spjkui.level.low') : t(a.level === 'high' ? 'spjkui.alarm.level.high' : 'spjkui.alarm.level.low'));
const deviceName = (a: MonitorAlarm) => (!a.deviceCode || a.deviceCode === a.deviceName ? a.deviceName : t('spjkui.detectorName', { name: a.deviceName, code: a.deviceCode }));
const time = (s: string | null) => (s ? dayjs(s).format('YYYY-MM-DD HH:mm:ss') : '');

export default function MonitorAlarmPage({ title }: ViewProps) {
  const [state, setState] = useState('all');
  const [kind, setKind] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: MonitorAlarm[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<MonitorAlarm | null>(null);
  const [form] = Form.useForm<{ followUp: string }>();
  const load = useCallback(() => {
    setLoading(true);
    void listAlarms({ page, limit: 20, state, kind: kind || undefined, keyword: keyword || undefined })
      .then(setData, () => undefined)
      .finally(() => setLoading(false));
  }, [page, state, kind, keyword]);
  useEffect(load, [load]);
  const ack = async (a: MonitorAlarm) => {
    // A refusal (acknowledged meanwhile by someone else) is said by the request; the list is read again either way.
    await ackAlarm(a).catch(() => undefined);
    load();
  };
  const save = async () => {
    const { followUp } = await form.validateFields();
    await followUpAlarm(editing!, followUp);
    setEditing(null);
    load();
  };
  return (
    <Card data-testid="alarm-record-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title || t('spjkui.alarm.title')}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented data-testid="alarm-state-filter" options={STATES} value={state} onChange={(v) => { setState(String(v)); setPage(1); }} />
        <Segmented data-testid="alarm-kind-filter" aria-label={t('spjkui.alarm.kindFilter.label')} options={KINDS} value={kind} onChange={(v) => { setKind(String(v)); setPage(1); }} />
        <Input.Search allowClear placeholder={t('spjkui.alarm.search')} onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} style={{ width: 260 }} />
      </Space>
      <Table<MonitorAlarm>
        rowKey={rowKey}
        size="small"
        loading={loading}
        dataSource={data.rows}
        locale={{ emptyText: t('spjkui.alarm.empty') }}
        pagination={{ current: page, pageSize: 20, total: data.total, showSizeChanger: false, onChange: setPage }}
        columns={[
          { key: 'raisedAt', title: t('spjkui.alarm.col.raisedAt'), width: 170, render: (_, a) => time(a.raisedAt) },
          { key: 'kind', title: t('spjkui.alarm.col.kind'), width: 100, render: (_, a) => kindName(a.kind) },
          { key: 'device', title: t('spjkui.alarm.col.device'), width: 200, render: (_, a) => deviceName(a) },
          { key: 'level', title: t('spjkui.alarm.col.level'), width: 80, render: (_, a) => <Tag color={a.level === 'high' ? 'red' : 'orange'}>{levelName(a)}</Tag> },
          { key: 'message', dataIndex: 'message', title: t('spjkui.alarm.col.message'), width: 260, ellipsis: true },
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
                    <Button size="small" type="link" data-testid={`alarm-ack-${rowKey(a)}`}>
                      {t('spjkui.alarm.ack')}
                    </Button>
                  </Popconfirm>
                )}
                {a.ackAt && (
                  <Button size="small" type="link" data-testid={`alarm-follow-up-${rowKey(a)}`} onClick={() => { form.setFieldsValue({ followUp: a.followUp ?? '' }); setEditing(a); }}>
                    {t('spjkui.alarm.handle')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
        scroll={{ x: 1560 }}
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
