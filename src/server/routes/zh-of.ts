import type { MessageId } from '../../domain/i18n/chinese.ts';
import type { MessageParams } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { chineseOf } from '../http/app-error.ts';

/**
 * A catalogue message in Chinese words, for texts the server keeps in Chinese whatever the request's
 * language: route documentation (OpenAPI tags, summaries, descriptions), the titles of route schemas and
 * data words (e.g. the 是/否 of a spreadsheet cell). What a client reads in its own language is a `Text`.
 */
export function zhOf(id: MessageId, params?: MessageParams): string {
  return chineseOf(text(id, params));
}
