// The schema engine's messages (issue 13 item 5): src/schema is pure and used by the server and the browser,
// so it gives its messages as catalogue `Text`s (`text('schema.…', params)`) that the reader's side renders in
// its language (the server with `say(requestLang(req), t)`, the browser with `sayText(t, schemaZh)`). Where
// a result is words for one consumer (a form validator's message, a problem's `message`), `chineseText`
// renders it in Chinese, and a caller that wants another language passes its own `Say`.
import { formatMessage, isText, type Messages, type Text } from '../domain/i18n/message-format.ts';
import { mapZh } from '../domain/i18n/zh/map.ts';
import { rulesZh } from '../domain/i18n/zh/rules.ts';
import { schemaZh } from '../domain/i18n/zh/schema.ts';
import { schemaCheckZh } from '../domain/i18n/zh/schema-check.ts';
import { schemaFilesZh } from '../domain/i18n/zh/schema-files.ts';
import { scheduleZh } from '../domain/i18n/zh/schedule.ts';
import { workflowZh } from '../domain/i18n/zh/workflow.ts';
import { mshellKeywordZh } from '../domain/i18n/zh/mshell-keyword.ts';

import { text } from '../domain/i18n/text.ts';

export { text };
export type { Text };

/** A message of the engine: a catalogue text, or words a file wrote (a rule's `message`, `x-pattern-message`). */
export type SchemaMessage = Text | string;

/** Renders a message in the reader's language. */
export type Say = (message: SchemaMessage) => string;

/** The Chinese of every text the engine gives (its own, its keywords' parts, the map's and the rules' ones it passes on). */
export const SCHEMA_CHINESE: Messages = { ...schemaZh, ...schemaCheckZh, ...schemaFilesZh, ...mapZh, ...rulesZh, ...workflowZh, ...scheduleZh, ...mshellKeywordZh };
const zh = SCHEMA_CHINESE;

/** A message in Chinese (the default language; words pass through). */
export function chineseText(message: SchemaMessage): string {
  return isText(message) ? formatMessage(zh[message.id] ?? message.id, message.params, chineseText) : message;
}

/**
 * `problem` with its message: `message` in Chinese (what logs, tests and JSON answers see) and, when the
 * message is a catalogue text, `text` (not enumerable, so it is never answered as such and equality with
 * `{..., message}` holds) for the reader's side to render in its language (the server's `fieldProblem`, the
 * browser's `sayText`).
 */
export function said<T extends object>(problem: T, message: SchemaMessage): T & { message: string; text?: Text } {
  const out: T & { message: string; text?: Text } = { ...problem, message: chineseText(message) };
  if (isText(message)) Object.defineProperty(out, 'text', { value: message, enumerable: false });
  return out;
}

/** Items as one message: 甲、乙、丙 in Chinese, `a, b, c` in English (nested `schema.list.pair` texts). */
export function listText(items: readonly (Text | string)[]): Text | string {
  if (items.length === 0) return '';
  return items.slice(1).reduce<Text | string>((a, b) => text('schema.list.pair', { a, b }), items[0]);
}

/** An error whose message is a catalogue text (`message` holds it in Chinese; show `text` in the page's language). */
export class SchemaTextError extends Error {
  constructor(readonly text: Text) {
    super(chineseText(text));
  }
}
