// 消息提醒配置 (component key tysz/message-config; issue 14 item 4, docs/workflow-notify.md): per kind of
// notification the files declare, grouped by module, the recipients that replace the file's defaults (roles,
// persons), the channels (the bell always, SMS on or off), the hours of reminder before a deadline; and the
// enterprise's quiet hours, during which SMS are held. Checked in the browser with the server's own rules
// before saving; a refusal of the server is shown at the top.
import { Alert, Button, Card, Input, InputNumber, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { checkMessageConfig, type ConfigProblem, type KindConfig, type QuietHours } from '../../domain/message-config.ts';
import { notifyZh } from '../../domain/i18n/zh/notify.ts';
import { notifyuiZh } from '../../domain/i18n/zh/notifyui.ts';
import type { WhoSpec } from '../../schema/workflow-types.ts';
import { PickSelect } from '../../runtime/pick-select.tsx';
import { sayText, textOf } from '../../runtime/i18n/text-of.ts';
import type { MessageConfigAnswer, MessageConfigSave, MessageKindRow } from '../api/message-config-api.ts';

const t = textOf(notifyuiZh);

export interface MessageConfigViewProps {
  title?: string;
  initial: MessageConfigAnswer;
  /** Saves; answers the new version, or throws the refusal (its message is shown). */
  onSave: (save: MessageConfigSave) => Promise<number>;
  /** Read-only users see the settings without editing them. */
  readOnly?: boolean;
}

/** The file's recipients in words: roles by name, the record's person fields by title, slots by key. */
export function describeWho(who: readonly WhoSpec[], row: Pick<MessageKindRow, 'fieldTitles'>, roleName: (code: string) => string): string {
  const parts = who.map((w) => {
    if ('department' in w) {
      const dep = typeof w.department === 'number' ? String(w.department) : (row.fieldTitles[w.department] ?? w.department);
      return t('notifyui.who.departmentRole', { department: dep, role: roleName(w.role) });
    }
    if ('role' in w) return t('notifyui.who.role', { role: roleName(w.role) });
    if ('field' in w) return w.field === 'creator' ? t('notifyui.who.creator') : t('notifyui.who.field', { field: row.fieldTitles[w.field] ?? w.field });
    return t('notifyui.who.slot', { slot: w.slot });
  });
  return parts.length ? parts.join(t('notifyui.who.separator')) : t('notifyui.who.none');
}

interface Group {
  module: string;
  title: string;
  rows: MessageKindRow[];
}

function groupsOf(kinds: readonly MessageKindRow[]): Group[] {
  const out: Group[] = [];
  for (const k of kinds) {
    const key = k.module ?? '';
    let g = out.find((x) => x.module === key);
    if (!g) {
      g = { module: key, title: k.moduleTitle || t('notifyui.noModule'), rows: [] };
      out.push(g);
    }
    g.rows.push(k);
  }
  return out;
}

export function MessageConfigView({ title, initial, onSave, readOnly = false }: MessageConfigViewProps) {
  const [version, setVersion] = useState(initial.version);
  const [quiet, setQuiet] = useState<QuietHours | null>(initial.quietHours);
  const [kinds, setKinds] = useState<Record<string, KindConfig>>(() => Object.fromEntries(initial.kinds.map((k) => [k.kind, k.config ?? {}])));
  const [problems, setProblems] = useState<ConfigProblem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const roleNames = useMemo(() => new Map(initial.roles.map((r) => [r.code, r.name])), [initial.roles]);
  const roleName = (code: string) => roleNames.get(code) ?? code;
  const groups = useMemo(() => groupsOf(initial.kinds), [initial.kinds]);

  const set = (kind: string, patch: Partial<KindConfig>) => {
    setSaved(false);
    setKinds((all) => {
      const next: KindConfig = { ...all[kind], ...patch };
      for (const key of Object.keys(patch) as (keyof KindConfig)[]) if (patch[key] === undefined) delete next[key];
      return { ...all, [kind]: next };
    });
  };

  const save = async () => {
    setRefusal(null);
    setSaved(false);
    const body: MessageConfigSave = { version, quietHours: quiet, kinds: Object.fromEntries(Object.entries(kinds).filter(([, c]) => Object.keys(c).length)) };
    const found = checkMessageConfig(body, initial.kinds, initial.roles.map((r) => r.code));
    setProblems(found);
    if (found.length) return;
    setSaving(true);
    try {
      setVersion(await onSave(body));
      setSaved(true);
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  const columns = [
    {
      title: t('notifyui.col.kind'),
      key: 'kind',
      width: 220,
      render: (_: unknown, k: MessageKindRow) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{`${k.resourceTitle} · ${k.label}`}</Typography.Text>
          <Tag color={k.type === 'deadline' ? 'orange' : 'blue'}>{k.type === 'deadline' ? t('notifyui.type.deadline') : t('notifyui.type.transition')}</Tag>
        </Space>
      ),
    },
    { title: t('notifyui.col.defaults'), key: 'defaults', width: 200, render: (_: unknown, k: MessageKindRow) => describeWho(k.to, k, roleName) },
    {
      title: t('notifyui.col.roles'),
      key: 'roles',
      width: 220,
      render: (_: unknown, k: MessageKindRow) => (
        <Select
          mode="multiple"
          allowClear
          disabled={readOnly}
          aria-label={t('notifyui.rolesOf', { kind: k.label })}
          placeholder={t('notifyui.useDefaults')}
          style={{ width: '100%' }}
          value={kinds[k.kind]?.roles ?? []}
          options={initial.roles.map((r) => ({ value: r.code, label: r.name }))}
          onChange={(v: string[]) => set(k.kind, { roles: v.length ? v : undefined })}
        />
      ),
    },
    {
      title: t('notifyui.col.persons'),
      key: 'persons',
      width: 220,
      render: (_: unknown, k: MessageKindRow) => (
        <PickSelect
          kind="person"
          multiple
          disabled={readOnly}
          value={kinds[k.kind]?.staffIds ?? []}
          placeholder={t('notifyui.useDefaults')}
          style={{ width: '100%' }}
          onChange={(v) => set(k.kind, { staffIds: Array.isArray(v) && v.length ? v : undefined })}
        />
      ),
    },
    {
      title: t('notifyui.col.channels'),
      key: 'channels',
      width: 170,
      render: (_: unknown, k: MessageKindRow) => (
        <Space direction="vertical" size={4}>
          <Space>
            <Switch size="small" checked disabled aria-label={t('notifyui.bellOf', { kind: k.label })} />
            {t('notifyui.bell')}
          </Space>
          <Space>
            <Switch
              size="small"
              disabled={readOnly}
              aria-label={t('notifyui.smsOf', { kind: k.label })}
              checked={kinds[k.kind]?.sms ?? k.urgent}
              onChange={(on) => set(k.kind, { sms: on === k.urgent ? undefined : on })}
            />
            {t('notifyui.sms')}
          </Space>
        </Space>
      ),
    },
    {
      title: t('notifyui.col.remind'),
      key: 'remind',
      width: 150,
      render: (_: unknown, k: MessageKindRow) =>
        k.type === 'deadline' ? (
          <InputNumber
            min={0}
            max={720}
            precision={0}
            disabled={readOnly}
            aria-label={t('notifyui.remindOf', { kind: k.label })}
            placeholder={String(k.warnBeforeHours ?? 24)}
            value={kinds[k.kind]?.remindBeforeHours ?? null}
            onChange={(v) => set(k.kind, { remindBeforeHours: typeof v === 'number' ? v : undefined })}
            addonAfter={t('notifyui.hours')}
          />
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];

  return (
    <Card
      title={title ?? t('notifyui.title')}
      extra={
        readOnly ? null : (
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('notifyui.save')}
          </Button>
        )
      }
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('notifyui.intro')} />
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('notifyui.problems')}
          description={
            <ul style={{ margin: 0 }}>
              {problems.map((p) => (
                <li key={`${p.field}:${p.message.id}`}>{sayText(p.message, notifyZh)}</li>
              ))}
            </ul>
          }
        />
      )}
      {refusal && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={refusal} />}
      {saved && <Alert type="success" showIcon style={{ marginBottom: 16 }} message={t('notifyui.saved')} />}
      <Card type="inner" size="small" title={t('notifyui.quiet.title')} style={{ marginBottom: 16 }}>
        <Space wrap>
          <Switch
            disabled={readOnly}
            aria-label={t('notifyui.quiet.on')}
            checked={quiet !== null}
            onChange={(on) => {
              setSaved(false);
              setQuiet(on ? { start: '22:00', end: '07:00' } : null);
            }}
          />
          {t('notifyui.quiet.on')}
          {quiet && (
            <>
              <Input
                aria-label={t('notifyui.quiet.start')}
                addonBefore={t('notifyui.quiet.start')}
                style={{ width: 180 }}
                disabled={readOnly}
                value={quiet.start}
                onChange={(e) => setQuiet({ ...quiet, start: e.target.value.trim() })}
              />
              <Input
                aria-label={t('notifyui.quiet.end')}
                addonBefore={t('notifyui.quiet.end')}
                style={{ width: 180 }}
                disabled={readOnly}
                value={quiet.end}
                onChange={(e) => setQuiet({ ...quiet, end: e.target.value.trim() })}
              />
              <Typography.Text type="secondary">{t('notifyui.quiet.hint')}</Typography.Text>
            </>
          )}
        </Space>
      </Card>
      {groups.length === 0 && <Typography.Text type="secondary">{t('notifyui.empty')}</Typography.Text>}
      {groups.map((g) => (
        <Card key={g.module} type="inner" size="small" title={g.title} style={{ marginBottom: 16 }}>
          <Table<MessageKindRow> rowKey="kind" size="small" pagination={false} dataSource={g.rows} columns={columns} scroll={{ x: 1100 }} />
        </Card>
      ))}
    </Card>
  );
}
