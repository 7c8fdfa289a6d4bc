// 作业活动 (menu component tszy/work-activity): the enterprise's work activities (docs/permit-api.md "Work
// activities"), paged, searched by name and state. 新增 and 编辑 (a draft or a returned one) open a form whose
// permits are searched by number among the enterprise's; when the activity involves special work, the kinds are
// chosen and each needs a permit of its kind (the server's check, its message shown at the field). A draft is
// submitted, revoked by its submitter, and audited (通过, or 退回 with an opinion) by the audit roles; a draft or a
// returned one may be deleted after a confirmation.
import { Alert, Button, Card, DatePicker, Form, Input, message, Modal, Popconfirm, Select, Space, Switch, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { permitsuiZh } from '../../../domain/i18n/zh/permitsui.ts';
import { PERMIT_KINDS, type PermitKind } from '../../../domain/permit-kinds.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { activityApi, type Activity, type ActivityState, type ActivityValues } from '../../api/activity-api.ts';
import { ApiError } from '../../api/http.ts';
import { permitApi } from '../../api/permit-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';

const t = textOf(permitsuiZh);
const PAGE_SIZE = 10;
const TIME = 'YYYY-MM-DD HH:mm:ss';
const STATES: ActivityState[] = ['DRAFT', 'SUBMITTED', 'APPROVED', 'RETURNED'];
const STATE_COLORS: Record<ActivityState, string> = { DRAFT: 'default', SUBMITTED: 'processing', APPROVED: 'green', RETURNED: 'red' };
const stateLabel = (s: ActivityState) => t(`permitsui.activity.state.${s}`);
const kindLabel = (k: PermitKind) => t(`permitsui.kind.${k}`);

interface FormValues {
  huoDongMingCheng: string;
  zuoYeDiDian: string;
  window?: [Dayjs | null, Dayjs | null] | null;
  fuZeRen?: string;
  huoDongNeiRong?: string;
  sheJiTeShuZuoYe?: boolean;
  teShuZuoYeLeiXing?: PermitKind[];
  zuoYePiaoIds?: number[];
}

type PermitOption = { value: number; label: string };

/** The permits offered in the form: searched by number, with the activity's own always there. */
function usePermitOptions(own: Activity['zuoYePiao']): [PermitOption[], (search: string) => void, boolean] {
  const [found, setFound] = useState<PermitOption[]>([]);
  const [loading, setLoading] = useState(false);
  const search = useCallback((q: string) => {
    setLoading(true);
    permitApi.list({ pageIndex: 1, pageSize: 20, zuoYeBianHao: q.trim() || undefined }).then(
      (page) => {
        setFound(page.dataList.filter((p) => p.zhuangTai !== 'DISCARDED').map((p) => ({ value: p.id, label: `${p.zuoYeBianHao} ${p.zuoYeLeiXingMingCheng}` })));
        setLoading(false);
      },
      () => setLoading(false),
    );
  }, []);
  const options = useMemo(() => {
    const mine = own.map((p) => ({ value: Number(p.id), label: `${p.zuoYeBianHao} ${p.zuoYeLeiXingMingCheng}` }));
    return [...mine, ...found.filter((f) => !mine.some((m) => m.value === f.value))];
  }, [own, found]);
  return [options, search, loading];
}

function ActivityForm({ record, onClose, onSaved }: { record: Activity | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const [options, search, searching] = usePermitOptions(record?.zuoYePiao ?? []);
  const involves = Form.useWatch('sheJiTeShuZuoYe', form);
  useEffect(() => search(''), [search]);

  const initial: FormValues = record
    ? {
        huoDongMingCheng: record.huoDongMingCheng,
        zuoYeDiDian: record.zuoYeDiDian,
        window: record.kaiShiShiJian || record.jieShuShiJian ? [record.kaiShiShiJian ? dayjs(record.kaiShiShiJian) : null, record.jieShuShiJian ? dayjs(record.jieShuShiJian) : null] : null,
        fuZeRen: record.fuZeRen ?? undefined,
        huoDongNeiRong: record.huoDongNeiRong ?? undefined,
        sheJiTeShuZuoYe: record.sheJiTeShuZuoYe ?? false,
        teShuZuoYeLeiXing: record.teShuZuoYeLeiXing ?? [],
        zuoYePiaoIds: (record.zuoYePiaoIds ?? []).map(Number),
      }
    : { huoDongMingCheng: '', zuoYeDiDian: '', sheJiTeShuZuoYe: false, teShuZuoYeLeiXing: [], zuoYePiaoIds: [] };

  async function save(v: FormValues) {
    const [start, end] = v.window ?? [null, null];
    const values: ActivityValues & { id?: number } = {
      ...(record ? { id: record.id } : {}),
      huoDongMingCheng: v.huoDongMingCheng,
      zuoYeDiDian: v.zuoYeDiDian,
      kaiShiShiJian: start ? start.format(TIME) : null,
      jieShuShiJian: end ? end.format(TIME) : null,
      fuZeRen: v.fuZeRen ?? '',
      huoDongNeiRong: v.huoDongNeiRong ?? '',
      sheJiTeShuZuoYe: Boolean(v.sheJiTeShuZuoYe),
      teShuZuoYeLeiXing: v.sheJiTeShuZuoYe ? (v.teShuZuoYeLeiXing ?? []) : [],
      zuoYePiaoIds: v.sheJiTeShuZuoYe ? (v.zuoYePiaoIds ?? []) : [],
    };
    setSaving(true);
    setError('');
    try {
      await activityApi.save(values);
      message.success(record ? t('permitsui.activity.saved') : t('permitsui.activity.created'));
      onSaved();
    } catch (e) {
      const at = (f: string) => (f === 'kaiShiShiJian' || f === 'jieShuShiJian' ? 'window' : f);
      if (e instanceof ApiError && e.errors.length) {
        form.setFields(e.errors.map((x) => ({ name: at(x.field) as keyof FormValues, errors: [x.message] })));
      } else {
        setError(e instanceof Error ? e.message : t('permitsui.activity.saveFailed'));
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      width={720}
      title={record ? t('permitsui.activity.edit') : t('permitsui.activity.create')}
      okText={t('permitsui.activity.save')}
      cancelText={t('permitsui.activity.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form<FormValues> form={form} name="activity" layout="vertical" initialValues={initial} onFinish={save} aria-label={t('permitsui.activity.formName')}>
        <Form.Item name="huoDongMingCheng" label={t('permitsui.activity.name')} rules={[{ required: true, whitespace: true, message: t('permitsui.activity.fillName') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="zuoYeDiDian" label={t('permitsui.activity.site')} rules={[{ required: true, whitespace: true, message: t('permitsui.activity.fillSite') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="window" label={t('permitsui.activity.window')}>
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="fuZeRen" label={t('permitsui.activity.leader')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="huoDongNeiRong" label={t('permitsui.activity.content')}>
          <Input.TextArea maxLength={2000} rows={3} />
        </Form.Item>
        <Form.Item name="sheJiTeShuZuoYe" label={t('permitsui.activity.involves')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {involves && (
          <>
            <Form.Item name="teShuZuoYeLeiXing" label={t('permitsui.activity.kinds')}>
              <Select mode="multiple" allowClear options={PERMIT_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))} />
            </Form.Item>
            <Form.Item name="zuoYePiaoIds" label={t('permitsui.activity.permits')}>
              <Select mode="multiple" allowClear showSearch filterOption={false} onSearch={search} loading={searching} options={options} placeholder={t('permitsui.activity.searchPermit')} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}

function AuditDialog({ record, onClose, onDone }: { record: Activity; onClose: () => void; onDone: () => void }) {
  const [opinion, setOpinion] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  async function decide(decision: 'approve' | 'return') {
    if (decision === 'return' && !opinion.trim()) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await activityApi.audit(record.id, decision, opinion.trim() || undefined);
      message.success(decision === 'approve' ? t('permitsui.activity.approved') : t('permitsui.activity.returned'));
      onDone();
    } catch {
      // The API client has shown the refusal.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      title={t('permitsui.activity.auditTitle', { name: record.huoDongMingCheng })}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t('permitsui.activity.cancel')}</Button>
          <Button danger loading={busy} onClick={() => void decide('return')}>
            {t('permitsui.activity.return')}
          </Button>
          <Button type="primary" loading={busy} onClick={() => void decide('approve')}>
            {t('permitsui.activity.approve')}
          </Button>
        </Space>
      }
    >
      <Form layout="vertical">
        <Form.Item label={t('permitsui.activity.opinion')} validateStatus={missing ? 'error' : undefined} help={missing ? t('permitsui.activity.opinionRequired') : undefined}>
          <Input.TextArea
            aria-label={t('permitsui.activity.opinion')}
            rows={3}
            maxLength={500}
            value={opinion}
            onChange={(e) => {
              setOpinion(e.target.value);
              setMissing(false);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function WorkActivityPage({ title }: ViewProps) {
  const [query, setQuery] = useState<{ zhuangTai?: ActivityState; huoDongMingCheng?: string }>({});
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ rows: Activity[]; total: number; loading: boolean; error: string }>({ rows: [], total: 0, loading: true, error: '' });
  const [editing, setEditing] = useState<Activity | null | 'new'>(null);
  const [auditing, setAuditing] = useState<Activity | null>(null);
  const [filters] = Form.useForm<{ zhuangTai?: ActivityState; huoDongMingCheng?: string }>();
  const reload = () => setVersion((v) => v + 1);

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: '' }));
    activityApi.list({ pageIndex: page, pageSize: PAGE_SIZE, ...query }).then(
      (r) => live && setState({ rows: r.dataList, total: r.total, loading: false, error: '' }),
      (e: unknown) => live && setState({ rows: [], total: 0, loading: false, error: e instanceof Error && e.message ? e.message : t('permitsui.activity.loadFailed') }),
    );
    return () => {
      live = false;
    };
  }, [query, page, version]);

  async function act(action: 'delete' | 'submit' | 'revoke', row: Activity) {
    try {
      await activityApi.act(action, row.id);
      message.success(t(`permitsui.activity.done.${action}`));
      reload();
    } catch {
      // The API client has shown the refusal.
    }
  }

  const columns: TableColumnsType<Activity> = [
    { title: t('permitsui.activity.name'), dataIndex: 'huoDongMingCheng', key: 'name', ellipsis: true },
    { title: t('permitsui.activity.site'), dataIndex: 'zuoYeDiDian', key: 'site', width: 160, ellipsis: true },
    {
      title: t('permitsui.activity.window'),
      key: 'window',
      width: 200,
      render: (_: unknown, r) => (r.kaiShiShiJian || r.jieShuShiJian ? `${r.kaiShiShiJian ? dayjs(r.kaiShiShiJian).format('MM-DD HH:mm') : '…'} ~ ${r.jieShuShiJian ? dayjs(r.jieShuShiJian).format('MM-DD HH:mm') : '…'}` : '—'),
    },
    { title: t('permitsui.activity.leader'), dataIndex: 'fuZeRen', key: 'leader', width: 100, render: (v: string | null) => v || '—' },
    {
      title: t('permitsui.activity.permits'),
      key: 'permits',
      width: 220,
      render: (_: unknown, r) =>
        r.zuoYePiao.length ? (
          <Space size={[4, 4]} wrap>
            {r.zuoYePiao.map((p) => (
              <Tooltip key={p.id} title={`${p.zuoYeLeiXingMingCheng} · ${p.zhuangTaiMingCheng}`}>
                <Tag>{p.zuoYeBianHao}</Tag>
              </Tooltip>
            ))}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: t('permitsui.activity.state'),
      dataIndex: 'zhuangTai',
      key: 'state',
      width: 90,
      render: (v: ActivityState, r) => (
        <Tooltip title={r.shenHe ? `${r.shenHe.byName ?? ''} ${r.shenHe.opinion}` : undefined}>
          <Tag color={STATE_COLORS[v]}>{stateLabel(v)}</Tag>
        </Tooltip>
      ),
    },
    {
      title: t('permitsui.activity.actions'),
      key: 'actions',
      width: 220,
      fixed: 'right',
      render: (_: unknown, r) => {
        const editable = r.zhuangTai === 'DRAFT' || r.zhuangTai === 'RETURNED';
        return (
          <Space size={4} wrap>
            {editable && (
              <Button type="link" size="small" onClick={() => setEditing(r)} aria-label={`${t('permitsui.activity.editShort')} ${r.huoDongMingCheng}`}>
                {t('permitsui.activity.editShort')}
              </Button>
            )}
            {editable && (
              <Popconfirm title={t('permitsui.activity.submitConfirm')} onConfirm={() => act('submit', r)}>
                <Button type="link" size="small" aria-label={`${t('permitsui.activity.submit')} ${r.huoDongMingCheng}`}>
                  {t('permitsui.activity.submit')}
                </Button>
              </Popconfirm>
            )}
            {r.zhuangTai === 'SUBMITTED' && (
              <Button type="link" size="small" onClick={() => setAuditing(r)} aria-label={`${t('permitsui.activity.audit')} ${r.huoDongMingCheng}`}>
                {t('permitsui.activity.audit')}
              </Button>
            )}
            {r.zhuangTai === 'SUBMITTED' && (
              <Popconfirm title={t('permitsui.activity.revokeConfirm')} onConfirm={() => act('revoke', r)}>
                <Button type="link" size="small">
                  {t('permitsui.activity.revoke')}
                </Button>
              </Popconfirm>
            )}
            {editable && (
              <Popconfirm title={t('permitsui.activity.deleteConfirm', { name: r.huoDongMingCheng })} okButtonProps={{ danger: true }} onConfirm={() => act('delete', r)}>
                <Button type="link" size="small" danger>
                  {t('permitsui.activity.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Card title={title} extra={<Button type="primary" onClick={() => setEditing('new')}>{t('permitsui.activity.create')}</Button>}>
      <Form
        form={filters}
        name="activityFilter"
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(v) => {
          setPage(1);
          setQuery({ zhuangTai: v.zhuangTai, huoDongMingCheng: v.huoDongMingCheng?.trim() || undefined });
        }}
      >
        <Form.Item name="huoDongMingCheng" label={t('permitsui.activity.name')}>
          <Input allowClear maxLength={100} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="zhuangTai" label={t('permitsui.activity.state')}>
          <Select allowClear style={{ width: 120 }} options={STATES.map((s) => ({ value: s, label: stateLabel(s) }))} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('permitsui.warning.search')}
            </Button>
            <Button
              onClick={() => {
                filters.resetFields();
                setPage(1);
                setQuery({});
              }}
            >
              {t('permitsui.warning.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {state.error && <Alert type="error" showIcon message={state.error} style={{ marginBottom: 12 }} />}
      <Table<Activity>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={state.rows}
        loading={state.loading}
        scroll={{ x: 1100 }}
        locale={{ emptyText: t('permitsui.activity.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: state.total, showSizeChanger: false, showTotal: (n) => t('permitsui.activity.total', { n }), onChange: setPage }}
      />
      {editing && (
        <ActivityForm
          record={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {auditing && (
        <AuditDialog
          record={auditing}
          onClose={() => setAuditing(null)}
          onDone={() => {
            setAuditing(null);
            reload();
          }}
        />
      )}
    </Card>
  );
}
