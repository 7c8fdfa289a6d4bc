// The drawers of a resource list: the create/edit form (SchemaForm) and the detail view (SchemaDetail, with the
// record's change history for those who may read the audit trail, and 打印 when the file places a print view).
// An edit or a detail with the file's detail call loads the record first. A long form on a wide screen
// gets a wider drawer and two columns (form-columns.ts); the form's buttons stay at the drawer's bottom.
import { useContext, useEffect, useState } from 'react';
import { Button, Drawer, Flex, Result, Space, Spin } from 'antd';
import type { ResourceFile } from '../schema/resource-types.ts';
import { failureText } from './client-failure.ts';
import { childrenOf } from '../schema/keywords/children.ts';
import { useChildSchemas } from './child-schemas.ts';
import { DRAWER_WIDTH, formColumns, formDrawerWidth, LONG_FORM_FIELDS } from './form-columns.ts';
import { useResourceClient, type ResourceRecord } from './resource-client.ts';
import { useRuleConfig } from './use-rule-config.ts';
import { RecordHistory } from './record-history.tsx';
import { SchemaDetail } from './schema-detail.tsx';
import { DetailBlocksContext } from './detail-blocks-context.ts';
import { DetailPrintContext } from './detail-print-context.ts';
import { SchemaForm } from './schema-form.tsx';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';
import { RecordWorkflow } from './workflow/record-workflow.tsx';

const t = textOf(runtimeZh);

export { DRAWER_WIDTH } from './form-columns.ts';

/** The window's inner width, followed as it is resized. */
function useScreenWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? DRAWER_WIDTH : window.innerWidth));
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

/**
 * What a drawer shows: a new record (with `values` prefilled, e.g. the day clicked on a calendar), or the
 * record of a row (its id; the row until loaded).
 */
export type RecordTarget = { mode: 'create'; values?: Record<string, unknown> } | { mode: 'edit' | 'detail'; row: ResourceRecord };

