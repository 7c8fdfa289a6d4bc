// What the permit form's blocks (permit-blocks, `formBlocks` of blocks.ts) know of the page beyond the form's
// values: the kind, the permit as last saved (its grade and rule, its return, its briefing signatures, whether it
// was submitted once) and the reason of a change, which is a body member and not a form field.
import { createContext, useContext } from 'react';
import type { PermitKind } from '../../../domain/permit-kinds.ts';
import type { PermitView } from '../../api/permit-api.ts';

export interface RevisionReasonState {
  value: string;
  /** The message under the reason (请填写修改原因), or ''. */
  error: string;
  set(value: string): void;
}

export interface PermitFormState {
  kind: PermitKind;
  /** The permit as last saved; null for a new one. */
  saved: PermitView | null;
  reason: RevisionReasonState;
}

export const PermitFormContext = createContext<PermitFormState | null>(null);

/** The permit form's state; a block outside a permit form is a programming error. */
export function usePermitForm(): PermitFormState {
  const state = useContext(PermitFormContext);
  if (!state) throw new Error('a permit form block outside PermitFormContext');
  return state;
}
