import 'antd/dist/reset.css';
import './phone.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PHONE_BASENAME, PHONE_PATHS } from '../../domain/phone-paths.ts';
import { loadLanguage } from '../../runtime/i18n/load-language.ts';
import { languageCookie } from '../i18n/page-language.ts';
import { PhoneApp } from './phone-app.tsx';
import { startEarlyInbox } from './early-inbox.ts';
import { startEarlySession } from './early-session.ts';
import { pageAt } from './phone-page-loaders.ts';
import { afterFirstScreen } from './first-screen.ts';
import { registerPhoneWorker } from './outbox/register-worker.ts';
import { drawStaticsInPhoneConfig } from './with-antd.tsx';

// The phone shell (issue 15, docs/phone.md): a page of its own at /zax/m/, with its own small bundle (never the
// desktop's layout or router). The language is the desktop's (cookie `language`, Chinese by default), set before
// the first render. The shell and its 待办 list are drawn without antd; a page that uses antd loads it (withAntd).
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from m/index.html');
  const lang = await loadLanguage(languageCookie());
  drawStaticsInPhoneConfig();
  // The person's session, and the 待办 list when the shell opens on it, are asked for before anything is drawn.
  startEarlySession(pageAt(window.location.pathname)?.path === PHONE_PATHS.home ? startEarlyInbox : undefined);
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename={PHONE_BASENAME}>
        <PhoneApp />
      </BrowserRouter>
    </StrictMode>,
  );
  // The shell opens without signal after a first visit (the service worker keeps it): registered once the first
  // screen is shown, so that its copy of the shell does not compete with that screen for the phone's connection.
  afterFirstScreen(() => void registerPhoneWorker());
}

void start();
