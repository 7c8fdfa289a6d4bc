// The enterprise's basic information (resource enterprise-info, one record per enterprise): loads the
// schema (merged with the enterprise's comp-tabs and custom fields) and the record (`comp-field/values`),
// shows it read-only with one tab per section (基本信息 first, then the layout tabs), and lets writers edit
// it in the runtime's SchemaForm (the tabs as FormTab), saved with `comp-field/saveBatchValue` (a refusal
// marks the fields it names). Placeholders of removed fields offer 清除 to designers, then the schema reloads.
import { EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Result, Spin, Typography, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { formatTime } from '../../domain/format.ts';
import { failureText } from '../../runtime/client-failure.ts';
import { MissingFieldScope } from '../../runtime/missing-field.tsx';
import { useResourceClient, type ClientFailure, type ResourceSchemaAnswer } from '../../runtime/resource-client.ts';
import { canWriteResource, hasAction } from '../../runtime/row-actions.ts';
import { SchemaDetail } from '../../runtime/schema-detail.tsx';
import { SchemaForm } from '../../runtime/schema-form.tsx';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** The resource file of the page (schemas/resources/enterprise-info.json). */
export const ENTERPRISE_INFO_KEY = 'enterprise-info';
/** Columns of the read-only view by screen width. */
const DETAIL_COLUMNS = { xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 };

export interface EnterpriseInfoViewProps {
  /** The caller's roles: 编辑 shows when one may write the resource. */
  roles: readonly string[];
  /** Heading; the resource's title by default. */
  title?: string;
}

type Values = Record<string, unknown>;

type LoadState =
  | { status: 'loading' }
  | { status: 'failed'; failure: ClientFailure }
  | { status: 'ready'; answer: ResourceSchemaAnswer; record: Values | null };

function failureOf(e: unknown): ClientFailure {
  return { message: failureText(e, ''), status: (e as ClientFailure | null)?.status };
}

/** The enterprise-information screen over the runtime's ResourceClient. */
export function EnterpriseInfoView({ roles, title }: EnterpriseInfoViewProps) {
  const client = useResourceClient();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [editing, setEditing] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    Promise.all([client.schema(ENTERPRISE_INFO_KEY), client.singleRecord(ENTERPRISE_INFO_KEY)]).then(
      ([answer, record]) => live && setState({ status: 'ready', answer, record }),
      (e: unknown) => live && setState({ status: 'failed', failure: failureOf(e) }),
    );
    return () => {
      live = false;
    };
  }, [client, attempt]);

  // After a placeholder was cleared: the schema again, the record and the mode kept.
  const reloadSchema = useCallback(() => {
    client.schema(ENTERPRISE_INFO_KEY).then(
      (answer) => setState((s) => (s.status === 'ready' ? { ...s, answer } : s)),
      (e: unknown) => void message.error(failureText(e, t('shell.enterprise.refreshFailed'))),
    );
  }, [client]);

  if (state.status === 'loading') {
    return (
      <Flex justify="center" align="center" style={{ minHeight: 240 }} data-testid="enterprise-info-loading">
        <Spin size="large" aria-label={t('shell.enterprise.loading')} />
      </Flex>
    );
  }
  if (state.status === 'failed') {
    if (state.failure.status === 403) {
      return <Result status="403" title={t('shell.common.noAccess')} subTitle={state.failure.message || t('shell.enterprise.noAccess')} />;
    }
    return (
      <Result
        status="error"
        title={t('shell.enterprise.loadFailed')}
        subTitle={state.failure.message || t('shell.enterprise.tryLater')}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => setAttempt((a) => a + 1)}>
            {t('shell.common.retry')}
          </Button>
        }
      />
    );
  }

  const { answer, record } = state;
  const { resource, hiddenFields } = answer;
  const canEdit = canWriteResource(resource, roles) && hasAction(resource, 'update');

  // A refusal propagates to SchemaForm, which shows it and marks the fields it names.
  const save = async (values: Values) => {
    const saved = await client.saveSingleRecord(ENTERPRISE_INFO_KEY, values);
    void message.success(t('shell.common.saved'));
    setState({ status: 'ready', answer, record: saved });
    setEditing(false);
  };

  let body;
  if (editing) {
    body = (
      <SchemaForm
        resource={resource}
        hiddenFields={hiddenFields}
        initialValues={record ?? undefined}
        onSubmit={save}
        onCancel={() => setEditing(false)}
        submitText={t('shell.common.save')}
      />
    );
  } else if (record) {
    body = <SchemaDetail resource={resource} record={record} hiddenFields={hiddenFields} layout="tabs" column={DETAIL_COLUMNS} />;
  } else {
    body = (
      <Empty description={t('shell.enterprise.empty')}>
        {canEdit ? (
          <Button type="primary" onClick={() => setEditing(true)}>
            {t('shell.enterprise.fill')}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('shell.enterprise.askAdmin')}</Typography.Text>
        )}
      </Empty>
    );
  }

  const updatedAt = typeof record?.updatedAt === 'string' ? formatTime(record.updatedAt, 'YYYY-MM-DD HH:mm') : '';
  return (
    <MissingFieldScope
      resourceKey={resource.key}
      tabs={resource.layout?.tabs ?? []}
      canDesign={answer.canDesign === true}
      onCleared={reloadSchema}
    >
      <Flex vertical gap={16} className="enterprise-info-page" data-resource={resource.key}>
        <Flex justify="space-between" align="flex-start" gap={16} wrap>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {editing ? t('shell.enterprise.editTitle', { value: title || resource.title }) : title || resource.title}
            </Typography.Title>
            {updatedAt && !editing && <Typography.Text type="secondary">{t('shell.enterprise.updatedAt', { updatedAt })}</Typography.Text>}
          </div>
          {canEdit && record && !editing && (
            <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('shell.common.edit')}
            </Button>
          )}
        </Flex>
        <Card>{body}</Card>
      </Flex>
    </MissingFieldScope>
  );
}
