import { Button, Flex, Result, Spin, message } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { phoneRecordPath } from '../../../domain/phone-paths.ts';
import { useChildSchemas } from '../../../runtime/child-schemas.ts';
import { useResourceClient } from '../../../runtime/resource-client.ts';
import { SchemaForm } from '../../../runtime/schema-form.tsx';
import { useRuleConfig } from '../../../runtime/use-rule-config.ts';
import { useIsView, useSessionStore } from '../../stores/session-store.ts';
import { PhoneClients, PhoneRefTrees, usePhoneSchema, type PhoneSchema } from '../phone-clients.tsx';
import { PhonePageFrame } from '../phone-page.tsx';
import { mayCreate } from '../phone-report.ts';
import { wasQueued } from '../phone-resource-client.ts';
import { mshellZh } from '../../../domain/i18n/zh/mshell.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';

const t = textOf(mshellZh);

function CreateForm({ schema }: { schema: PhoneSchema }) {
  const client = useResourceClient();
  const navigate = useNavigate();
  const { resource } = schema.answer;
  const children = useChildSchemas(resource);
  const computeConfig = useRuleConfig(resource, true);
  const hidden = resource.workflow ? [...schema.hiddenFields, resource.workflow.field] : schema.hiddenFields;
  if (children.status === 'loading') {
    return (
      <Flex justify="center" className="zm-pad">
        <Spin size="large" aria-label={t('mshell.loading')} />
      </Flex>
    );
  }
  const save = async (values: Record<string, unknown>) => {
    const saved = await client.create(resource, values);
    if (wasQueued(saved)) {
      void message.success(t('mshell.record.queued'));
      void navigate('/', { replace: true });
      return;
    }
    void message.success(t('mshell.create.saved'));
    // The new record's page (a detail-less resource goes back home).
    void navigate(resource.actions.includes('detail') && saved.id ? phoneRecordPath(resource.key, saved.id) : '/', { replace: true });
  };
  return (
    <div className="zm-form">
      <SchemaForm
        resource={resource}
        hiddenFields={hidden}
        onSubmit={save}
        onCancel={() => void navigate(-1)}
        submitText={t('mshell.create.submit')}
        computeConfig={computeConfig}
        childSchemas={children.status === 'ready' ? children.schemas : undefined}
      />
    </div>
  );
}

/**
 * A new record on the phone (issue 15 item 2, 上报): the resource's form in one column (the fields of
 * `phone.fields` when listed), sent through phoneSend; then the new record's page. A person who may not
 * create it is told so.
 */
export function CreateScreen({ resourceKey }: { resourceKey: string }) {
  const [attempt, setAttempt] = useState(0);
  const state = usePhoneSchema(resourceKey, attempt);
  const roles = useSessionStore((s) => s.roles);
  const viewOnly = useIsView();
  if (state.status === 'loading') {
    return (
      <PhonePageFrame title={t('mshell.loading')} back>
        <Flex justify="center" className="zm-pad">
          <Spin size="large" aria-label={t('mshell.loading')} />
        </Flex>
      </PhonePageFrame>
    );
  }
  if (state.status === 'failed') {
    return (
      <PhonePageFrame title={t('mshell.loadFailed')} back>
        <Result status="warning" title={t('mshell.loadFailed')} subTitle={state.message} extra={<Button onClick={() => setAttempt((a) => a + 1)}>{t('mshell.retry')}</Button>} />
      </PhonePageFrame>
    );
  }
  const { resource } = state.schema.answer;
  const title = t('mshell.create.title', { title: resource.title });
  if (viewOnly || !mayCreate(resource, roles)) {
    return (
      <PhonePageFrame title={title} back>
        <Result status="403" title={t('mshell.create.notAllowed', { title: resource.title })} />
      </PhonePageFrame>
    );
  }
  return (
    <PhonePageFrame title={title} back>
      <PhoneRefTrees schema={state.schema}>
        <CreateForm schema={state.schema} />
      </PhoneRefTrees>
    </PhonePageFrame>
  );
}

/** `/new/:resource`. */
export default function CreatePage() {
  const { resource = '' } = useParams();
  return (
    <PhoneClients>
      <CreateScreen key={resource} resourceKey={resource} />
    </PhoneClients>
  );
}
