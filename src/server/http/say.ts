import type { FastifyRequest } from 'fastify';
import { chinese } from '../../domain/i18n/chinese.ts';
import { english } from '../../domain/i18n/english.ts';
import { formatMessage, isText, languageOf, type Lang, type Messages, type Text } from '../../domain/i18n/message-format.ts';

const zh: Messages = chinese;

/** A message in a language: English where the catalogue has it, else Chinese; words pass through. */
export function say(lang: Lang, message: Text | string): string {
  if (!isText(message)) return message;
  const template = (lang === 'en' ? english[message.id] : undefined) ?? zh[message.id] ?? message.id;
  return formatMessage(template, message.params, (nested) => say(lang, nested));
}

/** The language a request asks its answers in (`Accept-Language`; Chinese by default). */
export function requestLang(req: Pick<FastifyRequest, 'headers'>): Lang {
  const header = req.headers['accept-language'];
  return languageOf(Array.isArray(header) ? header[0] : header);
}
