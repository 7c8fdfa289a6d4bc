// 从检查条款库导入 (docs/permits.md "Check items from 检查条款库"): the check clauses the enterprise reads (the
// platform's and its own), searched by content and filtered by category and industry as 检查条款库's file offers
// them, picked across pages; 导入所选条款 makes each an item of the library citing it, and says how many were
// added and how many the library already had.
import { Alert, Button, Input, Modal, Select, Space, Table, Tag, Typography, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import { tszyZh } from '../../../domain/i18n/zh/tszy.ts';
import { failureText } from '../../../runtime/client-failure.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { useResourceClient, type ResourceRecord } from '../../../runtime/resource-client.ts';
import type { ResourceFile } from '../../../schema/resource-types.ts';
import { usePagedList } from '../../hooks/use-paged-list.ts';
import { importClauses, type ClauseImportAnswer } from '../../api/check-library-api.ts';

const t = textOf(tszyZh);
const CLAUSES = 'check-clause';
const PAGE_SIZE = 10;

interface Query {
  content: string;
  category?: string;
  industry?: string;
}

export interface ClauseImportDialogProps {
  /** The library the clauses go into. */
  library: { id: number; name: string };
  onClose: () => void;
  /** After a successful import. */
  onImported?: (answer: ClauseImportAnswer) => void;
}

const optionsOf = (file: ResourceFile | null, field: string) =>
  (file?.form.properties[field]?.enum ?? []).map((o) => ({ value: String(o.value), label: o.label }));

/** The picker of check clauses for one library, in a modal. */
export function ClauseImportDialog({ library, onClose, onImported }: ClauseImportDialogProps) {
  const client = useResourceClient();
  const [file, setFile] = useState<ResourceFile | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [typed, setTyped] = useState('');

  useEffect(() => {
    let live = true;
    client.schema(CLAUSES).then(
      (a) => live && setFile(a.resource),
      (e: unknown) => live && setError(failureText(e, t('tszy.clause.ui.loadFailed'))),
    );
    return () => {
      live = false;
    };
  }, [client]);

  const read = useCallback(
    async (q: Query, page: number, limit: number) => {
      if (!file) return { rows: [] as ResourceRecord[], total: 0 };
      const params = { page, limit, ...(q.content ? { content: q.content } : {}), ...(q.category ? { category: q.category } : {}), ...(q.industry ? { industry: q.industry } : {}) };
      const a = await client.list(file, params);
      return { rows: a.rows, total: a.total };
    },
    [client, file],
  );
  const list = usePagedList<Query, ResourceRecord>(read, { content: '' }, PAGE_SIZE);
  const category = optionsOf(file, 'category');
  const industry = optionsOf(file, 'industry');
  const labelOf = (options: { value: string; label: string }[], v: unknown) => options.find((o) => o.value === v)?.label ?? (v ? String(v) : '-');

  const columns: ColumnsType<ResourceRecord> = [
    { key: 'category', title: t('tszy.clause.ui.category'), width: 100, render: (_v, r) => <Tag>{labelOf(category, r.category)}</Tag> },
    { key: 'content', title: t('tszy.clause.ui.content'), render: (_v, r) => String(r.content ?? '') },
    { key: 'basisNo', title: t('tszy.clause.ui.basis'), width: 170, render: (_v, r) => String(r.basisNo ?? '-') },
    { key: 'clauseNo', title: t('tszy.clause.ui.clauseNo'), width: 80, render: (_v, r) => String(r.clauseNo ?? '-') },
    { key: 'industry', title: t('tszy.clause.ui.industry'), width: 90, render: (_v, r) => labelOf(industry, r.industry) },
  ];

  const submit = async () => {
    if (chosen.length === 0) {
      setError(t('tszy.clause.ui.noneChosen'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await importClauses(library.id, chosen);
      void message.success(t('tszy.clause.ui.done', { added: answer.added, already: answer.already }));
      onImported?.(answer);
      onClose();
    } catch (e) {
      setError(failureText(e, t('tszy.clause.ui.loadFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={960}
      title={t('tszy.clause.ui.title', { library: library.name })}
      onCancel={onClose}
      footer={[
        <Typography.Text key="count" type="secondary" style={{ marginRight: 12 }} data-testid="clause-import-count">
          {t('tszy.clause.ui.chosen', { count: chosen.length })}
        </Typography.Text>,
        <Button key="ok" type="primary" loading={busy} onClick={() => void submit()} data-testid="clause-import-ok">
          {t('tszy.clause.ui.ok')}
        </Button>,
      ]}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('tszy.clause.ui.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => list.search({ ...list.query, content: v.trim() })}
          style={{ width: 260 }}
          data-testid="clause-import-search"
        />
        <Select allowClear placeholder={t('tszy.clause.ui.category')} options={category} style={{ width: 150 }} onChange={(v?: string) => list.search({ ...list.query, category: v })} />
        <Select allowClear placeholder={t('tszy.clause.ui.industry')} options={industry} style={{ width: 150 }} onChange={(v?: string) => list.search({ ...list.query, industry: v })} />
      </Space>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="clause-import-error" /> : null}
      <Table<ResourceRecord>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading || (!file && !error)}
        pagination={list.pagination((total) => t('tszy.clause.ui.total', { total }))}
        rowSelection={{ selectedRowKeys: chosen, preserveSelectedRowKeys: true, onChange: (keys) => setChosen(keys.map(Number)) }}
        data-testid="clause-import-table"
      />
    </Modal>
  );
}
