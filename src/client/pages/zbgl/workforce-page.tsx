// 排班管理 (component key zbgl/workforce; issue 20, docs/emergency.md): a week of the roster on the enterprise's
// shift calendar, built by dragging people from the list on the left into the shifts (dnd-kit). Each drop is one
// entry saved through the roster resource (POST /u-basic/duty-roster: its rules refuse one person on two
// overlapping shifts, with the server's Chinese message shown); an entry is taken off (after a confirmation) or
// switched between leader and member in place; the week is copied to the next (POST .../copy-week, all or
// nothing). Shifts nobody is on are marked 无人值班. The data is GET /u-basic/duty-roster/board.
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, pointerWithin, rectIntersection, type CollisionDetection, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { Alert, Button, Card, Empty, Flex, Input, Popconfirm, Segmented, Space, Spin, Tag, Typography, message } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { zbglZh } from '../../../domain/i18n/zh/zbgl.ts';
import { dateOfDay, localDay, type ShiftDef } from '../../../domain/schedule-calendar.ts';
import { addDays, boardSlots, mondayOf, slotEntries, type BoardEntry, type DaySlot } from '../../../domain/zbgl-board.ts';
import { pageLanguage, textOf } from '../../../runtime/i18n/text-of.ts';
import type { PickOption } from '../../../runtime/resource-client.ts';
import { request } from '../../api/http.ts';
import { searchPeople } from '../../api/pick-options-http.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { ROLE_ADMIN } from '../../router/permission-rules.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { useSessionStore } from '../../stores/session-store.ts';

const t = textOf(zbglZh);
export const ROSTER_URL = '/u-basic/duty-roster';
export const BOARD_URL = `${ROSTER_URL}/board`;
export const COPY_WEEK_URL = `${ROSTER_URL}/copy-week`;
/** Who may roster: the roster file's writers. */
const WRITERS = ['qyUser', ROLE_ADMIN];

/** The board as GET /u-basic/duty-roster/board answers it. */
export interface RosterBoard {
  shifts: ShiftDef[];
  dates: string[];
  entries: BoardEntry[];
  empty: DaySlot[];
}

type DutyRole = 'member' | 'leader';

/** The shift under the pointer (the dragged chip is small and off the pointer); the keyboard's by rectangles. */
const underPointer: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** `MM-DD 周一` in the page's language. */
function dayLabel(date: string): string {
  const weekday = new Intl.DateTimeFormat(pageLanguage() === 'en' ? 'en' : 'zh-CN', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return `${date.slice(5)} ${weekday}`;
}

/** A person of the list, dragged into a shift. */
function DraggablePerson({ person, disabled }: { person: PickOption; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `person:${person.id}`, data: { person }, disabled });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-testid={`roster-person-${person.id}`}
      className="roster-person"
      style={{ padding: '4px 8px', border: '1px solid #d9d9d9', borderRadius: 4, background: '#fff', cursor: disabled ? 'default' : 'grab', userSelect: 'none', opacity: isDragging ? 0.4 : 1, touchAction: 'none' }}
    >
      <Typography.Text>{person.name}</Typography.Text>
      {person.extra ? <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 6 }}>{person.extra}</Typography.Text> : null}
    </div>
  );
}

interface SlotProps {
  date: string;
  shift: ShiftDef;
  entries: BoardEntry[];
  canEdit: boolean;
  /** The entry whose removal is being confirmed (its Popconfirm open), if any. */
  confirming: number | null;
  onConfirming: (id: number | null) => void;
  onRemove: (e: BoardEntry) => void;
  onToggle: (e: BoardEntry) => void;
}

/**
 * One shift of one day: its people (★ the leader), a drop target, 无人值班 when empty. A week of 200 people holds
 * some 1,400 entries, so an entry carries no antd Tooltip or Popconfirm of its own (each is a trigger with its
 * observers): the role hint is the native title, and the one entry whose × was pressed gets the confirmation.
 */
