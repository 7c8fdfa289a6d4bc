import '@ant-design/v5-patch-for-react-19';
import { message, notification } from 'antd';
import type { ApiError } from './api-error.ts';

/**
 * Shows a refused call to the person (spec 000 §8): a serious one (an expired session, a server failure) as the 提示
 * notification titled `title`, any other as a message. antd comes with this module: http.ts loads it at the first
 * refusal, so a page that has not drawn antd yet (the phone's 待办) does not carry it.
 */
export function announceRefusal(error: ApiError, serious: boolean, title: string): void {
  if (serious) notification.error({ message: title, description: error.message });
  else message.error(error.message);
}
