import { PHONE_PATHS } from '../../../../domain/phone-paths.ts';
import type { PhonePage } from '../../phone-routes.tsx';

/** 巡检巡查 on the phone (docs/patrol.md "On the phone"): a patrol walked point by point, opened from 待办. */
export const phonePages: readonly PhonePage[] = [{ path: PHONE_PATHS.patrol, load: () => import('./patrol-phone-page.tsx') }];