function RosterSlot({ date, shift, entries, canEdit, confirming, onConfirming, onRemove, onToggle }: SlotProps) {
  const { setNodeRef, isOver } = useDroppable({ id: `slot:${date}:${shift.key}`, data: { date, shift: shift.key }, disabled: !canEdit });
  return (
    <td
      ref={setNodeRef}
      data-testid={`roster-slot-${date}-${shift.key}`}
      data-over={isOver || undefined}
      style={{ verticalAlign: 'top', padding: 6, minWidth: 88, height: 64, border: '1px solid #f0f0f0', background: isOver ? '#e6f4ff' : entries.length ? undefined : '#fff1f0' }}
    >
      <Flex vertical gap={4}>
        {entries.map((e) => {
          const leader = e.dutyRole === 'leader';
          const other: DutyRole = leader ? 'member' : 'leader';
          const remove = (
            <span
              role="button"
              tabIndex={0}
              aria-label={t('zbgl.ui.remove', { person: e.staffName })}
              style={{ marginLeft: 6, cursor: 'pointer' }}
              onClick={() => onConfirming(e.id)}
              onKeyDown={(k) => k.key === 'Enter' && onConfirming(e.id)}
            >
              ×
            </span>
          );
          return (
            <Tag key={e.id} color={leader ? 'red' : 'blue'} data-testid={`roster-entry-${e.id}`} style={{ marginInlineEnd: 0 }}>
              {canEdit ? (
                <span
                  role="button"
                  tabIndex={0}
                  title={t('zbgl.ui.toggleRole', { role: t(`zbgl.ui.${other}`) })}
                  style={{ cursor: 'pointer' }}
                  onClick={() => onToggle(e)}
                  onKeyDown={(k) => k.key === 'Enter' && onToggle(e)}
                >
                  {leader ? '★' : ''}
                  {e.staffName}
                </span>
              ) : (
                <span>
                  {leader ? '★' : ''}
                  {e.staffName}
                </span>
              )}
              {!canEdit ? null : confirming === e.id ? (
                <Popconfirm
                  open
                  title={t('zbgl.ui.removeConfirm', { person: e.staffName, date, shift: shift.name })}
                  onConfirm={() => {
                    onConfirming(null);
                    onRemove(e);
                  }}
                  onOpenChange={(open) => !open && onConfirming(null)}
                >
                  {remove}
                </Popconfirm>
              ) : (
                remove
              )}
            </Tag>
          );
        })}
        {entries.length === 0 ? (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {t('zbgl.ui.empty')}
          </Typography.Text>
        ) : null}
      </Flex>
    </td>
  );
}

