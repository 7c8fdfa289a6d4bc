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
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

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
          placeholder={t('shell.textRefs.pleaseChoose', { targetTitle: row.targetTitle })}
          style={{ width: 180 }}
        />
      ) : (
        <Select
          aria-label={t('shell.textRefs.choose', { targetTitle: row.targetTitle })}
          value={picked}
          onChange={setPicked}
          placeholder={row.candidates.length ? t('shell.textRefs.pleaseChoose', { targetTitle: row.targetTitle }) : t('shell.textRefs.noCandidates')}
          options={row.candidates.map((c) => ({ value: c.id, label: t('shell.textRefs.candidate', { label: c.label, id: c.id }) }))}
          style={{ width: 180 }}
        />
      )}
      <Button type="primary" disabled={picked === undefined} loading={busy} onClick={() => void send('resolve', { id: row.id, targetId: picked }, t('shell.textRefs.written'))}>
        {t('shell.common.ok')}
      </Button>
      {row.canCreate && (
        <Popconfirm title={t('shell.textRefs.addConfirm', { text: row.text, targetTitle: row.targetTitle })} onConfirm={() => send('create', { id: row.id }, t('shell.textRefs.added', { targetTitle: row.targetTitle }))}>
          <Button loading={busy}>{t('shell.textRefs.addFromText')}</Button>
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
    <Card title={title ?? t('shell.textRefs.title')}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('shell.textRefs.intro')}
      />
      <Table<UnmatchedText>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={{ current: page, pageSize: 20, total, onChange: setPage, showTotal: (n) => t('shell.common.total', { n }) }}
        columns={[
          { title: t('shell.textRefs.resource'), dataIndex: 'resourceTitle', width: 140 },
          { title: t('shell.textRefs.recordId'), dataIndex: 'recordId', width: 90 },
          { title: t('shell.textRefs.field'), dataIndex: 'fieldTitle', width: 140 },
          { title: t('shell.textRefs.originalText'), dataIndex: 'text', render: (t: string) => <Typography.Text strong>{t}</Typography.Text> },
          {
            title: t('shell.textRefs.reason'),
            dataIndex: 'reason',
            width: 150,
            render: (r: UnmatchedText['reason'], row) =>
              r === 'many' ? <Tag color="orange">{t('shell.textRefs.severalFound', { length: row.candidates.length, targetTitle: row.targetTitle })}</Tag> : <Tag color="red">{t('shell.textRefs.notFound', { targetTitle: row.targetTitle })}</Tag>,
          },
          { title: t('shell.textRefs.resolve'), key: 'act', width: 420, render: (_: unknown, row) => <Chooser row={row} onDone={() => void load()} /> },
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
