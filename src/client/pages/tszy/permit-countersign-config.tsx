// 动土、断路作业会签部门 on 流程配置 (issue 16 item 2): for each of the two kinds, the departments that countersign a
// permit after 所在单位 and before 审批部门, and who in each may sign (staff). The enterprise administrator adds
// departments (by name, or the default set 供水 供电 供汽 工艺 设备 消防 安全), removes them, picks the signers and saves
// (POST /tszy/countersignConfig); the server refuses a department without a signer, a duplicate or an unknown person
// naming the field, and the reason is shown. Others see the departments read-only.
import { Alert, Button, Card, Flex, Input, Select, Table, Typography, message } from 'antd';
import { useEffect, useState } from 'react';
import type { CountersignKind } from '../../../domain/permit-countersign.ts';
import { permitCountersignZh } from '../../../domain/i18n/zh/permit-countersign.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { PickOption } from '../../../runtime/resource-client.ts';
import { ApiError } from '../../api/api-error.ts';
import { searchPeople } from '../../api/pick-options-http.ts';
import { permitCountersignApi, type CountersignConfigView } from '../../api/permit-countersign-api.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { kindShortName, reasonOf } from './permit-labels.ts';

const t = textOf(permitCountersignZh);

export interface PermitCountersignConfigProps {
  /** Reads and saves (default: the HTTP API; stories pass their own). */
  api?: typeof permitCountersignApi;
  /** The staff search (default: /user/staffinfo/list). */
  search?: (query: string) => Promise<PickOption[]>;
}

interface Row {
  key: number;
  name: string;
  signers: { id: number; name: string | null }[];
}
type Rows = Record<CountersignKind, Row[]>;

let rowKeys = 0;
const rowsOf = (view: CountersignConfigView): Rows =>
  Object.fromEntries(view.kinds.map((k) => [k.zuoYeLeiXing, k.departments.map((d) => ({ key: ++rowKeys, name: d.name, signers: d.signers }))])) as Rows;

function SignerSelect({ row, disabled, search, onChange }: { row: Row; disabled: boolean; search: (q: string) => Promise<PickOption[]>; onChange: (s: Row['signers']) => void }) {
  const [found, setFound] = useState<PickOption[]>([]);
  const [query, setQuery] = useState('');
  useEffect(() => {
    let live = true;
    if (!disabled) search(query).then((r) => live && setFound(r), () => live && setFound([]));
    return () => {
      live = false;
    };
  }, [query, search, disabled]);
  const known = new Map<number, string>(row.signers.map((s) => [s.id, s.name ?? String(s.id)]));
  for (const p of found) known.set(p.id, p.name);
  return (
    <Select
      mode="multiple"
      showSearch
      filterOption={false}
      aria-label={t('permitsui.countersign.signers') + ' ' + (row.name || '')}
      placeholder={t('permitsui.countersign.pickSigners')}
      disabled={disabled}
      style={{ width: '100%' }}
      value={row.signers.map((s) => s.id)}
      options={[...known].map(([id, name]) => ({ value: id, label: name }))}
      onSearch={setQuery}
      onChange={(ids: number[]) => onChange(ids.map((id) => ({ id, name: known.get(id) ?? null })))}
    />
  );
}

export function PermitCountersignConfig({ api = permitCountersignApi, search = searchPeople }: PermitCountersignConfigProps) {
  const isAdmin = useSessionStore((s) => !s.isView && s.roles.includes('qyUser'));
  const [view, setView] = useState<CountersignConfigView | null | 'failed' | 'hidden'>(null);
  const [kind, setKind] = useState<CountersignKind>('DONG_TU');
  const [rows, setRows] = useState<Rows>({ DONG_TU: [], DUAN_LU: [] });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.load().then(
      (v) => {
        if (!live) return;
        setView(v);
        setRows(rowsOf(v));
      },
      (e: unknown) => live && setView(e instanceof ApiError && e.status === 403 ? 'hidden' : 'failed'),
    );
    return () => {
      live = false;
    };
  }, [api]);

  if (view === 'hidden') return null;
  if (view === null) return <Card size="small" loading title={t('permitsui.countersign.title')} style={{ marginBottom: 16 }} />;
  if (view === 'failed') return <Alert type="warning" showIcon message={t('permitsui.countersign.title')} style={{ marginBottom: 16 }} />;

  const list = rows[kind];
  const setList = (next: Row[]) => setRows((r) => ({ ...r, [kind]: next }));
  const change = (key: number, patch: Partial<Row>) => setList(list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const addDefaults = () => {
    const have = new Set(list.map((r) => r.name.trim()));
    setList([...list, ...view.defaults.filter((d) => !have.has(d)).map((name) => ({ key: ++rowKeys, name, signers: [] }))]);
  };
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const next = await api.save({ [kind]: list.map((r) => ({ name: r.name, signers: r.signers.map((s) => s.id) })) });
      setView(next);
      setRows(rowsOf(next));
      void message.success(t('permitsui.countersign.saved'));
    } catch (e) {
      setError(reasonOf(e, t('permitsui.countersign.save')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card
      size="small"
      title={t('permitsui.countersign.title')}
      style={{ marginBottom: 16 }}
      data-testid="permit-countersign-config"
      extra={
        <Select
          aria-label={t('permitsui.countersign.kind')}
          value={kind}
          style={{ width: 120 }}
          options={view.kinds.map((k) => ({ value: k.zuoYeLeiXing, label: kindShortName(k.zuoYeLeiXing) }))}
          onChange={(k: CountersignKind) => {
            setKind(k);
            setError(null);
          }}
        />
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('permitsui.countersign.hint')}</Typography.Text>
        <Table<Row>
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={list}
          locale={{ emptyText: t('permitsui.countersign.none') }}
          columns={[
            {
              key: 'name',
              title: t('permitsui.countersign.department'),
              width: 200,
              render: (_, r) => (
                <Input
                  aria-label={t('permitsui.countersign.departmentName')}
                  value={r.name}
                  maxLength={50}
                  disabled={!isAdmin || saving}
                  onChange={(e) => change(r.key, { name: e.target.value })}
                />
              ),
            },
            {
              key: 'signers',
              title: t('permitsui.countersign.signers'),
              render: (_, r) => <SignerSelect row={r} disabled={!isAdmin || saving} search={search} onChange={(signers) => change(r.key, { signers })} />,
            },
            ...(isAdmin
              ? [
                  {
                    key: 'remove',
                    width: 80,
                    render: (_: unknown, r: Row) => (
                      <Button type="link" danger disabled={saving} onClick={() => setList(list.filter((x) => x.key !== r.key))}>
                        {t('permitsui.countersign.remove')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
        {error && <Alert type="error" showIcon message={error} />}
        {isAdmin && (
          <Flex gap={8}>
            <Button onClick={() => setList([...list, { key: ++rowKeys, name: '', signers: [] }])} disabled={saving}>
              {t('permitsui.countersign.add')}
            </Button>
            <Button onClick={addDefaults} disabled={saving}>
              {t('permitsui.countersign.addDefaults')}
            </Button>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {t('permitsui.countersign.save')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
