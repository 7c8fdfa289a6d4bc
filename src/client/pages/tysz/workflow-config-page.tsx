// 流程配置 (menu component tysz/workflow, issue 14 item 6): the enterprise's workflows as diagrams, and who acts on
// each transition (src/runtime/workflow/workflow-config-editor.tsx) over the HTTP clients; above them, the special-work
// switch of who signs a permit's slots (permit-signer-switch.tsx) the roles of each permit slot (permit-slot-roles.tsx) and the countersigning departments of 动土 / 断路
// (permit-countersign-config.tsx).
import { Typography } from 'antd';
import { wfuiZh } from '../../../domain/i18n/zh/wfui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { ResourceClientContext } from '../../../runtime/resource-client.ts';
import { WorkflowClientContext } from '../../../runtime/workflow/workflow-client.ts';
import { WorkflowConfigEditor } from '../../../runtime/workflow/workflow-config-editor.tsx';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import { httpWorkflowClient } from '../../api/workflow-client-http.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { PermitSignerSwitch } from '../tszy/permit-signer-switch.tsx';
import { PermitSlotRoles } from '../tszy/permit-slot-roles.tsx';
import { PermitCountersignConfig } from '../tszy/permit-countersign-config.tsx';

const t = textOf(wfuiZh);

export default function WorkflowConfigPage({ title }: Partial<ViewProps>) {
  return (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <WorkflowClientContext.Provider value={httpWorkflowClient}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {title || t('wfui.page.config')}
        </Typography.Title>
        <PermitSignerSwitch />
        <PermitSlotRoles />
        <PermitCountersignConfig />
        <WorkflowConfigEditor />
      </WorkflowClientContext.Provider>
    </ResourceClientContext.Provider>
  );
}
