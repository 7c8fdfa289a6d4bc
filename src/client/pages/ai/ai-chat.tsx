// The conversation with the AI helper (docs/ai-assistant.md): the messages, each answer with the records and
// library entries it used as links, a loading line while the helper thinks, the questions it understands as
// suggestions, and the question box (Enter sends, Shift+Enter is a new line). Used by the AI page and the
// floating helper's panel; both show the same conversation (ai-chat-store.ts).
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Avatar, Button, Empty, Input, Space, Spin, Tag, Typography } from 'antd';
import { ClearOutlined, RobotOutlined, SendOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { AI_SUGGESTIONS, MAX_QUESTION_LENGTH } from '../../../domain/ai-intent.ts';
import { aiZh } from '../../../domain/i18n/zh/ai.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { buildRouteSpecs } from '../../router/build-routes.ts';
import { usePermissionStore } from '../../stores/permission-store.ts';
import { useAiChatStore, type ChatMessage } from './ai-chat-store.ts';
import { sourcePath } from './source-path.ts';
import './ai-chat.css';

const t = textOf(aiZh);

function Suggestions({ onPick, disabled }: { onPick: (q: string) => void; disabled: boolean }) {
  return (
    <div className="ai-suggestions" aria-label={t('ai.ui.suggestions')}>
      <Typography.Text type="secondary">{t('ai.ui.suggestions')}</Typography.Text>
      <Space wrap size={[6, 6]}>
        {AI_SUGGESTIONS.map((q) => (
          <Button key={q} size="small" shape="round" disabled={disabled} onClick={() => onPick(q)}>
            {q}
          </Button>
        ))}
      </Space>
    </div>
  );
}

function Answer({ message, onPick, loading }: { message: ChatMessage; onPick: (q: string) => void; loading: boolean }) {
  const menu = usePermissionStore((s) => s.menu);
  const specs = useMemo(() => buildRouteSpecs(menu), [menu]);
  const a = message.answer;
  if (message.failed) return <Alert type="error" showIcon message={t('ai.ui.failed', { message: message.text })} />;
  return (
    <div className="ai-answer">
      {a?.notices.map((n) => <Alert key={n} type="info" showIcon message={n} className="ai-notice" />)}
      <Typography.Paragraph className="ai-text">{message.text}</Typography.Paragraph>
      {a?.refined && <Tag color="purple">{t('ai.ui.refined')}</Tag>}
      {a && a.sources.length > 0 && (
        <div className="ai-sources">
          <Typography.Text type="secondary">
            {t('ai.ui.sources')}
            {a.count != null ? t('ai.ui.count', { count: a.count }) : ''}
          </Typography.Text>
          <ol aria-label={t('ai.ui.sources')}>
            {a.sources.map((s) => (
              <li key={`${s.type}:${s.kind ?? s.resource ?? ''}:${s.id}:${s.clauseNo ?? ''}`}>
                <Link to={sourcePath(specs, s)}>{s.title}</Link>
                {s.detail && <Typography.Text type="secondary"> · {s.detail}</Typography.Text>}
              </li>
            ))}
          </ol>
        </div>
      )}
      {a && !a.understood && <Suggestions onPick={onPick} disabled={loading} />}
    </div>
  );
}

export interface AiChatProps {
  /** The floating panel's smaller size. */
  compact?: boolean;
}

export function AiChat({ compact = false }: AiChatProps) {
  const messages = useAiChatStore((s) => s.messages);
  const loading = useAiChatStore((s) => s.loading);
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, loading]);

  const send = (question: string) => {
    if (!question.trim() || loading) return;
    setDraft('');
    void useAiChatStore.getState().ask(question);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send(draft);
    }
  };

  return (
    <div className={`ai-chat${compact ? ' ai-chat-compact' : ''}`}>
      <div className="ai-messages" ref={listRef} role="log" aria-live="polite" aria-label={t('ai.ui.messages')}>
        {messages.length === 0 && (
          <div className="ai-welcome">
            <Empty image={<RobotOutlined className="ai-welcome-icon" />} description={t('ai.ui.welcome')} />
            <Suggestions onPick={send} disabled={loading} />
          </div>
        )}
        {messages.map((m) => (
          <div key={m.id} className={`ai-message ai-message-${m.role}`} data-testid={`ai-message-${m.role}`}>
            <Avatar size="small" icon={m.role === 'user' ? <UserOutlined /> : <RobotOutlined />} aria-label={m.role === 'user' ? t('ai.ui.you') : t('ai.ui.assistant')} />
            <div className="ai-bubble">{m.role === 'user' ? <Typography.Text>{m.text}</Typography.Text> : <Answer message={m} onPick={send} loading={loading} />}</div>
          </div>
        ))}
        {loading && (
          <div className="ai-message ai-message-assistant" data-testid="ai-thinking">
            <Avatar size="small" icon={<RobotOutlined />} />
            <div className="ai-bubble">
              <Spin size="small" /> <Typography.Text type="secondary">{t('ai.ui.thinking')}</Typography.Text>
            </div>
          </div>
        )}
      </div>
      <div className="ai-input">
        <Input.TextArea
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('ai.ui.placeholder')}
          aria-label={t('ai.ui.question')}
          autoSize={{ minRows: 1, maxRows: compact ? 3 : 5 }}
          maxLength={MAX_QUESTION_LENGTH}
          showCount={!compact}
        />
        <Space direction="vertical" size={4}>
          <Button type="primary" icon={<SendOutlined />} loading={loading} disabled={!draft.trim()} onClick={() => send(draft)}>
            {t('ai.ui.send')}
          </Button>
          {messages.length > 0 && (
            <Button size="small" type="text" icon={<ClearOutlined />} disabled={loading} onClick={() => useAiChatStore.getState().clear()}>
              {t('ai.ui.clear')}
            </Button>
          )}
        </Space>
      </div>
    </div>
  );
}
