// 培训档案 (/jypx/file, docs/training.md "Training files"): a person's training file and the completion.
import { Card, Typography } from 'antd';
import type { ViewProps } from '../../router/view-registry.ts';
import { fileApi } from './file-api.ts';
import { TrainingFilePanel } from './training-file-view.tsx';

export default function TrainingFilePage({ title }: Partial<ViewProps>) {
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <TrainingFilePanel api={fileApi} />
    </Card>
  );
}
