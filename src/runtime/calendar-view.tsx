// The calendar view of a resource (docs/schema-engine.md "Views"): a month (antd Calendar) or a week grid,
// each record placed on its day or on every day of its start..end range. It asks the list only for the
// visible days (calendar-view-days.ts), with the page's filters; a click on a day creates a record with
// the day prefilled, a click on a record opens its detail.
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Calendar, Flex, Segmented, Spin, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { calendarModes } from '../schema/keywords/views.ts';
import type { CalendarViewSpec, ResourceFile } from '../schema/resource-types.ts';
import { failureText } from './client-failure.ts';
import { placeRecords, rangeParams, visibleRange, weekDays, type CalendarMode, type DayRange } from './calendar-view-days.ts';
import { useResourceClient, type ListParams, type ResourceRecord } from './resource-client.ts';
import { viewCardTitle, viewTitleField } from './view-card-title.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

/** Rows asked per call (the list's most) and the calls per range before the view says it shows a part. */
const PAGE = 100;
const MAX_PAGES = 5;
const ISO = 'YYYY-MM-DD';
const WEEKDAYS = ['runtime.calendar.mon', 'runtime.calendar.tue', 'runtime.calendar.wed', 'runtime.calendar.thu', 'runtime.calendar.fri', 'runtime.calendar.sat', 'runtime.calendar.sun'] as const;

export interface CalendarViewProps {
  resource: ResourceFile;
  spec: CalendarViewSpec;
  /** The page's filters (the filter bar, the tree node): every call of the view carries them. */
  params: ListParams;
  /** Changes when records changed elsewhere on the page: the view asks again. */
  version: number;
  /** Given when the caller may create: a click on a day calls it with the day. */
  onCreateOn?: (day: string) => void;
  onOpen: (record: ResourceRecord) => void;
  /** The day the view opens on (default today). */
  initialDay?: string;
}

type Loaded = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; rows: ResourceRecord[]; total: number };

