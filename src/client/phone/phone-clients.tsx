import { useMemo, type ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { ResourceClientContext, useResourceClient, type ResourceClient, type ResourceSchemaAnswer } from '../../runtime/resource-client.ts';
import { RefTreesContext, refTreesByKind } from '../../runtime/ref-trees-context.ts';
import { WorkflowClientContext, type WorkflowClient } from '../../runtime/workflow/workflow-client.ts';
import { failureText } from '../../runtime/client-failure.ts';
import { localizeResource } from '../../schema/localize.ts';
import { pageEnglish, pageLanguage } from '../../runtime/i18n/text-of.ts';
import { phoneResourceClient } from './phone-resource-client.ts';
import { SiteClientContext, type SiteClient } from '../../runtime/phone/site-client.ts';
import { httpSiteClient } from '../api/site-client-http.ts';
import { MapClientContext, type MapClient } from '../../runtime/map/map-client.ts';
import { httpMapClient } from '../api/map-client-http.ts';
import { phoneWorkflowClient } from './phone-workflow-client.ts';
import { phoneHiddenFields } from '../../schema/keywords/phone.ts';
import { mshellZh } from '../../domain/i18n/zh/mshell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(mshellZh);

let defaults: { resource: ResourceClient; workflow: WorkflowClient } | null = null;
/** The phone's clients over HTTP, made once (on first use: stories never make them). */
function defaultClients() {
  defaults ??= { resource: phoneResourceClient(), workflow: phoneWorkflowClient() };
  return defaults;
}

export interface PhoneClientsProps {
  /** Stories and tests pass fakes; the phone's HTTP clients otherwise. */
  resource?: ResourceClient;
  workflow?: WorkflowClient;
  /** Signatures and positions (the HTTP client unless given). */
  site?: SiteClient;
  /** The plant plan (a record's geometry field on its page; the HTTP client unless given). */
  map?: MapClient;
  children: ReactNode;
}

/** The runtime's clients on the phone: reads over HTTP, writes, actions and photos through the outbox; signatures. */
export function PhoneClients({ resource, workflow, site, map, children }: PhoneClientsProps) {
  const r = resource ?? defaultClients().resource;
  const w = workflow ?? defaultClients().workflow;
  return (
    <ResourceClientContext.Provider value={r}>
      <WorkflowClientContext.Provider value={w}>
        <SiteClientContext.Provider value={site ?? httpSiteClient}>
          <MapClientContext.Provider value={map ?? httpMapClient}>{children}</MapClientContext.Provider>
        </SiteClientContext.Provider>
      </WorkflowClientContext.Provider>
    </ResourceClientContext.Provider>
  );
}

/** A resource's schema on the phone: the file in the page's language and the fields the phone hides. */
export interface PhoneSchema {
  answer: ResourceSchemaAnswer;
  /** The overlay's hidden fields and those `phone.fields` does not list. */
  hiddenFields: string[];
}

export type PhoneSchemaState = { status: 'loading' } | { status: 'failed'; message: string; code?: number } | { status: 'ready'; schema: PhoneSchema };

/** Loads a resource's schema (again when `attempt` changes). */
export function usePhoneSchema(key: string, attempt = 0): PhoneSchemaState {
  const client = useResourceClient();
  const [state, setState] = useState<PhoneSchemaState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    client.schema(key).then(
      (answer) => {
        if (!live) return;
        const resource = localizeResource(answer.resource, pageLanguage(), pageEnglish() ?? undefined);
        setState({ status: 'ready', schema: { answer: { ...answer, resource }, hiddenFields: [...answer.hiddenFields, ...phoneHiddenFields(resource)] } });
      },
      (e: unknown) => live && setState({ status: 'failed', message: failureText(e, t('mshell.loadFailed')), code: (e as { status?: number } | null)?.status }),
    );
    return () => {
      live = false;
    };
  }, [client, key, attempt]);
  return state;
}

/** The pickers of a schema that pick from a tree (as SchemaPage provides them). */
export function PhoneRefTrees({ schema, children }: { schema: PhoneSchema; children: ReactNode }) {
  const { resource, refTrees } = schema.answer;
  const trees = useMemo(() => refTreesByKind(resource.key, refTrees), [resource.key, refTrees]);
  return <RefTreesContext.Provider value={trees}>{children}</RefTreesContext.Provider>;
}
