// The designer's DesignerClient (designer/designer-client.ts) over the app's HTTP layer (./http.ts),
// following docs/designer.md. Every call is silent: the designer shows its own messages (an expired session
// is still announced by the HTTP layer). Refusals reject with ApiError, which carries message, status and
// field errors: a ClientFailure. The platform administrator acting for an enterprise names it with
// `tenantId`, sent as a query value on every call.
import { createElement, type ComponentType } from 'react';
import type { AxiosRequestConfig } from 'axios';
import type { DesignerClient, Edge, SwitchState } from '../../../designer/designer-client.ts';
import { DesignerClientContext } from '../../../designer/designer-client.ts';
import { SchemaEditorTenantContext, type TenantChoice } from '../../../designer/schema-editor-tenant.ts';
import { ResourceClientContext } from '../../runtime/resource-client.ts';
import { ROLE_ADMIN } from '../router/permission-rules.ts';
import type { ViewProps } from '../router/view-registry.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { request } from './http.ts';
import { searchEnterprises } from './login-api.ts';
import { httpResourceClient } from './resource-client-http.ts';
import { httpMapClient } from './map-client-http.ts';
import { MapClientContext } from '../../runtime/map/map-client.ts';
import { WorkflowClientContext } from '../../runtime/workflow/workflow-client.ts';
import { httpWorkflowClient } from './workflow-client-http.ts';
import { FormBlocksContext } from '../../runtime/form-blocks-context.ts';
import { formBlockLookup } from '../components/form-block-lookup.ts';

const BASE = '/u-basic';

export interface HttpDesignerClientOptions {
  /** The enterprise the platform administrator acts for (sent as query `tenantId`); omit for one's own. */
  tenantId?: number;
}

type Query = Record<string, string | number | boolean | undefined>;

const enc = encodeURIComponent;

/** A DesignerClient over the app's axios instance. */
export function createHttpDesignerClient(options: HttpDesignerClientOptions = {}): DesignerClient {
  const tenant: Query = options.tenantId === undefined ? {} : { tenantId: options.tenantId };

  async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, query: Query = {}): Promise<T> {
    const config: AxiosRequestConfig = { method, url: `${BASE}/${url}`, params: { ...query, ...tenant }, silent: true };
    if (body !== undefined) config.data = body;
    const answer = await request<T>(config);
    return answer.data as T;
  }
  const get = <T>(url: string, query?: Query) => call<T>('GET', url, undefined, query);
  const post = <T>(url: string, body: unknown) => call<T>('POST', url, body);
  const put = <T>(url: string, body: unknown) => call<T>('PUT', url, body);
  const del = <T>(url: string, query?: Query) => call<T>('DELETE', url, undefined, query);
  const edgePath = (edge: Edge) => (edge === 'top' ? 'topping' : 'ending');
  const switchPath = (state: SwitchState) => (state === 'enable' ? 'enable' : 'disable');

  return {
    resources: (title) => get('designer/resources', title ? { title } : {}),
    overlay: (key) => get(`designer/overlay/${enc(key)}`),
    saveDraft: (key, overlay, baseVersion) => put(`designer/draft/${enc(key)}`, { overlay, baseVersion }),
    discardDraft: (key) => del(`designer/draft/${enc(key)}`),
    preview: (key, overlay) => post(`designer/preview/${enc(key)}`, { overlay }),
    publish: (key, body) => post(`designer/publish/${enc(key)}`, body),
    versions: (key, page, limit) => get(`designer/versions/${enc(key)}`, { page, limit }),
    version: (key, version) => get(`designer/version/${enc(key)}/${version}`),
    diff: (key, from, to) => get(`designer/diff/${enc(key)}`, { from, to }),
    rollback: (key, version, baseVersion) => post(`designer/rollback/${enc(key)}`, baseVersion === undefined ? { version } : { version, baseVersion }),
    schemaFile: (key) => get(`designer/schema/${enc(key)}`),
    refTargets: () => get('designer/ref-targets'),
    checkSchemaFile: (key, file) => post(`designer/schema/${enc(key)}/check`, { file }),
    saveSchemaFile: (key, body) => put(`designer/schema/${enc(key)}`, body),

    customFields: ({ resourceKey, page = 1, limit = 100, title, status, removed }) =>
      get('custom-field/list', { resourceKey, page, limit, title: title || undefined, status, removed }),
    createCustomField: (resourceKey, def) => post('custom-field', { resourceKey, ...def }),
    updateCustomField: (resourceKey, def) => put('custom-field', { resourceKey, ...def }),
    removeCustomFields: (resourceKey, keys) => del('custom-field', { resourceKey, keys: keys.join(',') }),
    restoreCustomFields: (resourceKey, keys) => post('custom-field/restore', { resourceKey, keys }),
    pinCustomField: (resourceKey, key, edge) => post(`custom-field/${edgePath(edge)}`, { resourceKey, key }),
    sortCustomFields: (resourceKey, keys) => post('custom-field/sort', { resourceKey, keys }),
    switchCustomFields: (resourceKey, state, keys) => post(`custom-field/${switchPath(state)}`, { resourceKey, keys }),

    compTabs: (resourceKey) => get('comp-tab/list', { resourceKey }),
    createCompTab: (resourceKey, title, key) => post('comp-tab', key === undefined ? { resourceKey, title } : { resourceKey, title, key }),
    updateCompTab: (resourceKey, key, title) => put('comp-tab', { resourceKey, key, title }),
    removeCompTabs: (resourceKey, keys) => del('comp-tab', { resourceKey, keys: keys.join(',') }),
    pinCompTab: (resourceKey, key, edge) => post(`comp-tab/${edgePath(edge)}`, { resourceKey, key }),
    sortCompTabs: (resourceKey, keys) => post('comp-tab/sort', { resourceKey, keys }),
    switchCompTabs: (resourceKey, state, keys) => post(`comp-tab/${switchPath(state)}`, { resourceKey, keys }),

    compTabFields: (resourceKey, tabKey) => get('comp-tab-field/list', { resourceKey, tabKey }),
    addCompTabFields: (resourceKey, tabKey, fields) => post('comp-tab-field', { resourceKey, tabKey, fields }),
    removeCompTabFields: (resourceKey, tabKey, fields) => del('comp-tab-field', { resourceKey, tabKey, fields: fields.join(',') }),
    pinCompTabField: (resourceKey, tabKey, field, edge) => post(`comp-tab-field/${edgePath(edge)}`, { resourceKey, tabKey, field }),
    sortCompTabFields: (resourceKey, tabKey, fields) => post('comp-tab-field/sort', { resourceKey, tabKey, fields }),
    switchCompTabFields: (resourceKey, tabKey, state, fields) => post(`comp-tab-field/${switchPath(state)}`, { resourceKey, tabKey, fields }),

    compFields: (resourceKey) => get('comp-field/list', { resourceKey }),
    saveCompFields: (resourceKey, fields) => post('comp-field/saveBatch', { resourceKey, fields }),
    compFieldValues: (resourceKey, recordId) => get('comp-field/values', { resourceKey, recordId }),
    saveCompFieldValues: (resourceKey, values, recordId) =>
      post('comp-field/saveBatchValue', recordId === undefined ? { resourceKey, values } : { resourceKey, recordId, values }),
  };
}

