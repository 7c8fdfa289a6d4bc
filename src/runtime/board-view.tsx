// The board view of a resource (docs/schema-engine.md "Views"): one column per option of the board's enum
// field (its order and colour), each with its count and cards paged by "加载更多"; a click on a card opens
// its detail. When the file lets cards be dragged and the caller may update the record, a card dropped in
// another column is an update of that one field through the normal update call (rules and row security
// apply); a refused move snaps back and shows the server's message.
import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { Alert, Badge, Button, Card, Empty, Flex, Spin, Tag, Typography, message } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BoardViewSpec, ResourceFile } from '../schema/resource-types.ts';
import { boardColumns, columnOf, columnParams, moveCard, type BoardColumn, type ColumnCards } from './board-view-columns.ts';
import { failureText } from './client-failure.ts';
import { FieldValue, refLabelOf } from './field-value.tsx';
import { useResourceClient, type ListParams, type ResourceRecord } from './resource-client.ts';
import { viewCardTitle, viewTitleField } from './view-card-title.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

/** Cards asked per column and call. */
export const BOARD_PAGE = 20;

export interface BoardViewProps {
  resource: ResourceFile;
  spec: BoardViewSpec;
  /** The page's filters: every column's call carries them. */
  params: ListParams;
  /** Changes when records changed elsewhere on the page: the columns are asked again. */
  version: number;
  /** Whether this record's card may be dragged (the file's `drag`, the caller's right to update it). */
  canMove: (record: ResourceRecord) => boolean;
  onOpen: (record: ResourceRecord) => void;
  /** After a move was saved. */
  onMoved?: () => void;
  /** The page's exact count of records under the same filters: the records in no column are told. */
  allTotal?: number;
}

type ColumnState = ColumnCards & { loading: boolean; error: string | null; skipped: boolean };

const EMPTY: ColumnState = { rows: [], total: 0, loading: true, error: null, skipped: false };

function BoardCard(props: {
  resource: ResourceFile;
  spec: BoardViewSpec;
  record: ResourceRecord;
  titleField: string;
  draggable: boolean;
  onOpen: (r: ResourceRecord) => void;
}) {
  const { resource, spec, record } = props;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: record.id, disabled: !props.draggable });
  const title = viewCardTitle(resource, record, props.titleField);
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), opacity: isDragging ? 0.6 : 1, zIndex: isDragging ? 10 : undefined, position: 'relative' }}
      {...(props.draggable ? listeners : {})}
      {...(props.draggable ? attributes : {})}
      aria-roledescription={props.draggable ? t('runtime.board.draggable') : undefined}
    >
      <Card
        size="small"
        hoverable
        className="board-view-card"
        data-record-id={record.id}
        data-testid={`board-card-${record.id}`}
        onClick={() => props.onOpen(record)}
        style={{ cursor: props.draggable ? 'grab' : 'pointer' }}
      >
        <Typography.Text strong>{title}</Typography.Text>
        {(spec.cardFields ?? []).map((name) => (
          <div key={name} style={{ fontSize: 12 }}>
            <Typography.Text type="secondary">{t('runtime.board.fieldLabel', { title: resource.form.properties[name]?.title ?? name })}</Typography.Text>
            <FieldValue resource={resource} name={name} value={record[name]} refLabel={refLabelOf(record, name)} />
          </div>
        ))}
      </Card>
    </div>
  );
}

function BoardColumnView(props: {
  column: BoardColumn;
  state: ColumnState;
  children: ReactNode;
  onMore: () => void;
  onRetry: () => void;
}) {
  const { column, state } = props;
  const { setNodeRef, isOver } = useDroppable({ id: column.key });
  return (
    <div
      ref={setNodeRef}
      data-testid={`board-column-${column.key}`}
      className="board-view-column"
      style={{
        flex: '0 0 280px',
        background: isOver ? '#e6f4ff' : '#fafafa',
        border: '1px solid #f0f0f0',
        borderRadius: 8,
        padding: 8,
        minHeight: 320,
      }}
    >
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Tag color={column.color}>{column.label}</Tag>
        <Badge count={state.total} showZero color="#8c8c8c" aria-label={t('runtime.board.columnCount', { label: column.label, total: state.total })} data-testid={`board-count-${column.key}`} />
      </Flex>
      {state.error && (
        <Alert
          type="error"
          showIcon
          message={state.error}
          action={
            <Button size="small" onClick={props.onRetry}>
              {t('runtime.retry')}
            </Button>
          }
        />
      )}
      <Flex vertical gap={8}>
        {props.children}
      </Flex>
      {state.loading && (
        <Flex justify="center" style={{ padding: 8 }}>
          <Spin size="small" aria-label={t('runtime.loading')} />
        </Flex>
      )}
      {!state.loading && !state.error && state.rows.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('runtime.board.empty')} />}
      {!state.loading && state.rows.length < state.total && (
        <Button type="link" block onClick={props.onMore}>
          {t('runtime.board.loadMore', { count: state.total - state.rows.length })}
        </Button>
      )}
    </div>
  );
}

