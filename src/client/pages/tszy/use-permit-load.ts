// The permit a page shows (the desktop's detail page, the phone's permit page): GET zuoYePiao/detail and the kind's
// participants, loaded for `id`; `reload` asks again after an action, keeping the permit shown until the answer.
import { useCallback, useEffect, useState } from 'react';
import { permitApi, type Participants, type PermitDetail } from '../../api/permit-api.ts';
import { reasonOf, t } from './permit-labels.ts';

export type PermitLoad =
  | { status: 'loading' }
  | { status: 'failed'; reason: string; notFound: boolean }
  | { status: 'ready'; permit: PermitDetail; people: Participants };

export function usePermitLoad(id: number): { load: PermitLoad; reload: () => void } {
  const [load, setLoad] = useState<PermitLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  useEffect(() => {
    let live = true;
    if (!Number.isInteger(id) || id < 1) {
      setLoad({ status: 'failed', reason: t('permitsui.page.notFound'), notFound: true });
      return;
    }
    setLoad((l) => (l.status === 'ready' && l.permit.id === id ? l : { status: 'loading' }));
    permitApi
      .detail(id)
      .then(async (permit) => ({ permit, people: await permitApi.participants(permit.zuoYeLeiXing, id) }))
      .then(
        ({ permit, people }) => live && setLoad({ status: 'ready', permit, people }),
        (e: unknown) => live && setLoad({ status: 'failed', reason: reasonOf(e, t('permitsui.page.loadFailed')), notFound: (e as { status?: number }).status === 404 }),
      );
    return () => {
      live = false;
    };
  }, [id, attempt]);
  return { load, reload };
}