/** The client of the signed-in administrator's own enterprise (or the one chosen with Ent-ID). */
export const httpDesignerClient: DesignerClient = createHttpDesignerClient();

const byTenant = new Map<number, DesignerClient>();

/**
 * The platform administrator's choice of enterprise: a client per enterprise (one each, kept), and the
 * search by name of the /user service (`GET /user/qyxx/likeQymc`, the login page's).
 */
export const httpTenantChoice: TenantChoice = {
  clientFor(tenantId) {
    if (tenantId === null) return httpDesignerClient;
    let c = byTenant.get(tenantId);
    if (!c) byTenant.set(tenantId, (c = createHttpDesignerClient({ tenantId })));
    return c;
  },
  search: async (name, signal) => (await searchEnterprises(name, signal)).map((e) => ({ id: e.id, name: e.qymc })),
};

const wrapped = new WeakMap<ComponentType<ViewProps>, ComponentType<ViewProps>>();

/**
 * A designer page with the HTTP designer client and resource client provided, the client's form blocks, and for the platform
 * administrator the choice of enterprise (the designer layer may not import the client's HTTP layer; the
 * view registry wraps designer pages with this). One wrapper per page.
 */
export function withHttpDesignerClient(Page: ComponentType<ViewProps>): ComponentType<ViewProps> {
  const known = wrapped.get(Page);
  if (known) return known;
  function DesignerView(props: ViewProps) {
    const isAdmin = useSessionStore((st) => st.roles.includes(ROLE_ADMIN));
    return createElement(
      ResourceClientContext.Provider,
      { value: httpResourceClient },
      createElement(
        DesignerClientContext.Provider,
        { value: httpDesignerClient },
        // The live preview draws geometry fields (GeometryPicker) over the enterprise's plan.
        createElement(
          MapClientContext.Provider,
          { value: httpMapClient },
          // The preview's list and detail show a workflow's tabs, actions and history like the app's.
          createElement(
            WorkflowClientContext.Provider,
            { value: httpWorkflowClient },
            // The preview's form renders the blocks a file places (a permit file's workers, grade…) from every
            // module's registry, as the resource pages do; a permit block shows a new permit of the file's kind.
            createElement(
              FormBlocksContext.Provider,
              { value: formBlockLookup },
              createElement(SchemaEditorTenantContext.Provider, { value: isAdmin ? httpTenantChoice : null }, createElement(Page, props)),
            ),
          ),
        ),
      ),
    );
  }
  wrapped.set(Page, DesignerView);
  return DesignerView;
}
