import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);
/** 早上好 / 上午好 / 中午好 / 下午好 / 晚上好 by the hour (0-23). */
export function greetingOf(hour: number): string {
  if (hour < 5) return t('shell.greeting.evening');
  if (hour < 9) return t('shell.greeting.morning');
  if (hour < 11) return t('shell.greeting.forenoon');
  if (hour < 13) return t('shell.greeting.noon');
  if (hour < 18) return t('shell.greeting.afternoon');
  return t('shell.greeting.evening');
}