export function BoardView({ resource, spec, params, version, canMove, onOpen, onMoved, allTotal }: BoardViewProps) {
  const client = useResourceClient();
  const columns = useMemo(() => boardColumns(resource, spec), [resource, spec]);
  const [cards, setCards] = useState<Record<string, ColumnState>>({});
  /** The newest state, for a move's snapshot and "load more" (set together with `cards`). */
  const latest = useRef(cards);
  const put = useCallback((update: (old: Record<string, ColumnState>) => Record<string, ColumnState>) => {
    setCards((old) => {
      const next = update(old);
      latest.current = next;
      return next;
    });
  }, []);
  const titleField = viewTitleField(resource, spec.title);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor));
  const generation = useRef(0);

  /** Asks a column's page (1 replaces its cards, later pages append those not yet shown). */
  const load = useCallback(
    (column: BoardColumn, page: number) => {
      const query = columnParams(spec, column, params);
      const gen = generation.current;
      if (!query) {
        put((old) => ({ ...old, [column.key]: { rows: [], total: 0, loading: false, error: null, skipped: true } }));
        return;
      }
      put((old) => ({ ...old, [column.key]: { ...(old[column.key] ?? EMPTY), loading: true, error: null } }));
      client.list(resource, { ...query, page, limit: BOARD_PAGE }).then(
        (a) => {
          if (gen !== generation.current) return;
          put((old) => {
            const before = page === 1 ? [] : (old[column.key]?.rows ?? []);
            const seen = new Set(before.map((r) => r.id));
            return { ...old, [column.key]: { rows: [...before, ...a.rows.filter((r) => !seen.has(r.id))], total: a.total, loading: false, error: null, skipped: false } };
          });
        },
        (e: unknown) => {
          if (gen !== generation.current) return;
          put((old) => ({ ...old, [column.key]: { ...(old[column.key] ?? EMPTY), loading: false, error: failureText(e, t('runtime.loadFailed')) } }));
        },
      );
    },
    [client, resource, spec, params, put],
  );

  useEffect(() => {
    generation.current += 1;
    for (const c of columns) load(c, 1);
  }, [columns, load, version]);

  const onDragEnd = (event: DragEndEvent) => {
    const id = Number(event.active.id);
    const toKey = event.over ? String(event.over.id) : undefined;
    const to = columns.find((c) => c.key === toKey);
    const from = columns.find((c) => latest.current[c.key]?.rows.some((r) => r.id === id));
    const record = from ? latest.current[from.key]?.rows.find((r) => r.id === id) : undefined;
    if (!to || !from || !record || from.key === to.key || !canMove(record)) return;
    if (latest.current[to.key]?.skipped) {
      void message.warning(t('runtime.board.outsideFilter', { label: to.label }));
      return;
    }
    const snapshot = latest.current;
    put((old) => {
      const moved = moveCard(old, spec, id, from, to);
      return Object.fromEntries(columns.map((c) => [c.key, { ...(old[c.key] ?? EMPTY), ...moved[c.key] }]));
    });
    client.update(resource, { id, [spec.field]: to.value }).then(
      () => {
        void message.success(t('runtime.board.moved', { label: to.label }));
        onMoved?.();
      },
      (e: unknown) => {
        // Refused (a rule, row security, a stale record): the card goes back where it was.
        put(() => snapshot);
        void message.error(failureText(e, t('runtime.moveFailed')));
      },
    );
  };

  // Records whose field is empty (or holds a value no option has) sit in no column: say how many.
  const states = columns.map((c) => cards[c.key]);
  const settled = states.every((st) => st !== undefined && !st.loading && !st.error && !st.skipped);
  const inColumns = states.reduce((n, st) => n + (st?.total ?? 0), 0);
  const outside = settled && allTotal !== undefined ? allTotal - inColumns : 0;
  const fieldTitle = resource.form.properties[spec.field]?.title ?? spec.field;

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      {outside > 0 && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('runtime.board.outside', { count: outside, field: fieldTitle })} />
      )}
      <Flex gap={12} className="board-view" data-testid="board-view" style={{ overflowX: 'auto', paddingBottom: 8 }}>
        {columns.map((column) => {
          const state = cards[column.key] ?? EMPTY;
          return (
            <BoardColumnView
              key={column.key}
              column={column}
              state={state}
              onMore={() => load(column, Math.floor(state.rows.length / BOARD_PAGE) + 1)}
              onRetry={() => load(column, 1)}
            >
              {state.rows
                .filter((r) => columnOf(columns, spec, r)?.key === column.key)
                .map((r) => (
                  <BoardCard key={r.id} resource={resource} spec={spec} record={r} titleField={titleField} draggable={canMove(r)} onOpen={onOpen} />
                ))}
            </BoardColumnView>
          );
        })}
      </Flex>
    </DndContext>
  );
}
