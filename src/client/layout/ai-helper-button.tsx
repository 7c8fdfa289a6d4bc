import { useLocation, useNavigate } from 'react-router-dom';
import { FloatButton } from 'antd';
import { RobotOutlined } from '@ant-design/icons';

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
      tooltip="AI助手"
      aria-label="AI助手"
      className="ai-helper-button"
      onClick={() => navigate(AI_PATH)}
    />
  );
}
