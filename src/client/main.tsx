// Must come first: lets antd 5 (static message/notification, wave effect) run on React 19.
import '@ant-design/v5-patch-for-react-19';
import 'antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { App } from './app.tsx';
import { ROUTER_BASENAME } from './config.ts';

dayjs.locale('zh-cn');

const theme: ThemeConfig = { token: { colorPrimary: '#1890ff' } };
const button = { autoInsertSpace: false };

// Static message/notification (used by the API client) render outside the tree; give them the same locale and theme.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={zhCN} theme={theme} button={button}>
      {children}
    </ConfigProvider>
  ),
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <ConfigProvider locale={zhCN} theme={theme} button={button}>
      <BrowserRouter basename={ROUTER_BASENAME}>
        <App />
      </BrowserRouter>
    </ConfigProvider>
  </StrictMode>,
);
