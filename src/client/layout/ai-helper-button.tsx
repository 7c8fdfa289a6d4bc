import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Card, FloatButton, Spin } from 'antd';
import { CloseOutlined, ExpandOutlined, RobotOutlined } from '@ant-design/icons';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { aiZh } from '../../domain/i18n/zh/ai.ts';
import { commonZh } from '../../domain/i18n/zh/common.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';
import './ai-helper.css';

const t = textOf({ ...shellZh, ...aiZh, ...commonZh });
/** The conversation, loaded when the panel first opens (the layout's chunk stays small). */
const AiChat = lazy(() => import('../pages/ai/ai-chat.tsx').then((m) => ({ default: m.AiChat })));

/** The AI page of the menu (hidden from the sidebar, spec 000 §2). */
export const AI_PATH = '/AiWeb';

/**
 * The floating AI helper at the bottom right (a float widget, float-widgets.ts): opens a small panel with the
 * conversation (the same one as the AI page), from which 在页面中打开 goes to the page. Not shown on the AI page.
 */
export function AiHelperButton() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const onAiPage = pathname === AI_PATH || pathname.startsWith(`${AI_PATH}/`);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (onAiPage) return null;
  return (
    <>
      {open && (
        <Card
          className="ai-panel"
          role="dialog"
          aria-label={t('shell.navbar.aiHelper')}
          size="small"
          title={
            <span>
              <RobotOutlined /> {t('shell.navbar.aiHelper')}
            </span>
          }
          extra={
            <>
              <Button
                type="text"
                size="small"
                icon={<ExpandOutlined />}
                onClick={() => {
                  setOpen(false);
                  navigate(AI_PATH);
                }}
              >
                {t('ai.ui.openPage')}
              </Button>
              <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('common.close')} onClick={() => setOpen(false)} />
            </>
          }
        >
          <Suspense fallback={<Spin />}>
            <AiChat compact />
          </Suspense>
        </Card>
      )}
      <FloatButton
        type="primary"
        icon={open ? <CloseOutlined /> : <RobotOutlined />}
        tooltip={t('shell.navbar.aiHelper')}
        aria-label={t('shell.navbar.aiHelper')}
        aria-expanded={open}
        className="ai-helper-button"
        onClick={() => setOpen((o) => !o)}
      />
    </>
  );
}
