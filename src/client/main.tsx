import 'antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadLanguage } from '../runtime/i18n/load-language.ts';
import { App } from './app.tsx';
import { ROUTER_BASENAME } from './config.ts';
import { languageCookie } from './i18n/page-language.ts';

// antd (with its React 19 patch, its locale and the app's theme) loads with every route but the login page,
// which loads no antd: see app.tsx and layout/antd-outlet.tsx.
//
// The page's language (cookie `language`, Chinese by default) is set before the first render; English loads
// its texts first (a chunk of its own). Every page loads lazily, after that; the modules this file imports
// run before it, so they compute no text when they load (config.ts's appTitle is a function for that).
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const lang = await loadLanguage(languageCookie());
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename={ROUTER_BASENAME}>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
