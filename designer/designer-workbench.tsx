// The designer workbench (menu keys designer/custom-field and designer/comp-tab): pick a resource, then edit
// its custom fields and comp-tabs as a draft with undo/redo and a live preview, and publish it as a new
// version. The view registry wraps it with the HTTP clients (src/client/api/designer-client-http.ts); the
// platform administrator also picks the enterprise acted for (the app's SchemaEditorTenantContext).
import { Card, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { ChooseTenantPrompt } from './choose-tenant-prompt.tsx';
import { DesignerClientContext, useDesignerClient } from './designer-client.ts';
import { ResourceDesigner, type DesignerPanel } from './resource-designer.tsx';
import { ResourcePicker } from './resource-picker.tsx';
import { TenantPicker } from './schema-editor-tenant-picker.tsx';
import { useTenantChoice } from './schema-editor-tenant.ts';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

/** What a routed view receives (src/client/router/view-registry.ts ViewProps), plus the designer's options. */
export interface DesignerWorkbenchProps {
  title?: string;
  viewKey?: string;
  /** The resource to open at once. */
  resource?: string;
  /** The panel shown first (default: from the menu key, 页签 for designer/comp-tab, else 字段). */
  initialPanel?: DesignerPanel;
  /** Autosave delay in ms (tests and stories shorten it). */
  autosaveMs?: number;
}

/** The panel a menu key opens. */
export function panelOfViewKey(viewKey: string | undefined): DesignerPanel {
  return viewKey === 'designer/comp-tab' ? 'tabs' : 'fields';
}

export default function DesignerWorkbench({ title, viewKey, resource, initialPanel, autosaveMs }: DesignerWorkbenchProps) {
  const own = useDesignerClient();
  const tenants = useTenantChoice();
  const [tenantId, setTenantId] = useState<number | null>(null);
  const client = tenants ? tenants.clientFor(tenantId) : own;
  // The platform administrator works for a chosen enterprise: nothing is asked of the server before.
  const mustChoose = tenants !== null && tenantId === null;
  const [resourceKey, setResourceKey] = useState<string | undefined>(resource);
  const [panel, setPanel] = useState<DesignerPanel>(initialPanel ?? panelOfViewKey(viewKey));
  const [refresh, setRefresh] = useState(0);

  return (
    <DesignerClientContext.Provider value={client}>
      <Card title={title || t('designer.workbench.title')} data-testid="designer-workbench">
        <Flex vertical gap={16}>
          <Flex align="center" gap={8} wrap>
            {tenants && (
              <TenantPicker key={tenantId ?? 0} search={tenants.search} enterprises={tenants.enterprises} value={tenantId} onChange={setTenantId} />
            )}
            {!mustChoose && (
              <>
                <Typography.Text strong>{t('designer.workbench.resource')}</Typography.Text>
                <ResourcePicker value={resourceKey} onChange={(key) => setResourceKey(key)} refreshKey={refresh} />
              </>
            )}
          </Flex>
          {mustChoose ? (
            <ChooseTenantPrompt />
          ) : resourceKey ? (
            <ResourceDesigner
              key={`${tenantId ?? 0}:${resourceKey}`}
              resourceKey={resourceKey}
              panel={panel}
              onPanelChange={setPanel}
              onPublished={() => setRefresh((n) => n + 1)}
              autosaveMs={autosaveMs}
            />
          ) : (
            <Empty description={t('designer.workbench.empty')} />
          )}
        </Flex>
      </Card>
    </DesignerClientContext.Provider>
  );
}
