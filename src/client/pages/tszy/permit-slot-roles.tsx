// 特殊作业审批环节 on 流程配置 (issue 16 item 2: the permit slots' screen /tszy/roleConfig lacked): for the kind picked,
// each grade's slots in force (GET /tszy/roleConfig) with the roles that sign them. The enterprise administrator
// picks the roles per grade and slot and saves (POST /tszy/roleConfig takes the whole configuration: only this kind's
// part changes, src/domain/slot-roles-config.ts), undoes the changes, or restores the kind's GB 30871 defaults (asked
// once more). An approval slot without a role is said at the slot and not sent; a refused save shows the server's
// reason naming the slot; others see the roles read-only.
import { Alert, Button, Card, Flex, Popconfirm, Select, Table, Typography, message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { ApprovalSlot } from '../../../domain/approval-slots.ts';
import type { PermitKind } from '../../../domain/permit-kinds.ts';
import { kindSlotConfig, NO_GRADE, withKindConfig, type ChosenSlotRoles } from '../../../domain/slot-roles-config.ts';
import { ApiError } from '../../api/api-error.ts';
import { permitSlotConfigApi, type AssignableRole, type SlotRolesView } from '../../api/permit-slot-config-api.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { gradeName, kindShortName, reasonOf, slotTitle, t } from './permit-labels.ts';

export interface PermitSlotRolesProps {
  /** Reads and saves (default: the HTTP API; stories pass their own). */
  api?: typeof permitSlotConfigApi;
}

type Kind = SlotRolesView['kinds'][number];
type Chosen = Record<string, Record<string, string[]>>;

/** The roles in force of every grade and slot of `kind`, as the screen edits them. */
const chosenOf = (kind: Kind): Chosen =>
  Object.fromEntries(kind.grades.map((g) => [g.jiBie ?? NO_GRADE, Object.fromEntries(g.slots.map((s) => [s.key, [...s.roles]]))]));

/** The approval slots left without a role. */
function slotsWithoutRole(kind: Kind, chosen: Chosen): ApprovalSlot[] {
  return kind.grades.flatMap((g) => g.slots.filter((s) => s.phase === 'approve' && !chosen[g.jiBie ?? NO_GRADE]?.[s.key]?.length));
}

export function PermitSlotRoles({ api = permitSlotConfigApi }: PermitSlotRolesProps) {
  const isAdmin = useSessionStore((s) => !s.isView && s.roles.includes('qyUser'));
  const [view, setView] = useState<SlotRolesView | null | 'failed' | 'hidden'>(null);
  const [roles, setRoles] = useState<AssignableRole[]>([]);
  const [kindKey, setKindKey] = useState<PermitKind>('DONG_HUO');
  const [chosen, setChosen] = useState<Chosen>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([api.load(), api.roles()]).then(
      ([v, r]) => {
        if (!live) return;
        setView(v);
        setRoles(r);
      },
      // Not allowed to read it (特殊作业 not opened for the enterprise): the page shows nothing of special work.
      (e: unknown) => live && setView(e instanceof ApiError && e.status === 403 ? 'hidden' : 'failed'),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const kind = view && view !== 'failed' && view !== 'hidden' ? view.kinds.find((k) => k.zuoYeLeiXing === kindKey) : undefined;
  useEffect(() => {
    if (kind) setChosen(chosenOf(kind));
    setError(null);
  }, [kind]);
  const stored = useMemo(() => (kind ? JSON.stringify(chosenOf(kind)) : ''), [kind]);

  if (view === 'hidden') return null;
  if (view === null) return <Card size="small" loading title={t('permitsui.slotRoles.title')} style={{ marginBottom: 16 }} />;
  if (view === 'failed') return <Alert type="warning" showIcon message={t('permitsui.slotRoles.loadFailed')} style={{ marginBottom: 16 }} />;
  if (!kind) return null;

  const dirty = JSON.stringify(chosen) !== stored;
  const missing = slotsWithoutRole(kind, chosen);
  const options = roles.map((r) => ({ value: r.code, label: r.name }));
  const send = async (part: ReturnType<typeof kindSlotConfig>, done: string) => {
    setSaving(true);
    setError(null);
    try {
      setView(await api.save(withKindConfig(view.config, kind.zuoYeLeiXing, part)));
      void message.success(done);
    } catch (e) {
      setError(reasonOf(e, t('permitsui.action.failed')));
    } finally {
      setSaving(false);
    }
  };
  const kindName = kindShortName(kind.zuoYeLeiXing);
  const graded = kind.grades.some((g) => g.jiBie !== null);
  return (
    <Card
      size="small"
      title={t('permitsui.slotRoles.title')}
      style={{ marginBottom: 16 }}
      data-testid="permit-slot-roles"
      extra={
        <Select
          aria-label={t('permitsui.slotRoles.kind')}
          value={kindKey}
          style={{ width: 160 }}
          options={view.kinds.map((k) => ({ value: k.zuoYeLeiXing, label: kindShortName(k.zuoYeLeiXing) }))}
          onChange={setKindKey}
        />
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('permitsui.slotRoles.help')}</Typography.Text>
        {!isAdmin && <Alert type="info" showIcon message={t('permitsui.slotRoles.readOnly')} />}
        {kind.grades.every((g) => !g.slots.length) && <Typography.Text>{t('permitsui.slotRoles.noSlots', { kind: kindName })}</Typography.Text>}
        {kind.grades
          .filter((g) => g.slots.length)
          .map((g) => {
            const key = g.jiBie ?? NO_GRADE;
            const grade = graded ? gradeName(g.jiBie, null) : '';
            return (
              <Table<ApprovalSlot>
                key={key}
                size="small"
                rowKey="key"
                pagination={false}
                title={graded ? () => <Typography.Text strong>{grade}</Typography.Text> : undefined}
                dataSource={g.slots}
                columns={[
                  { key: 'slot', title: t('permitsui.slotRoles.slot'), width: 180, render: (_, s) => slotTitle(s.title) },
                  { key: 'phase', title: t('permitsui.slotRoles.phase'), width: 80, render: (_, s) => t(`permitsui.phase.${s.phase}`) },
                  {
                    key: 'roles',
                    title: t('permitsui.slotRoles.roles'),
                    render: (_, s) => {
                      const value = chosen[key]?.[s.key] ?? [];
                      const empty = s.phase === 'approve' && !value.length;
                      return (
                        <Flex vertical>
                          <Select
                            mode="multiple"
                            aria-label={t('permitsui.slotRoles.rolesOf', { grade, slot: slotTitle(s.title) })}
                            value={value}
                            options={options}
                            disabled={!isAdmin || saving}
                            status={empty ? 'error' : undefined}
                            placeholder={t('permitsui.slotRoles.anyone')}
                            style={{ width: '100%' }}
                            onChange={(next: string[]) => setChosen((c) => ({ ...c, [key]: { ...c[key], [s.key]: next } }))}
                          />
                          {empty && <Typography.Text type="danger">{t('permitsui.slotRoles.needRole', { slot: slotTitle(s.title) })}</Typography.Text>}
                        </Flex>
                      );
                    },
                  },
                ]}
              />
            );
          })}
        {error && <Alert type="error" showIcon message={error} />}
        {isAdmin && kind.grades.some((g) => g.slots.length) && (
          <Flex gap={8}>
            <Button type="primary" loading={saving} disabled={!dirty || missing.length > 0} onClick={() => void send(kindSlotConfig(kind.zuoYeLeiXing, chosen as ChosenSlotRoles), t('permitsui.slotRoles.saved'))}>
              {t('permitsui.slotRoles.save')}
            </Button>
            <Button disabled={!dirty || saving} onClick={() => setChosen(chosenOf(kind))}>
              {t('permitsui.slotRoles.undo')}
            </Button>
            <Popconfirm title={t('permitsui.slotRoles.resetAsk', { kind: kindName })} onConfirm={() => void send(undefined, t('permitsui.slotRoles.resetDone'))}>
              <Button disabled={saving || !view.config[kind.zuoYeLeiXing]}>{t('permitsui.slotRoles.reset')}</Button>
            </Popconfirm>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
