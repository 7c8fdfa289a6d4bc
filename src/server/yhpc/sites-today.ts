import { localMinute } from '../../domain/deadline-time.ts';

/** Today at the sites (Asia/Shanghai), `YYYY-MM-DD`: the day deadlines and stamps are compared with. */
export function sitesToday(now: Date = new Date()): string {
  return localMinute(now).slice(0, 10);
}
