// A whole resource screen from its schema: loads the merged resource (client.schema), then the filter
// bar, toolbar, table and pager, with create/edit and detail in drawers and confirmed deletes. The state
// lives in the component (no URL), so the same page works in any route or a designer preview.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Modal, Pagination, Result, Spin, Typography, message } from 'antd';
import { parentFieldOf, type RowAction } from '../schema/resource-types.ts';
import { failureText } from './client-failure.ts';
import { MissingFieldScope } from './missing-field.tsx';
import { PageBeingBuilt } from './page-being-built.tsx';
import { RefTreesContext, refTreesByKind } from './ref-trees-context.ts';
import { useOptionalTreeClient } from './tree-client.ts';
import { forgetTreeLabels } from './tree-picker.tsx';
import { RecordDetailDrawer, RecordFormDrawer, type RecordTarget } from './record-drawers.tsx';
import { useResourceClient, type ClientFailure, type ResourceRecord, type ResourceSchemaAnswer } from './resource-client.ts';
import { canWriteResource, hasAction, mayWriteRecord } from './row-actions.ts';
import { SchemaFilterBar } from './schema-filter-bar.tsx';
import { SchemaTable } from './schema-table.tsx';
import { SchemaToolbar } from './schema-toolbar.tsx';
import { MAX_WINDOW, PAGE_SIZES, useResourceList } from './use-resource-list.ts';
import { ResourceTreePane, treeFilterField } from './resource-tree-pane.tsx';
import type { ListParams } from './resource-client.ts';
import { viewsOf } from '../schema/keywords/views.ts';
import { BoardView } from './board-view.tsx';
import { CalendarView } from './calendar-view.tsx';
import { LazyMapView } from './map/lazy-map.tsx';
import { createValues } from './calendar-view-days.ts';
import { ViewSwitcher, useViewChoice } from './view-switcher.tsx';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { pageEnglish, pageLanguage, textOf } from './i18n/text-of.ts';
import { localizeResource } from '../schema/localize.ts';
import { useInRouterContext } from 'react-router-dom';
import { StateTabs } from './workflow/state-tabs.tsx';
import { WorkflowRowMenu } from './workflow/workflow-actions.tsx';
import { useWorkflowAction } from './workflow/workflow-action-dialog.tsx';
import { useWorkflowClient } from './workflow/workflow-client.ts';
import { DetailFromUrl } from './workflow/detail-from-url.tsx';

const t = textOf(runtimeZh);

/** What a page's row actions know of the screen. */
export interface RowExtraScreen {
  canWrite: boolean;
  changed: () => void;
}

export interface SchemaPageProps {
  /** The resource file's key (`GET /u-basic/resource-schema/{key}`). */
  resourceKey: string;
  /** The caller's roles: write buttons show when one is in the resource's `permissions.write`. */
  roles: readonly string[];
  /** Heading; the resource's title by default. */
  title?: string;
  /**
   * More of a row's actions after its buttons, for a page that wraps the resource (用户管理's 账号 menu, 作业检查库's
   * 从检查条款库导入), told whether the caller writes the resource and how to refresh the list after a change.
   */
  rowExtra?: (record: ResourceRecord, screen: RowExtraScreen) => ReactNode;
}

type SchemaState =
  | { status: 'loading' }
  | { status: 'failed'; failure: ClientFailure }
  | { status: 'ready'; answer: ResourceSchemaAnswer };

const SWITCH_DONE = {
  enable: 'runtime.page.enabled',
  disable: 'runtime.page.disabled',
  topping: 'runtime.page.topped',
  ending: 'runtime.page.ended',
} as const;

function showError(text: string): void {
  void message.error(text);
}

