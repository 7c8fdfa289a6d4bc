import { PHONE_PATHS } from '../../../../domain/phone-paths.ts';
import type { PhonePage } from '../../phone-routes.tsx';

/** 清单管理 on the phone (docs/checklists.md "On the phone"): a checklist task filled item by item. */
export const phonePages: readonly PhonePage[] = [{ path: PHONE_PATHS.checklistTask, load: () => import('./task-phone-page.tsx') }];
