// What a reference field may point at (GET designer/ref-targets), loaded once the definition editor needs it
// (the type 关联记录 is chosen). While loading, or when the call failed, the editor leaves the target check
// to the server and says why.
import { useContext, useEffect, useMemo, useState } from 'react';
import { failureText } from '../src/runtime/client-failure.ts';
import type { RefTarget } from '../src/schema/custom-field-ref.ts';
import { DesignerClientContext } from './designer-client.ts';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

export interface RefTargetsState {
  /** The targets by key; undefined until loaded. */
  targets: ReadonlyMap<string, RefTarget> | undefined;
  loading: boolean;
  error: string | null;
}

export function useRefTargets(needed: boolean): RefTargetsState {
  // The editor may be shown without a client (its own tests, a story of the form alone): nothing is loaded.
  const client = useContext(DesignerClientContext);
  const [rows, setRows] = useState<RefTarget[] | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const started = needed || rows !== undefined;

  useEffect(() => {
    if (!client || !started || rows !== undefined) return;
    let live = true;
    client.refTargets().then(
      (answer) => live && setRows(answer.rows),
      (e: unknown) => live && setError(failureText(e, t('designer.ref.targetsFailed'))),
    );
    return () => {
      live = false;
    };
  }, [client, started, rows]);

  const targets = useMemo(() => (rows ? new Map(rows.map((t) => [t.key, t])) : undefined), [rows]);
  return { targets, loading: client !== null && started && rows === undefined && error === null, error };
}
