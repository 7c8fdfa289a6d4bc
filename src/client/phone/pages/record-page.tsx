import { Button, Flex, Result, Spin, message } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useChildSchemas } from '../../../runtime/child-schemas.ts';
import { failureText } from '../../../runtime/client-failure.ts';
import { useResourceClient, type ResourceRecord } from '../../../runtime/resource-client.ts';
import { canWriteResource, hasAction, mayWriteRecord } from '../../../runtime/row-actions.ts';
import { SchemaDetail } from '../../../runtime/schema-detail.tsx';
import { SchemaForm } from '../../../runtime/schema-form.tsx';
import { useRuleConfig } from '../../../runtime/use-rule-config.ts';
import { RecordWorkflow } from '../../../runtime/workflow/record-workflow.tsx';
import { useIsView, useSessionStore } from '../../stores/session-store.ts';
import { PhoneClients, PhoneRefTrees, usePhoneSchema, type PhoneSchema } from '../phone-clients.tsx';
import { PhonePageFrame } from '../phone-page.tsx';
import { wasQueued } from '../phone-resource-client.ts';
import { mshellZh } from '../../../domain/i18n/zh/mshell.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';

const t = textOf(mshellZh);

function Loading() {
  return (
    <Flex justify="center" className="zm-pad">
      <Spin size="large" aria-label={t('mshell.loading')} />
    </Flex>
  );
}

type RecordState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; record: ResourceRecord };

/** The record (its detail call), again when `attempt` changes. */
function useRecord(schema: PhoneSchema | null, id: number, attempt: number) {
  const client = useResourceClient();
  const [state, setState] = useState<RecordState>({ status: 'loading' });
  const resource = schema?.answer.resource;
  useEffect(() => {
    if (!resource) return;
    let live = true;
    setState({ status: 'loading' });
    client.detail(resource, id).then(
      (record) => live && setState({ status: 'ready', record }),
      (e: unknown) => live && setState({ status: 'failed', message: failureText(e, t('mshell.record.notFound')) }),
    );
    return () => {
      live = false;
    };
  }, [client, resource, id, attempt]);
  return [state, setState] as const;
}

export interface RecordScreenProps {
  resourceKey: string;
  id: number;
}

/** A record and its workflow in one column, or (编辑) its form. */
function ShownRecord({ schema, record, onSaved }: { schema: PhoneSchema; record: ResourceRecord; onSaved: (r: ResourceRecord) => void }) {
  const client = useResourceClient();
  const roles = useSessionStore((s) => s.roles);
  const viewOnly = useIsView();
  const [editing, setEditing] = useState(false);
  const { resource, platformWriter } = schema.answer;
  const children = useChildSchemas(resource);
  const computeConfig = useRuleConfig(resource, editing);
  const canEdit = !viewOnly && canWriteResource(resource, roles) && hasAction(resource, 'update') && mayWriteRecord(record, platformWriter === true);
  // A workflow's state moves by its actions only: the form neither shows nor sends it.
  const formHidden = resource.workflow ? [...schema.hiddenFields, resource.workflow.field] : schema.hiddenFields;
  if (children.status === 'loading') return <Loading />;
  if (editing) {
    const save = async (values: Record<string, unknown>) => {
      const saved = await client.update(resource, { ...values, id: record.id });
      void message.success(wasQueued(saved) ? t('mshell.record.queued') : t('mshell.record.saved'));
      if (!wasQueued(saved)) onSaved({ ...record, ...saved });
      setEditing(false);
    };
    return (
      <PhonePageFrame title={t('mshell.record.editTitle', { title: resource.title })} back>
        <div className="zm-form">
          <SchemaForm
            resource={resource}
            hiddenFields={formHidden}
            initialValues={record}
            onSubmit={save}
            onCancel={() => setEditing(false)}
            computeConfig={computeConfig}
            childSchemas={children.status === 'ready' ? children.schemas : undefined}
          />
        </div>
      </PhonePageFrame>
    );
  }
  const detail = (
    <SchemaDetail resource={resource} record={record} hiddenFields={schema.hiddenFields} column={1} childSchemas={children.status === 'ready' ? children.schemas : undefined} />
  );
  return (
    <PhonePageFrame
      title={resource.title}
      back
      extra={
        canEdit ? (
          <Button type="link" onClick={() => setEditing(true)}>
            {t('mshell.record.edit')}
          </Button>
        ) : null
      }
    >
      <div className="zm-record" data-testid="phone-record">
        {resource.workflow ? (
          <RecordWorkflow resource={resource} record={record} onChanged={(updated) => onSaved({ ...record, ...updated })}>
            {detail}
          </RecordWorkflow>
        ) : (
          detail
        )}
      </div>
    </PhonePageFrame>
  );
}

/**
 * A record on the phone (issue 15 item 2): rendered by the schema runtime in one column (the fields of
 * `phone.fields` when the file lists them), the workflow's actions the person may take and its history; 编辑
 * opens the form when the person may write it. Writes and actions go through phoneSend.
 */
export function RecordScreen({ resourceKey, id }: RecordScreenProps) {
  const [attempt, setAttempt] = useState(0);
  const schemaState = usePhoneSchema(resourceKey, attempt);
  const schema = schemaState.status === 'ready' ? schemaState.schema : null;
  const [recordState, setRecordState] = useRecord(schema, id, attempt);
  const retry = <Button onClick={() => setAttempt((a) => a + 1)}>{t('mshell.retry')}</Button>;
  if (schemaState.status === 'failed' || recordState.status === 'failed') {
    const text = schemaState.status === 'failed' ? schemaState.message : recordState.status === 'failed' ? recordState.message : '';
    return (
      <PhonePageFrame title={t('mshell.loadFailed')} back>
        <Result status="warning" title={t('mshell.loadFailed')} subTitle={text} extra={retry} />
      </PhonePageFrame>
    );
  }
  if (!schema || recordState.status !== 'ready') {
    return (
      <PhonePageFrame title={schema?.answer.resource.title ?? t('mshell.loading')} back>
        <Loading />
      </PhonePageFrame>
    );
  }
  return (
    <PhoneRefTrees schema={schema}>
      <ShownRecord schema={schema} record={recordState.record} onSaved={(record) => setRecordState({ status: 'ready', record })} />
    </PhoneRefTrees>
  );
}

/** `/r/:resource/:id`. */
export default function RecordPage() {
  const { resource = '', id = '' } = useParams();
  return (
    <PhoneClients>
      <RecordScreen key={`${resource}/${id}`} resourceKey={resource} id={Number(id)} />
    </PhoneClients>
  );
}
