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
import { PermitKindChooser } from './permit-kind-chooser.tsx';
import { KIND_OPTIONS, reasonOf, showTime, STATE_COLORS, STATE_OPTIONS } from './permit-labels.ts';
import { PermitRowActions } from './permit-row-actions.tsx';
import { usePermitWriter } from './use-permit-session.ts';

interface Filters {
  zhuangTai?: PermitState;
  zuoYeBianHao?: string;
  zuoYeDiDian?: string;
  riQi?: [Dayjs | null, Dayjs | null] | null;
}

const ALL = 'ALL';
const TAB_ITEMS = [{ key: ALL, label: '全部' }, ...KIND_OPTIONS.map((k) => ({ key: k.value, label: k.label }))];

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
      (e: unknown) => live && setLoad({ status: 'failed', reason: reasonOf(e, '作业票列表加载失败') }),
    );
    return () => {
      live = false;
    };
  }, [kind, filters, page, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const open = (p: PermitView) => void navigate(`/tszy/detail/${p.id}`);
  const edit = (p: PermitView) => void navigate(`/tszy/create?kind=${p.zuoYeLeiXing}&id=${p.id}`);

  const columns: ColumnsType<PermitView> = [
    { title: '作业票编号', dataIndex: 'zuoYeBianHao', render: (v: string, p) => <Typography.Link onClick={() => open(p)}>{v}</Typography.Link> },
    { title: '作业类型', dataIndex: 'zuoYeLeiXingMingCheng' },
    { title: '级别', dataIndex: 'zuoYeJiBie', render: (v: string | null) => v ?? '—' },
    { title: '作业地点', dataIndex: 'zuoYeDiDian', ellipsis: true },
    { title: '计划开始', dataIndex: 'jiHuaKaiShiShiJian', render: showTime },
    { title: '计划结束', dataIndex: 'jiHuaJieShuShiJian', render: showTime },
    {
      title: '状态',
      dataIndex: 'zhuangTai',
      render: (s: PermitState, p) => <Tag color={STATE_COLORS[s]}>{p.zhuangTaiMingCheng}</Tag>,
    },
    { title: '当前环节', dataIndex: 'dangQianHuanJie', render: (v: string | null) => v ?? '—' },
    {
      title: '操作',
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
      title={title || '作业票列表'}
      extra={
        canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setChoosing(true)}>
            新增作业票
          </Button>
        )
      }
    >
      <Tabs
        activeKey={kind}
        items={TAB_ITEMS}
        onChange={(k) => {
          setKind(k);
          setPage((p) => ({ ...p, index: 1 }));
        }}
      />
      <Form form={form} name="permitListFilter" layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }} aria-label="筛选">
        <Form.Item name="zhuangTai" label="状态">
          <Select allowClear placeholder="全部状态" options={STATE_OPTIONS} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="zuoYeBianHao" label="编号">
          <Input allowClear placeholder="作业票编号" maxLength={17} />
        </Form.Item>
        <Form.Item name="zuoYeDiDian" label="地点">
          <Input allowClear placeholder="作业地点" maxLength={100} />
        </Form.Item>
        <Form.Item name="riQi" label="创建日期">
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form>
      {load.status === 'failed' ? (
        <Result
          status="error"
          title="作业票列表加载失败"
          subTitle={load.reason}
          extra={
            <Button icon={<ReloadOutlined />} onClick={reload}>
              重试
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
          locale={{ emptyText: '暂无作业票' }}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page.index,
            pageSize: page.size,
            total: load.status === 'ready' ? load.total : 0,
            showSizeChanger: true,
            showTotal: (t) => `共 ${t} 条`,
            onChange: (index, size) => setPage({ index, size }),
          }}
        />
      )}
      <PermitKindChooser open={choosing} onCancel={() => setChoosing(false)} onChoose={(k) => void navigate(`/tszy/create?kind=${k}`)} />
    </Card>
  );
}