/** The list, toolbar and drawers of a loaded resource; `reload` fetches the schema again (after 清除). */
function ResourceScreen({
  answer,
  roles,
  title,
  reload,
  rowExtra,
}: {
  answer: ResourceSchemaAnswer;
  roles: readonly string[];
  title?: string;
  reload: () => void;
  rowExtra?: SchemaPageProps['rowExtra'];
}) {
  const { resource, hiddenFields } = answer;
  const client = useResourceClient();
  const list = useResourceList(resource);
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<RecordTarget | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const platformWriter = answer.platformWriter === true;
  // A 'platform' resource is written only by the platform's writer (an administrator acting for an enterprise is not).
  const canWrite = canWriteResource(resource, roles) && (resource.shared !== 'platform' || platformWriter);
  const { refresh } = list;
  // A tree file (`tree`): the tree beside the table (its node filters the list by `under`) or instead of it.
  const [treeVersion, setTreeVersion] = useState(0);
  const [treeNode, setTreeNode] = useState<number | null>(null);
  const [barParams, setBarParams] = useState<ListParams>({});
  const underField = treeFilterField(resource);
  const listSearch = list.search;
  // A workflow's state tab (null: 全部) filters the list by the state field.
  const workflowClient = useWorkflowClient();
  const stateField = workflowClient ? resource.workflow?.field : undefined;
  const [stateTab, setStateTab] = useState<string | null>(null);
  const scoped = useCallback(
    (params: ListParams, node: number | null) => (node !== null && underField ? { ...params, [underField]: node } : params),
    [underField],
  );
  const searchWith = useCallback(
    (params: ListParams, node: number | null, state: string | null = null) =>
      listSearch(state !== null && stateField ? { ...scoped(params, node), [stateField]: state } : scoped(params, node)),
    [listSearch, scoped, stateField],
  );
  const treeClient = useOptionalTreeClient();
  const changed = useCallback(() => {
    refresh();
    setTreeVersion((v) => v + 1);
    // The tree selects of references to this tree (its own parent field) load it again.
    if (treeClient && resource.tree) forgetTreeLabels(treeClient, resource.key);
  }, [refresh, treeClient, resource.tree, resource.key]);

  const workflowAction = useWorkflowAction(resource, changed);
  const screen = useMemo<RowExtraScreen>(() => ({ canWrite, changed }), [canWrite, changed]);
  const inRouter = useInRouterContext();

  // A new page of rows drops selections that are gone.
  const rowIds = list.rows.map((r) => r.id).join(',');
  useEffect(() => {
    const ids = new Set(rowIds.split(',').map(Number));
    setSelected((old) => (old.every((id) => ids.has(id)) ? old : old.filter((id) => ids.has(id))));
  }, [rowIds]);

  const run = useCallback(
    async (work: () => Promise<string>) => {
      try {
        const done = await work();
        void message.success(done);
        changed();
      } catch (e) {
        showError(failureText(e, t('runtime.page.actionFailed')));
      }
    },
    [changed],
  );

  const remove = (ids: number[]) =>
    run(async () => {
      const deleted = await client.remove(resource, ids);
      setSelected((old) => old.filter((id) => !ids.includes(id)));
      return ids.length > 1 ? t('runtime.page.deletedMany', { count: deleted }) : t('runtime.page.deleted');
    });

  const onAction = (action: RowAction, record: ResourceRecord) => {
    if (action === 'detail' || action === 'edit') setTarget({ mode: action, row: record });
    else if (action === 'addChild') {
      const parent = parentFieldOf(resource);
      if (parent) setTarget({ mode: 'create', values: { [parent]: record.id } });
    }    else if (action === 'delete') void remove([record.id]);
    else {
      void run(async () => {
        await client.switch(resource, action, [record.id]);
        return SWITCH_DONE[action];
      });
    }
  };

  const batchDelete = () => {
    if (selected.length === 0) return;
    const ids = [...selected];
    void modal.confirm({
      title: t('runtime.page.batchDelete'),
      content: t('runtime.page.confirmBatchDelete', { count: ids.length }),
      okText: t('runtime.action.delete'),
      okButtonProps: { danger: true },
      cancelText: t('runtime.cancel'),
      onOk: () => remove(ids),
    });
  };

  const batchSwitch = (action: 'enable' | 'disable') => {
    const ids = [...selected];
    void run(async () => {
      await client.switch(resource, action, ids);
      return t(SWITCH_DONE[action], { count: ids.length });
    });
  };

  // A refusal propagates to SchemaForm, which shows it and marks the fields it names.
  const save = async (values: Record<string, unknown>, id: number | null) => {
    if (id === null) await client.create(resource, values);
    else await client.update(resource, { ...values, id });
    void message.success(id === null ? t('runtime.page.created') : t('runtime.page.saved'));
    setTarget(null);
    changed();
  };

  // The file's views (keywords/views.ts): the switcher shows when it declares `views`.
  const offered = resource.views ? viewsOf(resource) : [];
  const [view, setView] = useViewChoice(resource, offered);
  const calendar = view === 'calendar' ? resource.views?.calendar : undefined;
  const board = view === 'board' ? resource.views?.board : undefined;
  const mapSpec = view === 'map' ? resource.views?.map : undefined;
  const canCreate = canWrite && hasAction(resource, 'create');
  const openRecord = (row: ResourceRecord) => setTarget({ mode: 'detail', row });

  const shownTotal = list.totalExact ? t('runtime.page.total', { total: list.total }) : t('runtime.page.about', { total: list.total });
  // References to a tree are picked in a tree select (the form's RefPicker, the filter bar).
  const refTrees = useMemo(() => refTreesByKind(resource.key, answer.refTrees), [resource.key, answer.refTrees]);

  return (
    <RefTreesContext.Provider value={refTrees}>
    <MissingFieldScope resourceKey={resource.key} tabs={resource.layout?.tabs ?? []} canDesign={answer.canDesign === true} onCleared={reload}>
    <div className="schema-page" data-resource={resource.key}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="flex-start" gap={16} wrap>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {title || resource.title}
            </Typography.Title>
            {resource.description && <Typography.Text type="secondary">{resource.description}</Typography.Text>}
          </div>
          {offered.length > 1 && <ViewSwitcher views={offered} value={view} onChange={setView} />}
        </Flex>
        <SchemaFilterBar
          resource={resource}
          hiddenFields={hiddenFields}
          onSearch={(params) => {
            setBarParams(params);
            searchWith(params, treeNode, stateTab);
          }}
          loading={list.loading}
        />
        {stateField && (
          <StateTabs
            resource={resource}
            params={scoped(barParams, treeNode)}
            value={stateTab}
            version={treeVersion}
            onChange={(state) => {
              setStateTab(state);
              searchWith(barParams, treeNode, state);
            }}
          />
        )}
        {list.error && (
          <Alert
            type="error"
            showIcon
            message={list.error}
            action={
              <Button size="small" onClick={refresh}>
                {t('runtime.retry')}
              </Button>
            }
          />
        )}
        {(calendar || board || mapSpec) && (
          <SchemaToolbar
            resource={resource}
            canWrite={canWrite}
            selectedCount={0}
            params={list.params}
            onCreate={() => setTarget({ mode: 'create' })}
            onBatchDelete={batchDelete}
            onBatchSwitch={batchSwitch}
            onImported={refresh}
          />
        )}
        {calendar && (
          <CalendarView
            resource={resource}
            spec={calendar}
            params={list.params}
            version={treeVersion}
            onCreateOn={canCreate ? (day) => setTarget({ mode: 'create', values: createValues(calendar, day) }) : undefined}
            onOpen={openRecord}
          />
        )}
        {board && (
          <BoardView
            resource={resource}
            spec={board}
            params={list.params}
            version={treeVersion}
            canMove={(row) => board.drag === true && canWrite && hasAction(resource, 'update') && mayWriteRecord(row, platformWriter)}
            onOpen={openRecord}
            onMoved={refresh}
            allTotal={list.totalExact && !list.loading ? list.total : undefined}
          />
        )}
        {mapSpec && <LazyMapView resource={resource} spec={mapSpec} params={list.params} version={treeVersion} onOpen={openRecord} />}
        {!calendar && !board && !mapSpec && (
        <ResourceTreePane
          view={view === 'tree' ? 'instead' : offered.includes('tree') ? 'beside' : undefined}
          resource={resource}
          canMove={canWrite && hasAction(resource, 'update')}
          selectedId={treeNode}
          version={treeVersion}
          onSelect={(id) => {
            setTreeNode(id);
            searchWith(barParams, id, stateTab);
            const row = id === null ? undefined : list.rows.find((r) => r.id === id);
            if (id !== null && hasAction(resource, 'detail')) setTarget({ mode: 'detail', row: row ?? { id } });
          }}
          onMoved={refresh}
        >
        <SchemaTable
          resource={resource}
          hiddenFields={hiddenFields}
          rows={list.rows}
          loading={list.loading}
          canWrite={canWrite}
          platformWriter={platformWriter}
          selectedIds={selected}
          onSelectionChange={setSelected}
          sort={list.sort}
          onSortChange={list.setSort}
          onAction={onAction}
          rowExtra={
            stateField
              ? (record) => (
                  <>
                    <WorkflowRowMenu resource={resource} record={record} version={treeVersion} onStart={workflowAction.start} />
                    {rowExtra?.(record, screen)}
                  </>
                )
              : rowExtra && ((record) => rowExtra(record, screen))
          }
          toolbar={
            <SchemaToolbar
              resource={resource}
              canWrite={canWrite}
              selectedCount={selected.length}
              params={list.params}
              onCreate={() => setTarget({ mode: 'create' })}
              onBatchDelete={batchDelete}
              onBatchSwitch={batchSwitch}
              onImported={refresh}
              qrIds={selected.length ? selected : list.rows.map((r) => r.id)}
            />
          }
        />
        <Flex justify="flex-end">
          <Pagination
            current={list.page}
            pageSize={list.limit}
            total={Math.min(list.total, MAX_WINDOW)}
            showSizeChanger
            pageSizeOptions={PAGE_SIZES.map(String)}
            showQuickJumper
            showTotal={() => shownTotal}
            onChange={list.setPaging}
          />
        </Flex>
        </ResourceTreePane>
        )}
      </Flex>
      <RecordFormDrawer
        resource={resource}
        hiddenFields={hiddenFields}
        target={target}
        onClose={() => setTarget(null)}
        onSave={save}
      />
      <RecordDetailDrawer
        resource={resource}
        hiddenFields={hiddenFields}
        target={target}
        onClose={() => setTarget(null)}
        onChanged={changed}
        onEdit={
          canWrite && hasAction(resource, 'update') && (target?.mode !== 'detail' || mayWriteRecord(target.row, platformWriter))
            ? (row) => setTarget({ mode: 'edit', row })
            : undefined
        }
      />
      {modalHolder}
      {workflowAction.holder}
      {inRouter && <DetailFromUrl open={target?.mode === 'detail'} onOpen={(id) => setTarget({ mode: 'detail', row: list.rows.find((r) => r.id === id) ?? { id } })} />}
    </div>
    </MissingFieldScope>
    </RefTreesContext.Provider>
  );
}

