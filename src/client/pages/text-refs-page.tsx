// 引用迁移待处理 (component key system/text-refs): the texts that the migration of hand-typed fields into
// references could not match with one record (docs/schema-engine.md "textRefs"). The enterprise's
// administrator picks the right record (a candidate, or any person or department by search) or creates the
// person or department the text names; the record's field then holds its id.
import { Alert, Button, Card, Popconfirm, Select, Space, Table, Tag, Typography, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { request } from '../api/http.ts';
import { httpResourceClient } from '../api/resource-client-http.ts';
import type { ViewProps } from '../router/view-registry.ts';
import { PickSelect } from '../../runtime/pick-select.tsx';
import { ResourceClientContext } from '../../runtime/resource-client.ts';

/** One unmatched text as GET /u-basic/text-refs/unmatched answers it. */
export interface UnmatchedText {
  id: number;
  resource: string;
  resourceTitle: string;
  recordId: number;
  field: string;
  fieldTitle: string;
  target: string;
  targetTitle: string;
  text: string;
  reason: 'none' | 'many';
  candidates: { id: number; label: string }[];
  canCreate: boolean;
}

const PATH = '/u-basic/text-refs';

function Chooser({ row, onDone }: { row: UnmatchedText; onDone: () => void }) {
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const send = async (url: string, data: object, ok: string) => {
    setBusy(true);
    try {
      await request({ method: 'POST', url: `${PATH}/${url}`, data });
      void message.success(ok);
      onDone();
    } finally {
      setBusy(false);
    }
  };
  const searchable = row.target === 'staff' || row.target === 'department';
  return (
    <Space wrap>
      {searchable ? (
        <PickSelect
          kind={row.target === 'staff' ? 'person' : 'department'}
          value={picked}
          onChange={(v) => setPicked(typeof v === 'number' ? v : undefined)}
          placeholder={`请选择${row.targetTitle}`}
          style={{ width: 180 }}
        />
      ) : (
        <Select
          aria-label={`选择${row.targetTitle}`}
          value={picked}
          onChange={setPicked}
          placeholder={row.candidates.length ? `请选择${row.targetTitle}` : '无候选记录'}
          options={row.candidates.map((c) => ({ value: c.id, label: `${c.label}（ID ${c.id}）` }))}
          style={{ width: 180 }}
        />
      )}
      <Button type="primary" disabled={picked === undefined} loading={busy} onClick={() => void send('resolve', { id: row.id, targetId: picked }, '已写入引用')}>
        确定
      </Button>
      {row.canCreate && (
        <Popconfirm title={`按“${row.text}”新增${row.targetTitle}并引用？`} onConfirm={() => send('create', { id: row.id }, `已新增${row.targetTitle}`)}>
          <Button loading={busy}>按原文新增</Button>
        </Popconfirm>
      )}
    </Space>
  );
}

export function TextRefsView({ title }: { title?: string }) {
  const [rows, setRows] = useState<UnmatchedText[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await request<{ rows: UnmatchedText[]; total: number }>({ method: 'GET', url: `${PATH}/unmatched`, params: { page, limit: 20 } });
      setRows(res.data?.rows ?? []);
      setTotal(res.data?.total ?? 0);
    } finally {
      setLoading(false);
    }
  }, [page]);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <Card title={title ?? '引用迁移待处理'}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="以下文本在升级时未能对应到唯一的记录（找不到，或有多条同名记录）。请选择正确的记录，或按原文新增；原文本仍保存在原记录中。"
      />
      <Table<UnmatchedText>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={{ current: page, pageSize: 20, total, onChange: setPage, showTotal: (n) => `共 ${n} 条` }}
        columns={[
          { title: '资源', dataIndex: 'resourceTitle', width: 140 },
          { title: '记录ID', dataIndex: 'recordId', width: 90 },
          { title: '字段', dataIndex: 'fieldTitle', width: 140 },
          { title: '原文本', dataIndex: 'text', render: (t: string) => <Typography.Text strong>{t}</Typography.Text> },
          {
            title: '原因',
            dataIndex: 'reason',
            width: 150,
            render: (r: UnmatchedText['reason'], row) =>
              r === 'many' ? <Tag color="orange">{`找到${row.candidates.length}条同名${row.targetTitle}`}</Tag> : <Tag color="red">{`未找到${row.targetTitle}`}</Tag>,
          },
          { title: '处理', key: 'act', width: 420, render: (_: unknown, row) => <Chooser row={row} onDone={() => void load()} /> },
        ]}
      />
    </Card>
  );
}

export default function TextRefsPage({ title }: ViewProps) {
  return (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <TextRefsView title={title || undefined} />
    </ResourceClientContext.Provider>
  );
}
