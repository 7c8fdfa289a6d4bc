// 班次日历 (component key tysz/shift-calendar; issue 14 item 5, GET/PUT /workflow/shifts): the enterprise's
// one shift calendar, edited by its administrator: the shifts with their times (a shift ending before it
// starts crosses midnight and belongs to the day it starts), the teams, and the rotation (from a first day,
// one team per shift for each day of the cycle), with the next 14 days' duty previewed as it is edited. The
// server checks the whole calendar; its refusals (naming the field) are listed above the form.
import { Alert, Button, Card, Input, Select, Space, Table, Tag, Typography, message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { scheduleuiZh } from '../../domain/i18n/zh/scheduleui.ts';
import { dateOfDay, localDay, minutesOf, shiftsOfDay, type ShiftCalendar, type ShiftDef } from '../../domain/schedule-calendar.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';
import { ApiError, request } from '../api/http.ts';
import { ROLE_ADMIN } from '../router/permission-rules.ts';
import { useSessionStore } from '../stores/session-store.ts';
import type { ViewProps } from '../router/view-registry.ts';

const t = textOf(scheduleuiZh);
export const SHIFTS_URL = '/workflow/shifts';
/** Who may change the calendar: the enterprise administrator and the platform's. */
const WRITERS = ['qyUser', ROLE_ADMIN];
const PREVIEW_DAYS = 14;

const blank = (): ShiftCalendar => ({ shifts: [], teams: [], rotation: { anchorDate: dateOfDay(localDay(new Date())), pattern: [] } });

/** The rotation's rows kept one team per shift as shifts come and go. */
function fitPattern(pattern: string[][], width: number): string[][] {
  return pattern.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''));
}