function schemaFailure(failure: ClientFailure, name: string, resourceKey: string, retry: () => void) {
  if (failure.status === 403) {
    return <Result status="403" title={t('runtime.page.forbidden')} subTitle={failure.message || t('runtime.page.forbiddenText')} />;
  }
  if (failure.status === 404) {
    // A menu entry whose resource file does not exist yet: the screen is being built.
    return <PageBeingBuilt name={name} target={t('runtime.page.resource', { key: resourceKey })} />;
  }
  return (
    <Result
      status="error"
      title={t('runtime.page.loadFailed')}
      subTitle={failure.message || t('runtime.page.tryLater')}
      extra={
        <Button type="primary" onClick={retry}>
          {t('runtime.retry')}
        </Button>
      }
    />
  );
}

/** The screen of a resource: Spin while its schema loads, a Result when refused (403 模块未开通). */
export function SchemaPage({ resourceKey, roles, title, rowExtra }: SchemaPageProps) {
  const client = useResourceClient();
  const [state, setState] = useState<SchemaState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  /** Quiet reloads (after a placeholder was cleared) keep the screen instead of showing the spinner. */
  const quiet = useRef(false);

  useEffect(() => {
    let live = true;
    if (!quiet.current) setState({ status: 'loading' });
    quiet.current = false;
    client.schema(resourceKey).then(
      (answer) => live && setState({ status: 'ready', answer: { ...answer, resource: localizeResource(answer.resource, pageLanguage(), pageEnglish() ?? undefined) } }),
      (e: unknown) =>
        live &&
        setState({
          status: 'failed',
          failure: { message: failureText(e, ''), status: (e as ClientFailure | null)?.status },
        }),
    );
    return () => {
      live = false;
    };
  }, [client, resourceKey, attempt]);

  if (state.status === 'loading') {
    return (
      <Flex justify="center" align="center" style={{ minHeight: 240 }} data-testid="schema-page-loading">
        <Spin size="large" aria-label={t('runtime.loading')} />
      </Flex>
    );
  }
  if (state.status === 'failed') {
    return schemaFailure(state.failure, title || t('runtime.page.thisPage'), resourceKey, () => setAttempt((a) => a + 1));
  }
  const reload = () => {
    quiet.current = true;
    setAttempt((a) => a + 1);
  };
  return <ResourceScreen key={state.answer.resource.key} answer={state.answer} roles={roles} title={title} reload={reload} rowExtra={rowExtra} />;
}
