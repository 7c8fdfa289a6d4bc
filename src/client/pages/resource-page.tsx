import { Result } from 'antd';
import { httpMapClient } from '../api/map-client-http.ts';
import { httpResourceClient } from '../api/resource-client-http.ts';
import { MapClientContext } from '../../runtime/map/map-client.ts';
import { httpTreeClient } from '../api/tree-client-http.ts';
import { TreeClientContext } from '../../runtime/tree-client.ts';
import { RESOURCE_PREFIX, type ViewProps } from '../router/view-registry.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { ResourceClientContext } from '../../runtime/resource-client.ts';
import { SchemaPage, type SchemaPageProps } from '../../runtime/schema-page.tsx';
import { WorkflowClientContext } from '../../runtime/workflow/workflow-client.ts';
import { SiteClientContext } from '../../runtime/phone/site-client.ts';
import { httpWorkflowClient } from '../api/workflow-client-http.ts';
import { httpSiteClient } from '../api/site-client-http.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';
import { DetailBlocksContext, type DetailBlocksRenderer } from '../../runtime/detail-blocks-context.ts';
import { DetailBlocks } from '../components/detail-blocks.tsx';
import { DetailPrintContext } from '../../runtime/detail-print-context.ts';
import { DetailPrintDialog } from '../components/detail-print-dialog.tsx';
import { FormBlocksContext } from '../../runtime/form-blocks-context.ts';
import { formBlockLookup } from '../components/form-block-lookup.ts';
import { FieldViewsContext } from '../../runtime/field-views-context.ts';
import { fieldViewLookup } from '../components/field-view-lookup.ts';

const t = textOf(shellZh);

const NO_ROLES: readonly string[] = [];
/** A record's detail drawer renders the blocks its file names (`detail.blocks`) from the client's registry. */
const renderBlocks: DetailBlocksRenderer = (blocks, record) => <DetailBlocks blocks={blocks} record={record} />;

/**
 * The view of a `resource/<key>` menu entry (DESIGN.md §7): the schema runtime's SchemaPage over the
 * HTTP ResourceClient, with the session's roles. In view-only mode (a compBizId token) the server refuses
 * writes, so no write buttons show. A module's page over one resource passes its own row actions (`rowExtra`).
 */
export default function ResourcePage({ resource, viewKey, title, rowExtra }: ViewProps & Pick<SchemaPageProps, 'rowExtra'>) {
  const roles = useSessionStore((s) => s.roles);
  const isView = useSessionStore((s) => s.isView);
  const key = resource ?? (viewKey.startsWith(RESOURCE_PREFIX) ? viewKey.slice(RESOURCE_PREFIX.length) : '');
  if (!key) return <Result status="404" title={t('shell.notFound.title')} subTitle={t('shell.resource.noResource')} />;
  return (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <TreeClientContext.Provider value={httpTreeClient}>
        <MapClientContext.Provider value={httpMapClient}>
          <WorkflowClientContext.Provider value={httpWorkflowClient}>
            <SiteClientContext.Provider value={httpSiteClient}>
              <DetailBlocksContext.Provider value={renderBlocks}>
                <DetailPrintContext.Provider value={DetailPrintDialog}>
                  <FormBlocksContext.Provider value={formBlockLookup}>
                    <FieldViewsContext.Provider value={fieldViewLookup}>
                      <SchemaPage key={key} resourceKey={key} roles={isView ? NO_ROLES : roles} title={title || undefined} rowExtra={rowExtra} />
                    </FieldViewsContext.Provider>
                  </FormBlocksContext.Provider>
                </DetailPrintContext.Provider>
              </DetailBlocksContext.Provider>
            </SiteClientContext.Provider>
          </WorkflowClientContext.Provider>
        </MapClientContext.Provider>
      </TreeClientContext.Provider>
    </ResourceClientContext.Provider>
  );
}
