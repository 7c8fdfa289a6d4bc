import 'antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app.tsx';
import { ROUTER_BASENAME } from './config.ts';

// antd (with its React 19 patch, zh-CN and the app's theme) loads with every route but the login page,
// which loads no antd: see app.tsx and layout/antd-outlet.tsx.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter basename={ROUTER_BASENAME}>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