/** The records touching `range`, asked page by page up to MAX_PAGES. */
function useRangeRows(resource: ResourceFile, spec: CalendarViewSpec, range: DayRange, params: ListParams, version: number): [Loaded, () => void] {
  const client = useResourceClient();
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  const query = useMemo(() => rangeParams(spec, range, params), [spec, range, params]);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    (async () => {
      const rows: ResourceRecord[] = [];
      let total = 0;
      for (let page = 1; page <= MAX_PAGES; page++) {
        const a = await client.list(resource, { ...query, page, limit: PAGE });
        rows.push(...a.rows);
        total = a.total;
        if (rows.length >= total || a.rows.length < PAGE) break;
      }
      return { rows, total };
    })().then(
      ({ rows, total }) => live && setState({ status: 'ready', rows, total }),
      (e: unknown) => live && setState({ status: 'failed', error: failureText(e, t('runtime.calendar.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [client, resource, query, version, tick]);
  return [state, () => setTick((t) => t + 1)];
}

function RecordChip({ resource, record, field, onOpen }: { resource: ResourceFile; record: ResourceRecord; field: string; onOpen: (r: ResourceRecord) => void }) {
  const title = viewCardTitle(resource, record, field);
  return (
    <Tag
      role="button"
      tabIndex={0}
      color="blue"
      className="calendar-view-record"
      data-record-id={record.id}
      title={title}
      style={{ display: 'block', margin: '0 0 2px', overflow: 'hidden', textOverflow: 'ellipsis', cursor: 'pointer' }}
      onClick={(e: MouseEvent) => {
        e.stopPropagation();
        onOpen(record);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          e.stopPropagation();
          onOpen(record);
        }
      }}
    >
      {title}
    </Tag>
  );
}

/** The records of one day, as chips. */
function DayRecords(props: { resource: ResourceFile; day: string; rows: readonly ResourceRecord[]; field: string; onOpen: (r: ResourceRecord) => void }) {
  return (
    <div data-testid={`calendar-day-${props.day}`} className="calendar-view-day">
      {props.rows.map((r) => (
        <RecordChip key={r.id} resource={props.resource} record={r} field={props.field} onOpen={props.onOpen} />
      ))}
    </div>
  );
}

export function CalendarView({ resource, spec, params, version, onCreateOn, onOpen, initialDay }: CalendarViewProps) {
  const modes = calendarModes(resource);
  const [mode, setMode] = useState<CalendarMode>(modes[0]);
  const [day, setDay] = useState<string>(initialDay ?? dayjs().format(ISO));
  const range = useMemo(() => visibleRange(day, mode), [day, mode]);
  const [loaded, retry] = useRangeRows(resource, spec, range, params, version);
  const rows = loaded.status === 'ready' ? loaded.rows : [];
  const byDay = useMemo(() => placeRecords(rows, spec, range), [rows, spec, range]);
  const titleField = viewTitleField(resource, spec.title);
  const unit = mode === 'month' ? 'month' : 'week';
  const heading = mode === 'month' ? dayjs(day).format(t('runtime.calendar.monthFormat')) : `${range.from} ~ ${range.to}`;
  const shift = (n: number) => setDay(dayjs(day).add(n, unit).format(ISO));

  const header = (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Flex align="center" gap={8}>
        <Button icon={<LeftOutlined />} aria-label={mode === 'month' ? t('runtime.calendar.prevMonth') : t('runtime.calendar.prevWeek')} onClick={() => shift(-1)} />
        <Typography.Text strong data-testid="calendar-heading">
          {heading}
        </Typography.Text>
        <Button icon={<RightOutlined />} aria-label={mode === 'month' ? t('runtime.calendar.nextMonth') : t('runtime.calendar.nextWeek')} onClick={() => shift(1)} />
        <Button onClick={() => setDay(dayjs().format(ISO))}>{t('runtime.calendar.today')}</Button>
        {loaded.status === 'loading' && <Spin size="small" aria-label={t('runtime.loading')} />}
      </Flex>
      {modes.length > 1 && (
        <Segmented<CalendarMode>
          aria-label={t('runtime.calendar.mode')}
          value={mode}
          onChange={setMode}
          options={modes.map((m) => ({ label: m === 'month' ? t('runtime.calendar.month') : t('runtime.calendar.week'), value: m }))}
        />
      )}
    </Flex>
  );

  const body =
    mode === 'month' ? (
      <Calendar
        value={dayjs(day)}
        headerRender={() => null}
        onSelect={(d: Dayjs, info) => {
          if (info.source !== 'date') return;
          setDay(d.format(ISO));
          onCreateOn?.(d.format(ISO));
        }}
        cellRender={(d: Dayjs, info) => {
          if (info.type !== 'date') return info.originNode;
          const key = d.format(ISO);
          return <DayRecords resource={resource} day={key} rows={byDay.get(key) ?? []} field={titleField} onOpen={onOpen} />;
        }}
      />
    ) : (
      <div className="calendar-view-week" style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }}>
        {weekDays(day).map((d, i) => (
          <div
            key={d}
            role={onCreateOn ? 'button' : undefined}
            aria-label={onCreateOn ? t('runtime.calendar.createOn', { day: d }) : undefined}
            tabIndex={onCreateOn ? 0 : undefined}
            onClick={() => onCreateOn?.(d)}
            onKeyDown={(e) => {
              if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
                e.preventDefault();
                onCreateOn?.(d);
              }
            }}
            style={{
              minHeight: 240,
              border: '1px solid #f0f0f0',
              borderRadius: 6,
              padding: 6,
              background: d === dayjs().format(ISO) ? '#e6f4ff' : undefined,
              cursor: onCreateOn ? 'pointer' : undefined,
            }}
          >
            <Typography.Text type="secondary">
              {t(WEEKDAYS[i] ?? 'runtime.calendar.mon')} {d.slice(5)}
            </Typography.Text>
            <DayRecords resource={resource} day={d} rows={byDay.get(d) ?? []} field={titleField} onOpen={onOpen} />
          </div>
        ))}
      </div>
    );

  return (
    <Flex vertical gap={12} className="calendar-view" data-testid="calendar-view">
      {header}
      {loaded.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          message={loaded.error}
          action={
            <Button size="small" onClick={retry}>
              {t('runtime.retry')}
            </Button>
          }
        />
      )}
      {loaded.status === 'ready' && loaded.total > loaded.rows.length && (
        <Alert type="warning" showIcon message={t('runtime.calendar.truncated', { total: loaded.total, shown: loaded.rows.length })} />
      )}
      {loaded.status === 'ready' && loaded.rows.length === 0 && (
        <Typography.Text type="secondary">{onCreateOn ? t('runtime.calendar.emptyCreate') : t('runtime.calendar.empty')}</Typography.Text>
      )}
      {body}
    </Flex>
  );
}
