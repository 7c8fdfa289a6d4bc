// The enterprise's 消息提醒配置 (issue 14 item 4; docs/workflow-notify.md): per kind of notification, the
// recipients that replace the file's defaults, whether it also goes by SMS (the bell always), the reminder
// before a deadline; and the quiet hours during which SMS are held. Pure: the server checks a PUT with
// `checkMessageConfig`, the page checks its form with the same function before sending.
import { text } from './i18n/text.ts';
import type { Text } from './i18n/message-format.ts';

/** `HH:mm` of a day, 00:00 to 23:59. */
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A reminder is at most 30 days before a deadline. */
export const MAX_REMIND_HOURS = 720;

export interface QuietHours {
  /** When SMS stop (`HH:mm`, Asia/Shanghai). */
  start: string;
  /** When they resume; before `start` means the quiet hours cross midnight. */
  end: string;
}

/** The enterprise's settings of one kind. Absent or empty recipients: the file's defaults. */
export interface KindConfig {
  roles?: string[];
  staffIds?: number[];
  /** Also by SMS (absent: the file's `urgent`). */
  sms?: boolean;
  /** Deadline kinds: remind this many hours before (absent: the file's `warnBeforeHours`). */
  remindBeforeHours?: number;
}

export interface MessageConfig {
  quietHours: QuietHours | null;
  kinds: Record<string, KindConfig>;
}

/** A kind of notification: `<resource>:<action>` (a transition's) or `<resource>:deadline:<field>`. */
export interface KindInfo {
  kind: string;
  type: 'transition' | 'deadline';
}

export const EMPTY_MESSAGE_CONFIG: MessageConfig = { quietHours: null, kinds: {} };

export interface ConfigProblem {
  /** Dotted path of the field: `quietHours.start`, `kinds.<kind>.remindBeforeHours`. */
  field: string;
  message: Text;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks a configuration against the kinds the files declare and the enterprise's roles; answers the
 * problems (none: valid). Staff ids are checked by the server (they need the database).
 */
export function checkMessageConfig(input: unknown, kinds: readonly KindInfo[], roles: readonly string[]): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  if (!isRecord(input)) return [{ field: 'config', message: text('notify.config.shape') }];
  const q = input.quietHours;
  if (q !== null && q !== undefined) {
    if (!isRecord(q)) out.push({ field: 'quietHours', message: text('notify.config.quietShape') });
    else {
      for (const end of ['start', 'end'] as const) {
        if (typeof q[end] !== 'string' || !HH_MM.test(q[end])) out.push({ field: `quietHours.${end}`, message: text(`notify.config.quiet.${end}`) });
      }
      if (out.length === 0 && q.start === q.end) out.push({ field: 'quietHours.end', message: text('notify.config.quietEmpty') });
    }
  }
  const given = input.kinds ?? {};
  if (!isRecord(given)) return [...out, { field: 'kinds', message: text('notify.config.shape') }];
  const byKey = new Map(kinds.map((k) => [k.kind, k]));
  const known = new Set(roles);
  for (const [kind, c] of Object.entries(given)) {
    const info = byKey.get(kind);
    const at = `kinds.${kind}`;
    if (!info) {
      out.push({ field: at, message: text('notify.config.unknownKind', { kind }) });
      continue;
    }
    if (!isRecord(c)) {
      out.push({ field: at, message: text('notify.config.shape') });
      continue;
    }
    if (c.roles !== undefined) {
      if (!Array.isArray(c.roles) || !c.roles.every((r) => typeof r === 'string')) out.push({ field: `${at}.roles`, message: text('notify.config.roles') });
      else for (const r of c.roles) if (!known.has(r)) out.push({ field: `${at}.roles`, message: text('notify.config.unknownRole', { role: r }) });
    }
    if (c.staffIds !== undefined && (!Array.isArray(c.staffIds) || !c.staffIds.every((s) => Number.isSafeInteger(s) && (s as number) > 0))) {
      out.push({ field: `${at}.staffIds`, message: text('notify.config.staffIds') });
    }
    if (c.sms !== undefined && typeof c.sms !== 'boolean') out.push({ field: `${at}.sms`, message: text('notify.config.sms') });
    if (c.remindBeforeHours !== undefined) {
      if (info.type !== 'deadline') out.push({ field: `${at}.remindBeforeHours`, message: text('notify.config.remindNotDeadline') });
      else if (typeof c.remindBeforeHours !== 'number' || !Number.isInteger(c.remindBeforeHours) || c.remindBeforeHours < 0 || c.remindBeforeHours > MAX_REMIND_HOURS) {
        out.push({ field: `${at}.remindBeforeHours`, message: text('notify.config.remindHours', { max: MAX_REMIND_HOURS }) });
      }
    }
    for (const key of Object.keys(c)) {
      if (!['roles', 'staffIds', 'sms', 'remindBeforeHours'].includes(key)) out.push({ field: `${at}.${key}`, message: text('notify.config.unknownSetting', { key }) });
    }
  }
  return out;
}

/** A checked configuration, normalised: empty recipient lists and absent settings dropped. */
export function normaliseMessageConfig(input: { quietHours?: QuietHours | null; kinds?: Record<string, KindConfig> }): MessageConfig {
  const kinds: Record<string, KindConfig> = {};
  for (const [kind, c] of Object.entries(input.kinds ?? {})) {
    const k: KindConfig = {};
    if (c.roles?.length) k.roles = [...new Set(c.roles)];
    if (c.staffIds?.length) k.staffIds = [...new Set(c.staffIds)];
    if (c.sms !== undefined) k.sms = c.sms;
    if (c.remindBeforeHours !== undefined) k.remindBeforeHours = c.remindBeforeHours;
    if (Object.keys(k).length) kinds[kind] = k;
  }
  return { quietHours: input.quietHours ? { start: input.quietHours.start, end: input.quietHours.end } : null, kinds };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const MIN = 60_000;

/**
 * When an SMS raised at `now` may go: `now` outside the quiet hours, else the instant they end. Times are
 * local at `offsetMinutes` east of UTC (Asia/Shanghai: 480, no daylight saving); quiet hours may cross midnight.
 */
export function smsSendAfter(now: Date, quiet: QuietHours | null, offsetMinutes = 480): Date {
  if (!quiet) return now;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return now;
  const local = new Date(now.getTime() + offsetMinutes * MIN);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return now;
  // The local midnight of `now`'s day, then the end on that day or the next.
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offsetMinutes * MIN;
  const endToday = midnight + end * MIN;
  return new Date(endToday > now.getTime() ? endToday : endToday + 24 * 60 * MIN);
}
