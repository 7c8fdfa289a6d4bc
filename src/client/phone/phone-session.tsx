import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import type { loadSession } from '../router/load-session.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { failureText } from '../../runtime/client-failure.ts';
import { mshellZh } from '../../domain/i18n/zh/mshell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';
import { startOutboxFlusher } from './outbox/outbox-flusher.ts';
import { takeSession } from './early-session.ts';
import { phoneOutbox } from './outbox/phone-outbox.ts';
import { PlainButton } from './plain/plain-button.tsx';
import { PlainResult } from './plain/plain-result.tsx';
import { PlainSpinner } from './plain/plain-spinner.tsx';

const t = textOf(mshellZh);

/**
 * The signed-in part of the phone shell: the person's info (name, enterprise, roles) loads first, as on the
 * desktop (the same enterprise restored, loadSession; started before the first render, early-session.ts), then the
 * pages render. A failure offers 重试; a refused
 * token has signed out already and the token guard goes to the login page. Then the outbox starts sending.
 */
const startPhoneFlusher = () => startOutboxFlusher(phoneOutbox());

export interface PhoneSessionProps {
  load?: typeof loadSession;
  /** Starts sending the outbox (answers its stop); stories pass none. */
  startFlusher?: (() => () => void) | null;
}

export function PhoneSession({ load = takeSession, startFlusher = startPhoneFlusher }: PhoneSessionProps) {
  const info = useSessionStore((s) => s.userInfo);
  const token = useSessionStore((s) => s.token);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (info || !token) return;
    let live = true;
    setError(null);
    load().then(
      ({ info: loaded }) => live && useSessionStore.getState().setUserInfo(loaded),
      (e: unknown) => live && setError(failureText(e, t('mshell.loadFailed'))),
    );
    return () => {
      live = false;
    };
  }, [info, token, attempt, load]);
  // What waits on the phone belongs to the signed-in person: it is sent once their info is known.
  useEffect(() => (info && startFlusher ? startFlusher() : undefined), [info, startFlusher]);
  if (info) return <Outlet />;
  if (error) {
    return (
      <PlainResult title={t('mshell.loadFailed')} subTitle={error} extra={<PlainButton onClick={() => setAttempt((a) => a + 1)}>{t('mshell.retry')}</PlainButton>} />
    );
  }
  return (
    <div className="zm-center">
      <PlainSpinner label={t('mshell.loading')} />
    </div>
  );
}
