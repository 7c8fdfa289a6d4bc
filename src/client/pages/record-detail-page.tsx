// A record's own page, routed by id from its list (`/<menu path>/:id`, a list column's `link`): the record's detail,
// optionally with its workflow (state, actions, history), and the records of other resources that refer to it, one
// card each (src/runtime/workflow/record-stages.tsx). 设备详情, 维修工单, 巡检详情 and 检修详情 are each one of these.
import type { ReactNode } from 'react';
import { Button, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { wfuiZh } from '../../domain/i18n/zh/wfui.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';
import { ResourceClientContext, type ResourceRecord } from '../../runtime/resource-client.ts';
import { RecordStages, type StageLink } from '../../runtime/workflow/record-stages.tsx';
import { WorkflowClientContext } from '../../runtime/workflow/workflow-client.ts';
import { SiteClientContext } from '../../runtime/phone/site-client.ts';
import { httpResourceClient } from '../api/resource-client-http.ts';
import { httpMapClient } from '../api/map-client-http.ts';
import { httpTreeClient } from '../api/tree-client-http.ts';
import { MapClientContext } from '../../runtime/map/map-client.ts';
import { TreeClientContext } from '../../runtime/tree-client.ts';
import { httpWorkflowClient } from '../api/workflow-client-http.ts';
import { httpSiteClient } from '../api/site-client-http.ts';

const t = textOf(wfuiZh);

export interface RecordDetailPageProps {
  title?: string;
  resourceKey: string;
  /** Where 返回 goes (the list). */
  listPath: string;
  links?: readonly StageLink[];
  /** Resources whose records share `linkField`'s value with the record (检修详情: the plan's items by planId). */
  stageKeys?: readonly string[];
  /** The fields of a stage's rows' headers, by its key (default: its list's date columns). */
  stageFields?: Readonly<Record<string, readonly string[]>>;
  linkField?: string;
  stagesTitle: string;
  workflow?: boolean;
  /** A module's own card after the linked records, given the record. */
  footer?: (record: ResourceRecord) => ReactNode;
}

export function RecordDetailPage({ title, resourceKey, listPath, links, stageKeys = [], stageFields, linkField = 'id', stagesTitle, workflow, footer }: RecordDetailPageProps) {
  const { id: idParam } = useParams();
  const navigate = useNavigate();
  const id = Number(idParam);
  const valid = Number.isSafeInteger(id) && id > 0;
  const back = (
    <div>
      <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(listPath)}>
        {t('wfui.page.back')}
      </Button>
    </div>
  );
  return (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <TreeClientContext.Provider value={httpTreeClient}>
      <MapClientContext.Provider value={httpMapClient}>
      <WorkflowClientContext.Provider value={httpWorkflowClient}>
        <SiteClientContext.Provider value={httpSiteClient}>
          {title && (
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {title}
            </Typography.Title>
          )}
          {valid ? (
            <RecordStages
              key={id}
              resourceKey={resourceKey}
              id={id}
              stageKeys={stageKeys}
              stageFields={stageFields}
              linkField={linkField}
              links={links}
              stagesTitle={stagesTitle}
              workflow={workflow}
              extra={back}
              footer={footer}
            />
          ) : (
            back
          )}
        </SiteClientContext.Provider>
      </WorkflowClientContext.Provider>
      </MapClientContext.Provider>
      </TreeClientContext.Provider>
    </ResourceClientContext.Provider>
  );
}
