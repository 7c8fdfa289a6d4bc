// AI助手 (/AiWeb, component key ai/assistant; spec 000 §2 "An AI page at /AiWeb, presented as a small AI helper";
// docs/ai-assistant.md): the conversation on a page of its own.
import { Card } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
import type { ViewProps } from '../../router/view-registry.ts';
import { AiChat } from './ai-chat.tsx';
import { aiZh } from '../../../domain/i18n/zh/ai.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';

const t = textOf(aiZh);

export default function AiAssistantPage({ title }: Partial<ViewProps>) {
  return (
    <Card
      className="ai-page"
      title={
        <span>
          <RobotOutlined /> {title ?? t('ai.ui.assistant')}
        </span>
      }
    >
      <AiChat />
    </Card>
  );
}
