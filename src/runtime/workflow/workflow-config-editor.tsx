// 流程配置 (tysz/workflow): the enterprise's workflows (`GET /workflow/config`), each drawn as a diagram of its
// states, with who acts on each transition (the file's parties, and the enterprise's roles and slots), the
// holders of its approval slots (persons, roles), saved with `PUT /workflow/config/{resource}` and the version
// it was read at (a stale version answers 409: reload), and the list of stored versions. The states never change.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Modal, Result, Select, Space, Spin, Table, Tag, Typography, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { WhoSpec } from '../../schema/workflow-types.ts';
import { failureText } from '../client-failure.ts';
import { PickSelect } from '../pick-select.tsx';
import { StateDiagram } from './state-diagram.tsx';
import type { DiagramTransition } from './state-diagram-layout.ts';
import { StateTag } from './state-tag.tsx';
import { labelOf } from './workflow-labels.ts';
import { configDraft, configInput, rolesNamed, whoDraft, type ConfigDraft, type WhoDraft } from './who-draft.ts';
import { useWorkflowClient, type ConfigTransition, type ConfigVersion, type WorkflowConfigEntry } from './workflow-client.ts';
import { wfuiZh } from '../../domain/i18n/zh/wfui.ts';
import { textOf } from '../i18n/text-of.ts';
import { historyTime } from './history-timeline.tsx';

const t = textOf(wfuiZh);

/** The platform's roles (spec 001 §6), offered in every roles select. */
const PLATFORM_ROLES = ['qyUser', 'qyStaff', 'readonlyUser'] as const;
const ROLE_IDS = { admin: 'wfui.role.admin', qyUser: 'wfui.role.qyUser', qyStaff: 'wfui.role.qyStaff', readonlyUser: 'wfui.role.readonlyUser' } as const;

export function roleName(role: string): string {
  const id = (ROLE_IDS as Record<string, (typeof ROLE_IDS)[keyof typeof ROLE_IDS] | undefined>)[role];
  return id ? t(id) : role;
}

/** The ways out of a state with `approval` (approved, returned), drawn like transitions. */
export function approvalEdges(entry: Pick<WorkflowConfigEntry, 'states'>): DiagramTransition[] {
  return entry.states.flatMap((s) =>
    s.approval
      ? [
          { action: `approval:${s.key}:approved`, label: t('wfui.config.approvedEdge'), from: [s.key], to: s.approval.approved },
          { action: `approval:${s.key}:returned`, label: t('wfui.config.returnedEdge'), from: [s.key], to: s.approval.returned },
        ]
      : [],
  );
}

function slotTitle(entry: WorkflowConfigEntry, key: string): string {
  return entry.slots.find((s) => s.key === key)?.title ?? key;
}

/** A party as a tag: 角色 / 记录字段 / 部门角色 / 槽位. */
export function WhoTag({ who, entry }: { who: WhoSpec; entry: WorkflowConfigEntry }) {
  if ('slot' in who) return <Tag color="purple">{t('wfui.who.slot', { name: slotTitle(entry, who.slot) })}</Tag>;
  if ('department' in who) return <Tag color="cyan">{t('wfui.who.department', { department: String(who.department), role: roleName(who.role) })}</Tag>;
  if ('field' in who) return <Tag color="geekblue">{who.field === 'creator' ? t('wfui.who.creator') : t('wfui.who.field', { field: who.field })}</Tag>;
  return <Tag color="blue">{t('wfui.who.role', { role: roleName(who.role) })}</Tag>;
}

function VersionsButton({ resource }: { resource: string }) {
  const client = useWorkflowClient();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<ConfigVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open || !client) return;
    let live = true;
    setRows(null);
    client.versions(resource).then(
      (v) => live && setRows(v ?? []),
      (e: unknown) => live && setError(failureText(e, t('wfui.config.versionsFailed'))),
    );
    return () => {
      live = false;
    };
  }, [open, client, resource]);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('wfui.config.versions')}
      </Button>
      <Modal open={open} title={t('wfui.config.versions')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        {error ? (
          <Alert type="error" showIcon message={error} />
        ) : (
          <Table<ConfigVersion>
            size="small"
            rowKey="version"
            loading={rows === null}
            pagination={false}
            dataSource={rows ?? []}
            locale={{ emptyText: t('wfui.config.noVersions') }}
            columns={[
              { key: 'version', title: t('wfui.config.version'), dataIndex: 'version' },
              { key: 'savedAt', title: t('wfui.config.savedAt'), render: (_: unknown, v) => (v.savedAt ? historyTime(v.savedAt) : '—') },
              { key: 'savedBy', title: t('wfui.config.savedBy'), render: (_: unknown, v) => v.savedByName ?? (v.savedBy !== null && v.savedBy !== undefined ? String(v.savedBy) : '—') },
            ]}
          />
        )}
      </Modal>
    </>
  );
}

