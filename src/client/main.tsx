// Must come first: lets antd 5 (static message/notification, wave effect) run on React 19.
import '@ant-design/v5-patch-for-react-19';
import 'antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { App } from './app.tsx';
import { ROUTER_BASENAME } from './config.ts';
import { AppConfigProvider } from './layout/app-config-provider.tsx';

dayjs.locale('zh-cn');

// zh-CN, the theme colour of the layout settings (default #1890ff) and the UI size of the `size` cookie
// (default small: default/medium/small/mini → antd large/middle/small/small+compact), see AppConfigProvider.
// Static message/notification (used by the API client) render outside the tree; give them the same configuration.
ConfigProvider.config({
  holderRender: (children) => <AppConfigProvider>{children}</AppConfigProvider>,
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppConfigProvider>
      <BrowserRouter basename={ROUTER_BASENAME}>
        <App />
      </BrowserRouter>
    </AppConfigProvider>
  </StrictMode>,
);
