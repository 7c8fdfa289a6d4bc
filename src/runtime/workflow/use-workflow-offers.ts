// The actions the signed-in person may take on a record now (`GET {ep}/actions?id=`), loaded again when
// `version` changes (after an action). Nothing is loaded while `enabled` is false (a closed menu).
import { useEffect, useState } from 'react';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { failureText } from '../client-failure.ts';
import { useWorkflowClient, type WorkflowOffer } from './workflow-client.ts';
import { wfuiZh } from '../../domain/i18n/zh/wfui.ts';
import { textOf } from '../i18n/text-of.ts';

const t = textOf(wfuiZh);

export interface OffersState {
  offers: WorkflowOffer[];
  loading: boolean;
  error: string | null;
}

export function useWorkflowOffers(resource: ResourceFile, id: number, version: number, enabled = true): OffersState {
  const client = useWorkflowClient();
  const [state, setState] = useState<OffersState>({ offers: [], loading: true, error: null });
  useEffect(() => {
    if (!client || !enabled) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    client.actions(resource, id).then(
      (offers) => live && setState({ offers: offers ?? [], loading: false, error: null }),
      (e: unknown) => live && setState({ offers: [], loading: false, error: failureText(e, t('wfui.actions.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [client, resource, id, version, enabled]);
  return state;
}