export default function ShiftCalendarPage({ title }: ViewProps) {
  const canEdit = useSessionStore((s) => !s.isView && s.roles.some((r) => WRITERS.includes(r)));
  const [cal, setCal] = useState<ShiftCalendar | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    request<ShiftCalendar | null>({ method: 'GET', url: SHIFTS_URL, silent: true })
      .then((body) => live && setCal(body.data ?? blank()))
      .catch((e: unknown) => live && setLoadError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, []);

  const preview = useMemo(() => {
    if (!cal || cal.shifts.length === 0) return [];
    const today = localDay(new Date());
    return Array.from({ length: PREVIEW_DAYS }, (_, i) => {
      const day = today + i;
      const periods = shiftsOfDay(cal, day);
      return { key: day, date: dateOfDay(day), ...Object.fromEntries(periods.map((p) => [p.shift ?? '', p.team ?? '—'])) };
    });
  }, [cal]);

  if (loadError) return <Alert type="error" showIcon message={t('scheduleui.loadFailed', { error: loadError })} />;
  if (!cal) return <Typography.Text type="secondary">{t('scheduleui.loading')}</Typography.Text>;

  const setShifts = (shifts: ShiftDef[]) => setCal({ ...cal, shifts, rotation: { ...cal.rotation, pattern: fitPattern(cal.rotation.pattern, shifts.length) } });
  const editShift = (i: number, patch: Partial<ShiftDef>) => setShifts(cal.shifts.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const setPattern = (pattern: string[][]) => setCal({ ...cal, rotation: { ...cal.rotation, pattern } });
  const teamOptions = cal.teams.map((team) => ({ value: team, label: team }));

  const save = async () => {
    setSaving(true);
    setProblems([]);
    try {
      const body = await request<ShiftCalendar>({ method: 'PUT', url: SHIFTS_URL, data: cal, silent: true });
      if (body.data) setCal(body.data);
      void message.success(t('scheduleui.saved'));
    } catch (e) {
      setProblems(e instanceof ApiError && e.errors.length ? e.errors.map((x) => x.message) : [e instanceof Error ? e.message : String(e)]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="shift-calendar">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title || t('scheduleui.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('scheduleui.intro')}
      </Typography.Paragraph>
      {!canEdit && <Alert type="info" showIcon message={t('scheduleui.readOnly')} />}
      {cal.shifts.length === 0 && <Alert type="warning" showIcon message={t('scheduleui.empty')} />}
      {problems.length > 0 && <Alert type="error" showIcon data-testid="shift-problems" message={problems.map((p) => <div key={p}>{p}</div>)} />}

      <Card size="small" title={t('scheduleui.shifts')}>
        <Table<ShiftDef & { i: number }>
          size="small"
          pagination={false}
          rowKey="i"
          dataSource={cal.shifts.map((s, i) => ({ ...s, i }))}
          columns={[
            { title: t('scheduleui.shift.key'), render: (_, s) => <Input aria-label={`${t('scheduleui.shift.key')} ${s.i + 1}`} disabled={!canEdit} value={s.key} onChange={(e) => editShift(s.i, { key: e.target.value })} /> },
            { title: t('scheduleui.shift.name'), render: (_, s) => <Input aria-label={`${t('scheduleui.shift.name')} ${s.i + 1}`} disabled={!canEdit} value={s.name} onChange={(e) => editShift(s.i, { name: e.target.value })} /> },
            { title: t('scheduleui.shift.start'), render: (_, s) => <Input aria-label={`${t('scheduleui.shift.start')} ${s.i + 1}`} disabled={!canEdit} placeholder="08:00" value={s.start} onChange={(e) => editShift(s.i, { start: e.target.value })} /> },
            {
              title: t('scheduleui.shift.end'),
              render: (_, s) => {
                const from = minutesOf(s.start);
                const to = minutesOf(s.end);
                return (
                  <Space>
                    <Input aria-label={`${t('scheduleui.shift.end')} ${s.i + 1}`} disabled={!canEdit} placeholder="20:00" value={s.end} onChange={(e) => editShift(s.i, { end: e.target.value })} />
                    {from !== undefined && to !== undefined && to < from && <Tag color="purple">{t('scheduleui.shift.crosses')}</Tag>}
                  </Space>
                );
              },
            },
            ...(canEdit ? [{ title: '', width: 80, render: (_: unknown, s: { i: number }) => <Button type="link" danger onClick={() => setShifts(cal.shifts.filter((_x, j) => j !== s.i))}>{t('scheduleui.remove')}</Button> }] : []),
          ]}
        />
        {canEdit && (
          <Button style={{ marginTop: 8 }} onClick={() => setShifts([...cal.shifts, { key: `s${cal.shifts.length + 1}`, name: '', start: '', end: '' }])}>
            {t('scheduleui.shift.add')}
          </Button>
        )}
      </Card>

      <Card size="small" title={t('scheduleui.teams')}>
        <Select
          mode="tags"
          aria-label={t('scheduleui.teams')}
          disabled={!canEdit}
          style={{ width: '100%' }}
          placeholder={t('scheduleui.team.placeholder')}
          value={cal.teams}
          options={teamOptions}
          onChange={(teams: string[]) => setCal({ ...cal, teams })}
        />
      </Card>

      <Card size="small" title={t('scheduleui.rotation')}>
        <Space style={{ marginBottom: 8 }}>
          <span>{t('scheduleui.rotation.anchor')}</span>
          <Input type="date" aria-label={t('scheduleui.rotation.anchor')} disabled={!canEdit} value={cal.rotation.anchorDate} onChange={(e) => setCal({ ...cal, rotation: { ...cal.rotation, anchorDate: e.target.value } })} />
        </Space>
        <Table<{ d: number; row: string[] }>
          size="small"
          pagination={false}
          rowKey="d"
          dataSource={cal.rotation.pattern.map((row, d) => ({ d, row }))}
          columns={[
            { title: '', width: 90, render: (_, r) => t('scheduleui.rotation.day', { n: r.d + 1 }) },
            ...cal.shifts.map((s, si) => ({
              title: s.name || s.key,
              render: (_: unknown, r: { d: number; row: string[] }) => (
                <Select
                  aria-label={`${t('scheduleui.rotation.day', { n: r.d + 1 })} ${s.name || s.key}`}
                  disabled={!canEdit}
                  style={{ minWidth: 100 }}
                  value={r.row[si] || undefined}
                  options={teamOptions}
                  onChange={(team: string) => setPattern(cal.rotation.pattern.map((row, d) => (d === r.d ? row.map((x, k) => (k === si ? team : x)) : row)))}
                />
              ),
            })),
            ...(canEdit ? [{ title: '', width: 80, render: (_: unknown, r: { d: number }) => <Button type="link" danger onClick={() => setPattern(cal.rotation.pattern.filter((_x, d) => d !== r.d))}>{t('scheduleui.remove')}</Button> }] : []),
          ]}
        />
        {canEdit && (
          <Button style={{ marginTop: 8 }} onClick={() => setPattern([...cal.rotation.pattern, cal.shifts.map(() => '')])}>
            {t('scheduleui.rotation.addDay')}
          </Button>
        )}
      </Card>

      <Card size="small" title={t('scheduleui.preview')}>
        <Table
          size="small"
          pagination={false}
          data-testid="duty-preview"
          dataSource={preview}
          columns={[{ title: t('scheduleui.preview.date'), dataIndex: 'date' }, ...cal.shifts.map((s) => ({ title: s.name || s.key, dataIndex: s.key }))]}
        />
      </Card>

      {canEdit && (
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {t('scheduleui.save')}
        </Button>
      )}
    </Space>
  );
}