/** The record of a row: loaded with the detail call when the file has one, else the row itself. */
function useRecord(resource: ResourceFile, row: ResourceRecord | null) {
  const client = useResourceClient();
  const [state, setState] = useState<{ record: ResourceRecord | null; error: string | null }>({ record: null, error: null });
  const useDetail = resource.actions.includes('detail');
  useEffect(() => {
    if (!row) return;
    if (!useDetail) {
      setState({ record: row, error: null });
      return;
    }
    let live = true;
    setState({ record: null, error: null });
    client.detail(resource, row.id).then(
      (record) => live && setState({ record, error: null }),
      (e: unknown) => live && setState({ record: null, error: failureText(e, t('runtime.record.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [client, resource, row, useDetail]);
  return state;
}

function Loading() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin size="large" aria-label={t('runtime.loading')} />
    </Flex>
  );
}

/** What both drawers are given: the resource, the fields hidden from the caller, the target. */
export interface RecordDrawerProps {
  resource: ResourceFile;
  hiddenFields?: readonly string[];
  target: RecordTarget | null;
  onClose: () => void;
}

export interface RecordFormDrawerProps extends RecordDrawerProps {
  /**
   * Saves the form's payload (SchemaForm sends the form properties only; `id` is the edited record's).
   * A rejection keeps the form open: SchemaForm shows the message and marks the fields it names.
   */
  onSave: (values: Record<string, unknown>, id: number | null) => Promise<void>;
}

/** 新增 / 编辑 in a drawer. */
export function RecordFormDrawer({ resource, hiddenFields: hiddenByOverlay, target, onClose, onSave }: RecordFormDrawerProps) {
  // A workflow's state moves by its actions only: the form neither shows nor sends it (the server sets the initial one).
  const stateField = resource.workflow?.field;
  const hiddenFields = stateField ? [...(hiddenByOverlay ?? []), stateField] : hiddenByOverlay;
  const open = target !== null && target.mode !== 'detail';
  const row = open && target.mode === 'edit' ? target.row : null;
  const { record, error } = useRecord(resource, row);
  const computeConfig = useRuleConfig(resource, open);
  const children = useChildSchemas(resource);
  const title = t(row ? 'runtime.record.editTitle' : 'runtime.record.createTitle', { title: resource.title });
  const hidden = new Set(hiddenFields ?? []);
  const fieldCount = Object.keys(resource.form.properties).filter((n) => !hidden.has(n)).length;
  // A form with rows (children) takes the wide drawer when the screen has room: the rows are a table.
  const width = formDrawerWidth(childrenOf(resource).length ? LONG_FORM_FIELDS + 1 : fieldCount, useScreenWidth());
  let body;
  if (!open) body = null;
  else if (row && error) body = <Result status="error" title={t('runtime.record.loadFailed')} subTitle={error} />;
  else if (children.status === 'failed') body = <Result status="error" title={t('runtime.record.formFailed')} subTitle={children.error} />;
  else if ((row && (!record || record.id !== row.id)) || children.status === 'loading') body = <Loading />;
  else {
    body = (
      <SchemaForm
        key={row ? `edit-${row.id}` : 'create'}
        resource={resource}
        hiddenFields={hiddenFields ? [...hiddenFields] : undefined}
        initialValues={record ?? (target.mode === 'create' ? target.values : undefined)}
        onSubmit={(values) => onSave(values, row?.id ?? null)}
        onCancel={onClose}
        submitText={row ? t('runtime.save') : t('runtime.submit')}
        columns={formColumns(fieldCount, width)}
        computeConfig={computeConfig}
        childSchemas={children.schemas}
      />
    );
  }
  return (
    <Drawer title={title} width={width} open={open} onClose={onClose} destroyOnHidden maskClosable={false}>
      {body}
    </Drawer>
  );
}

export interface RecordDetailDrawerProps extends RecordDrawerProps {
  /** Offered as 编辑 in the drawer's header when given. */
  onEdit?: (row: ResourceRecord) => void;
  /** After a workflow action on the record (the list and its counts refresh). */
  onChanged?: () => void;
}

/** 详情 in a drawer. */
export function RecordDetailDrawer({ resource, hiddenFields, target, onClose, onEdit, onChanged }: RecordDetailDrawerProps) {
  const row = target?.mode === 'detail' ? target.row : null;
  const loaded = useRecord(resource, row);
  const { error } = loaded;
  // A workflow action answers the updated record: the detail shows it.
  const [acted, setActed] = useState<ResourceRecord | null>(null);
  const record = acted && loaded.record && acted.id === loaded.record.id ? acted : loaded.record;
  const children = useChildSchemas(resource);
  const screen = useScreenWidth();
  const renderBlocks = useContext(DetailBlocksContext);
  // The file's paper copy (`detail.print`): 打印 opens its preview once the record is loaded, where the host provides one.
  const PrintDialog = useContext(DetailPrintContext);
  const print = PrintDialog ? resource.detail?.print : undefined;
  const [printing, setPrinting] = useState(false);
  const printable = print && record && row && record.id === row.id ? record : null;
  let body;
  if (!row) body = null;
  else if (error) body = <Result status="error" title={t('runtime.record.loadFailed')} subTitle={error} />;
  else if (children.status === 'failed') body = <Result status="error" title={t('runtime.record.loadFailed')} subTitle={children.error} />;
  else if (!record || record.id !== row.id || children.status === 'loading') body = <Loading />;
  else {
    const detail = (
      <>
        <SchemaDetail resource={resource} record={record} hiddenFields={hiddenFields} childSchemas={children.schemas} />
        {renderBlocks?.(resource.detail?.blocks, record)}
        <RecordHistory resource={resource} id={record.id} />
      </>
    );
    body = resource.workflow ? (
      <RecordWorkflow
        resource={resource}
        record={record}
        onChanged={(updated) => {
          setActed({ ...record, ...updated });
          onChanged?.();
        }}
      >
        {detail}
      </RecordWorkflow>
    ) : (
      detail
    );
  }
  return (
    <Drawer
      title={t('runtime.record.detailTitle', { title: resource.title })}
      width={childrenOf(resource).length ? formDrawerWidth(LONG_FORM_FIELDS + 1, screen) : DRAWER_WIDTH}
      open={row !== null}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          {printable && <Button onClick={() => setPrinting(true)}>{t('runtime.print.action')}</Button>}
          {row && onEdit && (
            <Button type="primary" onClick={() => onEdit(record ?? row)}>
              {t('runtime.action.edit')}
            </Button>
          )}
        </Space>
      }
    >
      {body}
      {PrintDialog && print && printable && <PrintDialog print={print} record={printable} open={printing} onClose={() => setPrinting(false)} />}
    </Drawer>
  );
}
