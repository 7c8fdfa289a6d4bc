// 作业票列表 (menu component tszy/permit-list): one tab per kind (全部 + the ten short names), filters by state,
// number, site and creation days, a paged table (GET /tszy/zuoYePiao/list) with the row actions, and
// 新增作业票 with a kind chooser (then /tszy/create?kind=...).
import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Form, Input, Result, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PermitKind } from '../../../domain/permit-kinds.ts';
import type { PermitState } from '../../../domain/permit-lifecycle.ts';
import { permitApi, type PermitListQuery, type PermitView } from '../../api/permit-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { commonZh } from '../../../domain/i18n/zh/common.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { PermitKindChooser } from './permit-kind-chooser.tsx';
import { gradeName, kindOptions, kindShortName, reasonOf, showTime, slotTitle, STATE_COLORS, stateName, stateOptions, t } from './permit-labels.ts';
import { PermitRowActions } from './permit-row-actions.tsx';
import { usePermitWriter } from './use-permit-session.ts';

interface Filters {
  zhuangTai?: PermitState;
  zuoYeBianHao?: string;
  zuoYeDiDian?: string;
  riQi?: [Dayjs | null, Dayjs | null] | null;
}

const ALL = 'ALL';
const tabItems = () => [{ key: ALL, label: t('permitsui.list.all') }, ...kindOptions().map((k) => ({ key: k.value, label: k.label }))];

const tc = textOf(commonZh);

type Load = { status: 'loading' } | { status: 'failed'; reason: string } | { status: 'ready'; rows: PermitView[]; total: number };

function queryOf(kind: string, f: Filters, pageIndex: number, pageSize: number): PermitListQuery {
  const [from, to] = f.riQi ?? [];
  return {
    pageIndex,
    pageSize,
    zuoYeLeiXing: kind === ALL ? undefined : (kind as PermitKind),
    zhuangTai: f.zhuangTai,
    zuoYeBianHao: f.zuoYeBianHao?.trim() || undefined,
    zuoYeDiDian: f.zuoYeDiDian?.trim() || undefined,
    kaiShiRiQi: from?.format('YYYY-MM-DD'),
    jieShuRiQi: to?.format('YYYY-MM-DD'),
  };
}

export default function PermitListPage({ title }: Partial<ViewProps>) {
  const navigate = useNavigate();
  const canWrite = usePermitWriter();
  const [form] = Form.useForm<Filters>();
  const [kind, setKind] = useState<string>(ALL);
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ index: 1, size: 10 });
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [choosing, setChoosing] = useState(false);

  useEffect(() => {
    let live = true;
    setLoad((l) => (l.status === 'ready' ? l : { status: 'loading' }));
    permitApi.list(queryOf(kind, filters, page.index, page.size)).then(
      (p) => live && setLoad({ status: 'ready', rows: p.dataList, total: p.total }),
      (e: unknown) => live && setLoad({ status: 'failed', reason: reasonOf(e, t('permitsui.list.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [kind, filters, page, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const open = (p: PermitView) => void navigate(`/tszy/detail/${p.id}`);
  const edit = (p: PermitView) => void navigate(`/tszy/create?kind=${p.zuoYeLeiXing}&id=${p.id}`);

  const columns: ColumnsType<PermitView> = [
    { title: t('permitsui.col.number'), dataIndex: 'zuoYeBianHao', render: (v: string, p) => <Typography.Link onClick={() => open(p)}>{v}</Typography.Link> },
    { title: t('permitsui.col.kind'), dataIndex: 'zuoYeLeiXingMingCheng', render: (v: string, p) => (p.zuoYeLeiXing ? kindShortName(p.zuoYeLeiXing) : v) },
    { title: t('permitsui.col.grade'), dataIndex: 'zuoYeJiBie', render: (v: string | null, p) => gradeName(p.jiBieDaiMa, v) },
    { title: t('permitsui.col.site'), dataIndex: 'zuoYeDiDian', ellipsis: true },
    { title: t('permitsui.col.plannedStart'), dataIndex: 'jiHuaKaiShiShiJian', render: showTime },
    { title: t('permitsui.col.plannedEnd'), dataIndex: 'jiHuaJieShuShiJian', render: showTime },
    {
      title: t('permitsui.col.state'),
      dataIndex: 'zhuangTai',
      render: (s: PermitState, p) => <Tag color={STATE_COLORS[s]}>{stateName(s, p.zhuangTaiMingCheng)}</Tag>,
    },
    { title: t('permitsui.col.slot'), dataIndex: 'dangQianHuanJie', render: (v: string | null) => slotTitle(v) ?? '—' },
    {
      title: t('permitsui.col.actions'),
      key: 'actions',
      render: (_: unknown, p) => <PermitRowActions permit={p} onOpen={open} onEdit={edit} onChanged={reload} />,
    },
  ];

  const search = (f: Filters) => {
    setFilters(f);
    setPage((p) => ({ ...p, index: 1 }));
  };

  return (
    <Card
      title={title || t('permitsui.list.title')}
      extra={
        canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setChoosing(true)}>
            {t('permitsui.list.add')}
          </Button>
        )
      }
    >
      <Tabs
        activeKey={kind}
        items={tabItems()}
        onChange={(k) => {
          setKind(k);
          setPage((p) => ({ ...p, index: 1 }));
        }}
      />
      <Form form={form} name="permitListFilter" layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }} aria-label={t('permitsui.list.filters')}>
        <Form.Item name="zhuangTai" label={t('permitsui.col.state')}>
          <Select allowClear placeholder={t('permitsui.list.allStates')} options={stateOptions()} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="zuoYeBianHao" label={t('permitsui.list.number')}>
          <Input allowClear placeholder={t('permitsui.col.number')} maxLength={17} />
        </Form.Item>
        <Form.Item name="zuoYeDiDian" label={t('permitsui.list.site')}>
          <Input allowClear placeholder={t('permitsui.col.site')} maxLength={100} />
        </Form.Item>
        <Form.Item name="riQi" label={t('permitsui.list.createdOn')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('permitsui.list.query')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            {tc('common.reset')}
          </Button>
        </Space>
      </Form>
      {load.status === 'failed' ? (
        <Result
          status="error"
          title={t('permitsui.list.loadFailed')}
          subTitle={load.reason}
          extra={
            <Button icon={<ReloadOutlined />} onClick={reload}>
              {t('permitsui.page.retry')}
            </Button>
          }
        />
      ) : (
        <Table<PermitView>
          rowKey="id"
          size="middle"
          loading={load.status === 'loading'}
          columns={columns}
          dataSource={load.status === 'ready' ? load.rows : []}
          locale={{ emptyText: t('permitsui.list.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page.index,
            pageSize: page.size,
            total: load.status === 'ready' ? load.total : 0,
            showSizeChanger: true,
            showTotal: (total) => t('permitsui.list.total', { total }),
            onChange: (index, size) => setPage({ index, size }),
          }}
        />
      )}
      <PermitKindChooser open={choosing} onCancel={() => setChoosing(false)} onChoose={(k) => void navigate(`/tszy/create?kind=${k}`)} />
    </Card>
  );
}
