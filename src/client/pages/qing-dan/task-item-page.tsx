// 任务详情 (/qing-dan/task-item/:id): one checklist task and its items, each filled on its own (TaskItems, shared with the
// phone's page of a task).
import { Card } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { fxfjgkZh } from '../../../domain/i18n/zh/fxfjgk.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { ResourceClientContext } from '../../../runtime/resource-client.ts';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { TaskItems } from './task-items.tsx';

const t = textOf(fxfjgkZh);
export const TASK_LIST_PATH = '/qing-dan/task';

export default function TaskItemPage({ title }: Partial<ViewProps>) {
  const { id } = useParams();
  const back = <Link to={TASK_LIST_PATH}>{t('fxfjgk.qd.page.back')}</Link>;
  return (
    <Card data-testid="qd-task-item-page">
      {/* The photos go up and are named through the resource client (FileUpload, FileList). */}
      <ResourceClientContext.Provider value={httpResourceClient}>
        <TaskItems taskId={Number(id)} title={title} back={back} />
      </ResourceClientContext.Provider>
      <div style={{ marginTop: 16 }}>{back}</div>
    </Card>
  );
}
