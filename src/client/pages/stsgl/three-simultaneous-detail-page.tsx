// 三同时详情 (menu component stsgl/detail, route /stsgl/detail/:id; issue 14 item 8): the project and its five
// stages (预评价, 设计审查, 施工建设, 试生产, 竣工验收: the records with the project's number), each with its state,
// dates, actions and history (src/runtime/workflow/record-stages.tsx). The project list links here by its name.
import { Button, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { wfuiZh } from '../../../domain/i18n/zh/wfui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { ResourceClientContext } from '../../../runtime/resource-client.ts';
import { RecordStages } from '../../../runtime/workflow/record-stages.tsx';
import { WorkflowClientContext } from '../../../runtime/workflow/workflow-client.ts';
import { SiteClientContext } from '../../../runtime/phone/site-client.ts';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import { httpWorkflowClient } from '../../api/workflow-client-http.ts';
import { httpSiteClient } from '../../api/site-client-http.ts';
import type { ViewProps } from '../../router/view-registry.ts';

const t = textOf(wfuiZh);

export const PROJECT_RESOURCE = 'three-simultaneous';
export const STAGE_RESOURCES = ['pre-evaluation', 'design-stage', 'construction-stage', 'pilot-production', 'acceptance-stage'] as const;
const LINK_FIELD = 'projectCode';
const LIST_PATH = '/stsgl/list';

export default function ThreeSimultaneousDetailPage({ title }: Partial<ViewProps>) {
  const { id: idParam } = useParams();
  const navigate = useNavigate();
  const id = Number(idParam);
  const back = (
    <div>
      <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(LIST_PATH)}>
        {t('wfui.page.back')}
      </Button>
    </div>
  );
  return (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <WorkflowClientContext.Provider value={httpWorkflowClient}>
        <SiteClientContext.Provider value={httpSiteClient}>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {title || t('wfui.page.stsgl')}
          </Typography.Title>
          {Number.isSafeInteger(id) && id > 0 ? (
            <RecordStages key={id} resourceKey={PROJECT_RESOURCE} id={id} stageKeys={STAGE_RESOURCES} linkField={LINK_FIELD} extra={back} />
          ) : (
            back
          )}
        </SiteClientContext.Provider>
      </WorkflowClientContext.Provider>
    </ResourceClientContext.Provider>
  );
}
