import 'antd/dist/reset.css';
import './phone.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PHONE_BASENAME } from '../../domain/phone-paths.ts';
import { loadLanguage } from '../../runtime/i18n/load-language.ts';
import { languageCookie } from '../i18n/page-language.ts';
import { loadPhoneLocale, PhoneConfig } from './phone-antd.tsx';
import { PhoneApp } from './phone-app.tsx';
import { registerPhoneWorker } from './outbox/register-worker.ts';

// The phone shell (issue 15, docs/phone.md): a page of its own at /zax/m/, with its own small bundle (never the
// desktop's layout or router). The language is the desktop's (cookie `language`, Chinese by default), set before
// the first render.
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from m/index.html');
  const lang = await loadLanguage(languageCookie());
  await loadPhoneLocale(lang);
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename={PHONE_BASENAME}>
        <PhoneConfig>
          <PhoneApp />
        </PhoneConfig>
      </BrowserRouter>
    </StrictMode>,
  );
  // The shell opens without signal after a first visit (the service worker keeps it).
  void registerPhoneWorker();
}

void start();
