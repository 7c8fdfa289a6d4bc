import { useLocation, useNavigate } from 'react-router-dom';
import { FloatButton } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** The AI page of the menu (hidden from the sidebar, spec 000 §2). */
export const AI_PATH = '/AiWeb';

/** A small floating AI assistant button at the bottom right that opens the AI page. */
export function AiHelperButton() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (pathname === AI_PATH || pathname.startsWith(`${AI_PATH}/`)) return null;
  return (
    <FloatButton
      type="primary"
      icon={<RobotOutlined />}
      tooltip={t('shell.navbar.aiHelper')}
      aria-label={t('shell.navbar.aiHelper')}
      className="ai-helper-button"
      onClick={() => navigate(AI_PATH)}
    />
  );
}
