import { chinese } from '../../domain/i18n/chinese.ts';
import { formatMessage, isText, type Messages, type Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';

/**
 * One field's validation failure: `message` in Chinese; `text`, when given, is the catalogue message that the
 * answer renders in the request's language (the errors plugin; `text` itself never reaches the client);
 * `messageEn`, the English words a file gives beside its Chinese (neither `text` nor `messageEn` is answered).
 */
export interface FieldError {
  field: string;
  message: string;
  text?: Text;
  /** The English of words written in a file (a rule's `x-message-en`), answered instead of `message` in English. */
  messageEn?: string;
}

const zh: Messages = chinese;

/** A catalogue message in Chinese (the language of logs and of callers that want words). */
export function chineseOf(message: Text | string): string {
  return isText(message) ? formatMessage(zh[message.id] ?? message.id, message.params, chineseOf) : message;
}

/** A field error from a catalogue message or from words. */
export function fieldProblem(field: string, message: Text | string): FieldError {
  return isText(message) ? { field, message: chineseOf(message), text: message } : { field, message };
}

/**
 * An error that becomes an envelope `{code, msg}` with the matching HTTP status.
 * `code` equals the status (DESIGN.md §4: non-zero code and matching status).
 */
export class AppError extends Error {
  /** The catalogue message, rendered in the request's language when answered. */
  readonly text?: Text;
  constructor(
    readonly status: number,
    message: Text | string,
    readonly errors?: FieldError[],
  ) {
    super(chineseOf(message));
    if (isText(message)) this.text = message;
  }
}

type Msg = Text | string;

export const badRequest = (msg: Msg, errors?: FieldError[]) => new AppError(400, msg, errors);
export const fieldError = (field: string, message: Msg) => new AppError(400, message, [fieldProblem(field, message)]);
export const unauthorized = (msg: Msg = text('server.unauthorized')) => new AppError(401, msg);
export const forbidden = (msg: Msg = text('server.forbidden')) => new AppError(403, msg);
export const notFound = (msg: Msg = text('server.notFound.record')) => new AppError(404, msg);
export const conflict = (msg: Msg) => new AppError(409, msg);
export const tooMany = (msg: Msg) => new AppError(429, msg);