interface CardProps {
  entry: WorkflowConfigEntry;
  roleOptions: string[];
  onSaved: () => void;
}

/** One workflow: its diagram, who acts on each transition, its slots, 保存. */
export function WorkflowConfigCard({ entry, roleOptions, onSaved }: CardProps) {
  const client = useWorkflowClient();
  const [draft, setDraft] = useState<ConfigDraft>(() => configDraft(entry));
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const [hover, setHover] = useState<string | undefined>();
  useEffect(() => {
    setDraft(configDraft(entry));
    setStale(false);
  }, [entry]);
  const roles = roleOptions.map((r) => ({ label: roleName(r), value: r }));
  const setWho = (action: string, patch: Partial<WhoDraft>) =>
    setDraft((d) => ({ ...d, who: { ...d.who, [action]: { ...d.who[action], ...patch } } }));
  const states = entry.states.map((s) => ({ key: s.key, label: labelOf(s), color: s.color, terminal: s.terminal }));
  const columns: ColumnsType<ConfigTransition> = [
    { key: 'label', title: t('wfui.config.action'), render: (_: unknown, x) => <Typography.Text strong>{labelOf(x)}</Typography.Text> },
    {
      key: 'path',
      title: t('wfui.config.path'),
      render: (_: unknown, x) => (
        <span>
          {x.from.map((f) => <StateTag key={f} workflow={entry} state={f} />)}→ <StateTag workflow={entry} state={x.to} />
        </span>
      ),
    },
    {
      key: 'file',
      title: t('wfui.config.fileWho'),
      render: (_: unknown, x) => (x.who.length ? x.who.map((w, i) => <WhoTag key={i} who={w} entry={entry} />) : <Typography.Text type="secondary">{t('wfui.config.writers')}</Typography.Text>),
    },
    {
      key: 'roles',
      title: t('wfui.config.roles'),
      width: 240,
      render: (_: unknown, x) => (
        <Select
          mode="tags"
          style={{ width: '100%' }}
          aria-label={t('wfui.config.rolesOf', { action: labelOf(x) })}
          options={roles}
          value={draft.who[x.action]?.roles ?? []}
          onChange={(v: string[]) => setWho(x.action, { roles: v })}
        />
      ),
    },
  ];
  if (entry.slots.length > 0) {
    columns.push({
      key: 'slots',
      title: t('wfui.config.slots'),
      width: 200,
      render: (_: unknown, x) => (
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          aria-label={t('wfui.config.slotsOf', { action: labelOf(x) })}
          options={entry.slots.map((s) => ({ label: s.title ?? s.key, value: s.key }))}
          value={draft.who[x.action]?.slots ?? []}
          onChange={(v: string[]) => setWho(x.action, { slots: v })}
        />
      ),
    });
  }
  columns.push({
    key: 'kept',
    title: t('wfui.config.kept'),
    render: (_: unknown, x) => (
      <Space size={4} wrap>
        {(draft.who[x.action]?.kept ?? []).map((w, i) => <WhoTag key={i} who={w} entry={entry} />)}
        <Button size="small" type="link" onClick={() => setDraft((d) => ({ ...d, who: { ...d.who, [x.action]: whoDraft(x.who) } }))}>
          {t('wfui.config.restore')}
        </Button>
      </Space>
    ),
  });

  const save = async () => {
    if (!client) return;
    setSaving(true);
    try {
      await client.saveConfig(entry.resource, configInput(entry, draft));
      void message.success(t('wfui.config.saved'));
      onSaved();
    } catch (e) {
      if ((e as { status?: number } | null)?.status === 409) setStale(true);
      else void message.error(failureText(e, t('wfui.config.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      data-testid={`workflow-config-${entry.resource}`}
      title={
        <Space>
          {entry.title}
          <Tag>{t('wfui.config.versionTag', { version: entry.version })}</Tag>
        </Space>
      }
      extra={<VersionsButton resource={entry.resource} />}
    >
      <Flex vertical gap={16}>
        {stale && (
          <Alert
            type="warning"
            showIcon
            message={t('wfui.config.stale')}
            action={
              <Button size="small" onClick={onSaved}>
                {t('wfui.config.reload')}
              </Button>
            }
          />
        )}
        <div style={{ overflowX: 'auto' }}>
          <StateDiagram states={states} transitions={[...entry.transitions.map((x) => ({ ...x, label: labelOf(x) })), ...approvalEdges(entry)]} highlight={hover} />
        </div>
        <Table<ConfigTransition>
          size="small"
          rowKey="action"
          pagination={false}
          columns={columns}
          dataSource={entry.transitions}
          scroll={{ x: 'max-content' }}
          onRow={(x) => ({ onMouseEnter: () => setHover(x.action), onMouseLeave: () => setHover(undefined) })}
        />
        {entry.slots.length > 0 && (
          <Flex vertical gap={8}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('wfui.config.slotHolders')}
            </Typography.Title>
            {entry.slots.map((s) => (
              <Flex key={s.key} gap={8} align="center" wrap data-slot={s.key}>
                <Typography.Text style={{ minWidth: 120 }}>{s.title ?? s.key}</Typography.Text>
                <PickSelect
                  kind="person"
                  multiple
                  style={{ width: 320 }}
                  placeholder={t('wfui.config.persons')}
                  value={draft.slots[s.key]?.staffIds ?? []}
                  onChange={(v) =>
                    setDraft((d) => ({ ...d, slots: { ...d.slots, [s.key]: { roles: d.slots[s.key]?.roles ?? [], staffIds: Array.isArray(v) ? v : v === undefined ? [] : [v] } } }))
                  }
                />
                <Select
                  mode="tags"
                  style={{ width: 240 }}
                  placeholder={t('wfui.config.roles')}
                  options={roles}
                  value={draft.slots[s.key]?.roles ?? []}
                  onChange={(v: string[]) => setDraft((d) => ({ ...d, slots: { ...d.slots, [s.key]: { staffIds: d.slots[s.key]?.staffIds ?? [], roles: v } } }))}
                />
              </Flex>
            ))}
          </Flex>
        )}
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => setDraft(configDraft(entry))}>{t('wfui.config.reset')}</Button>
          <Button type="primary" loading={saving} disabled={stale} onClick={() => void save()}>
            {t('wfui.config.save')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/** The page's body: every workflow of the enterprise. */
export function WorkflowConfigEditor() {
  const client = useWorkflowClient();
  const [entries, setEntries] = useState<WorkflowConfigEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  useEffect(() => {
    if (!client) return;
    let live = true;
    setError(null);
    client.config().then(
      (list) => live && setEntries(list ?? []),
      (e: unknown) => live && setError(failureText(e, t('wfui.config.loadFailed'))),
    );
    return () => {
      live = false;
    };
  }, [client, attempt]);
  const roleOptions = useMemo(() => [...new Set([...PLATFORM_ROLES, ...rolesNamed(entries ?? [])])], [entries]);
  if (error) {
    return (
      <Result
        status="error"
        title={t('wfui.config.loadFailed')}
        subTitle={error}
        extra={
          <Button type="primary" onClick={reload}>
            {t('wfui.retry')}
          </Button>
        }
      />
    );
  }
  if (!entries) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label={t('wfui.loading')} />
      </Flex>
    );
  }
  if (entries.length === 0) return <Empty description={t('wfui.config.none')} />;
  return (
    <Flex vertical gap={16} data-testid="workflow-config">
      <Typography.Text type="secondary">{t('wfui.config.hint')}</Typography.Text>
      {entries.map((e) => (
        <WorkflowConfigCard key={`${e.resource}@${e.version}`} entry={e} roleOptions={roleOptions} onSaved={reload} />
      ))}
    </Flex>
  );
}
