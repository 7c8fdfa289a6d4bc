// What the permit detail's blocks (`detail.blocks` of the permit files: the approval flow, the gas analyses; and the
// print view, `detail.print`) know of the page beyond the record they are handed: the approval slots with their
// opinions (participants), the kind's file as the enterprise tailored it, and how to reload the permit after an
// action. Provided by permit-detail-page.tsx; elsewhere (no such page) the blocks show nothing.
import { createContext, useContext } from 'react';
import type { PermitDetail, SlotView } from '../../api/permit-api.ts';
import type { TailoredPermitFile } from './use-permit-form-file.ts';

export interface PermitDetailState {
  permit: PermitDetail;
  /** The slots with their opinions, as the participants call answers them. */
  slots: readonly SlotView[];
  /** The kind's file as the enterprise tailored it, and the fields it does not show. */
  file: TailoredPermitFile;
  /** After a change: the permit reloads. */
  reload(): void;
  /** After an action: the permit reloads, and so do the notifications and the workbench's waiting work. */
  changed(): void;
}

export const PermitDetailContext = createContext<PermitDetailState | null>(null);

/** The permit detail's state, or null outside the permit detail page. */
export function usePermitDetail(): PermitDetailState | null {
  return useContext(PermitDetailContext);
}