export default function WorkforcePage({ title }: ViewProps) {
  usePageTitle(title);
  const canEdit = useSessionStore((s) => !s.isView && s.roles.some((r) => WRITERS.includes(r)));
  const [monday, setMonday] = useState(() => mondayOf(dateOfDay(localDay(new Date())))!);
  const [board, setBoard] = useState<RosterBoard | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [query, setQuery] = useState('');
  const [people, setPeople] = useState<{ query: string; rows: PickOption[] } | null>(null);
  const [dropAs, setDropAs] = useState<DutyRole>('member');
  const [dragging, setDragging] = useState<PickOption | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));

  const load = useCallback(async (from: string) => {
    setLoadError(null);
    try {
      const body = await request<RosterBoard>({ method: 'GET', url: BOARD_URL, params: { from, to: addDays(from, 6) }, silent: true });
      setBoard(body.data ?? null);
    } catch (e) {
      setLoadError(errorText(e));
    }
  }, []);

  useEffect(() => {
    void load(monday);
  }, [load, monday]);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      searchPeople(query)
        .then((rows) => live && setPeople({ query, rows }))
        .catch(() => live && setPeople({ query, rows: [] }));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);

  const slots = useMemo(() => boardSlots(board?.entries ?? []), [board]);
  const shiftName = (key: string) => board?.shifts.find((s) => s.key === key)?.name ?? key;

  /** Runs a write, shows its refusal (the server's Chinese message) or `done`, and reloads the week. */
  const act = async (write: () => Promise<unknown>, done: () => string) => {
    setBusy(true);
    try {
      await write();
      void message.success(done());
    } catch (e) {
      void message.error(errorText(e));
    } finally {
      setBusy(false);
      await load(monday);
    }
  };

  const onDragStart = (e: DragStartEvent) => setDragging((e.active.data.current?.person as PickOption | undefined) ?? null);
  const onDragEnd = (e: DragEndEvent) => {
    setDragging(null);
    const person = e.active.data.current?.person as PickOption | undefined;
    const target = e.over?.data.current as { date: string; shift: string } | undefined;
    if (!person || !target) return;
    void act(
      () => request({ method: 'POST', url: ROSTER_URL, data: { dutyDate: target.date, shift: target.shift, staffId: person.id, dutyRole: dropAs }, silent: true }),
      () => t('zbgl.ui.saved', { person: person.name, date: target.date, shift: shiftName(target.shift) }),
    );
  };
  const onRemove = (entry: BoardEntry) =>
    act(() => request({ method: 'DELETE', url: `${ROSTER_URL}/${entry.id}`, silent: true }), () => t('zbgl.ui.removed', { person: entry.staffName }));
  const onToggle = (entry: BoardEntry) =>
    act(
      () => request({ method: 'PUT', url: ROSTER_URL, data: { id: entry.id, dutyRole: entry.dutyRole === 'leader' ? 'member' : 'leader' }, silent: true }),
      () => t('zbgl.ui.saved', { person: entry.staffName, date: entry.dutyDate, shift: shiftName(entry.shift) }),
    );
  const onCopy = () => {
    let answer: { copied: number; skipped: number } = { copied: 0, skipped: 0 };
    void act(
      async () => {
        answer = (await request<{ copied: number; skipped: number }>({ method: 'POST', url: COPY_WEEK_URL, data: { monday }, silent: true })).data ?? answer;
      },
      () => t('zbgl.ui.copied', answer),
    );
  };

  if (loadError) return <Alert type="error" showIcon message={t('zbgl.ui.loadFailed', { error: loadError })} />;

  const sunday = addDays(monday, 6)!;
  return (
    // The grid scrolls itself only when the pointer is at its very edge: with the default band (a fifth of its
    // width) a drop on Friday scrolled the week away under the pointer and landed on Saturday.
    <DndContext sensors={sensors} collisionDetection={underPointer} autoScroll={{ threshold: { x: 0.04, y: 0.1 } }} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
      <Flex gap={16} align="start" data-testid="roster-page">
        <Card size="small" title={t('zbgl.ui.people')} style={{ width: 220, flex: 'none' }}>
          <Input.Search allowClear placeholder={t('zbgl.ui.search')} value={query} onChange={(e) => setQuery(e.target.value)} />
          <Flex vertical gap={6} style={{ marginTop: 8, maxHeight: 560, overflowY: 'auto' }} data-testid="roster-people" data-query={people?.query}>
            {people === null ? (
              <Spin size="small" />
            ) : people.rows.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('zbgl.ui.noPeople')} />
            ) : (
              people.rows.map((p) => <DraggablePerson key={p.id} person={p} disabled={!canEdit || busy} />)
            )}
          </Flex>
        </Card>
        <Card
          size="small"
          style={{ flex: 1, minWidth: 0 }}
          title={
            <Space wrap>
              <Button onClick={() => setMonday(addDays(monday, -7)!)}>{t('zbgl.ui.prevWeek')}</Button>
              <Button onClick={() => setMonday(mondayOf(dateOfDay(localDay(new Date())))!)}>{t('zbgl.ui.thisWeek')}</Button>
              <Button onClick={() => setMonday(addDays(monday, 7)!)} data-testid="roster-next-week">
                {t('zbgl.ui.nextWeek')}
              </Button>
              <Typography.Text strong data-testid="roster-week">
                {t('zbgl.ui.week', { from: monday, to: sunday })}
              </Typography.Text>
            </Space>
          }
          extra={
            canEdit ? (
              <Space>
                <Typography.Text type="secondary">{t('zbgl.ui.dropAs')}</Typography.Text>
                <Segmented<DutyRole>
                  value={dropAs}
                  onChange={setDropAs}
                  options={[
                    { value: 'member', label: t('zbgl.ui.member') },
                    { value: 'leader', label: t('zbgl.ui.leader') },
                  ]}
                  data-testid="roster-drop-as"
                />
                <Popconfirm title={t('zbgl.ui.copyConfirm')} onConfirm={onCopy}>
                  <Button type="primary" disabled={busy}>
                    {t('zbgl.ui.copy')}
                  </Button>
                </Popconfirm>
              </Space>
            ) : (
              <Typography.Text type="secondary">{t('zbgl.ui.readOnly')}</Typography.Text>
            )
          }
        >
          <Typography.Paragraph type="secondary">{t('zbgl.ui.intro')}</Typography.Paragraph>
          {board && board.empty.length ? <Alert type="warning" showIcon style={{ marginBottom: 8 }} message={t('zbgl.ui.emptyCount', { n: board.empty.length })} data-testid="roster-empty-warning" /> : null}
          {!board ? (
            <Typography.Text type="secondary">{t('zbgl.ui.loading')}</Typography.Text>
          ) : (
            <Spin spinning={busy}>
              <div style={{ overflowX: 'auto' }}>
                <table style={{ borderCollapse: 'collapse', width: '100%' }} data-testid="roster-grid">
                  <thead>
                    <tr>
                      <th style={{ padding: 6, textAlign: 'left' }}>{t('zbgl.ui.shift')}</th>
                      {board.dates.map((d) => (
                        <th key={d} style={{ padding: 6, textAlign: 'left' }}>
                          {dayLabel(d)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {board.shifts.map((s) => (
                      <tr key={s.key}>
                        <th style={{ padding: 6, textAlign: 'left', whiteSpace: 'nowrap' }}>
                          {s.name}
                          <div>
                            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                              {s.start}–{s.end}
                            </Typography.Text>
                          </div>
                        </th>
                        {board.dates.map((d) => (
                          <RosterSlot key={d} date={d} shift={s} entries={slotEntries(slots, d, s.key)} canEdit={canEdit && !busy} confirming={confirming} onConfirming={setConfirming} onRemove={onRemove} onToggle={onToggle} />
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Spin>
          )}
        </Card>
      </Flex>
      <DragOverlay>{dragging ? <Tag color={dropAs === 'leader' ? 'red' : 'blue'}>{dragging.name}</Tag> : null}</DragOverlay>
    </DndContext>
  );
}
