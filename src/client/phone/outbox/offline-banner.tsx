// The phone shell's top banner: no signal now, how many submissions wait, sending…, how many were refused.
import { outboxuiZh } from '../../../domain/i18n/zh/outboxui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { Outbox } from './outbox.ts';
import { useOutbox, type OutboxView } from './use-outbox.ts';
import { PlainAlert } from '../plain/plain-alert.tsx';

const t = textOf(outboxuiZh);

/** The banner's kind and words for a state of the outbox; null when there is nothing to say. */
export function bannerOf(view: Pick<OutboxView, 'online' | 'sending' | 'waiting' | 'failed'>): { type: 'warning' | 'info' | 'error'; message: string } | null {
  if (!view.online) {
    return { type: 'warning', message: view.waiting ? t('outboxui.banner.offlineWaiting', { count: view.waiting }) : t('outboxui.banner.offline') };
  }
  if (view.sending) return { type: 'info', message: t('outboxui.banner.sending') };
  if (view.failed) return { type: 'error', message: t('outboxui.banner.failed', { count: view.failed }) };
  if (view.waiting) return { type: 'info', message: t('outboxui.banner.waiting', { count: view.waiting }) };
  return null;
}

export interface OfflineBannerProps {
  outbox?: Outbox;
  /** Whether the phone has signal: the browser's `navigator.onLine` unless given (stories). */
  online?: boolean;
}

export function OfflineBanner({ outbox, online }: OfflineBannerProps) {
  const view = useOutbox(outbox);
  const banner = bannerOf({ ...view, online: online ?? view.online });
  if (!banner) return null;
  return <PlainAlert type={banner.type} message={banner.message} />;
}
