import { PHONE_PATHS } from '../../../../domain/phone-paths.ts';
import type { PhonePage } from '../../phone-routes.tsx';

/**
 * 重点检修 on the phone (docs/patrol.md "On the phone"): a shutdown's isolation confirmed on site, and an overhaul item's
 * site step (confirmed done or reported blocked), each opened from 待办 or its QR code.
 */
export const phonePages: readonly PhonePage[] = [
  { path: PHONE_PATHS.shutdown, load: () => import('./shutdown-phone-page.tsx') },
  { path: PHONE_PATHS.overhaulItem, load: () => import('./overhaul-item-phone-page.tsx') },
];
