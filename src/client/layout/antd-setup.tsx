// antd's one-time setup, run when the first antd part of the app loads (the login page loads no antd).
// Must come first: lets antd 5 (static message/notification, wave effect) run on React 19.
import '@ant-design/v5-patch-for-react-19';
import { ConfigProvider } from 'antd';
import { AppConfigProvider } from './app-config-provider.tsx';

// zh-CN, the theme colour of the layout settings (default #1890ff) and the UI size of the `size` cookie
// (default small: default/medium/small/mini → antd large/middle/small/small+compact), see AppConfigProvider.
// Static message/notification (used by the API client) render outside the tree; give them the same configuration.
ConfigProvider.config({
  holderRender: (children) => <AppConfigProvider>{children}</AppConfigProvider>,
});
