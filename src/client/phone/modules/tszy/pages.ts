import { PHONE_PATHS } from '../../../../domain/phone-paths.ts';
import type { PhonePage } from '../../phone-routes.tsx';

/** 特殊作业 on the phone (docs/phone.md "Permits on the phone"): a permit's page, opened from 待办 and its QR code. */
export const phonePages: readonly PhonePage[] = [{ path: PHONE_PATHS.permit, load: () => import('./permit-phone-page.tsx') }];
