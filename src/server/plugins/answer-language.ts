import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { OK_MSG } from '../http/envelope.ts';
import { requestLang, say } from '../http/say.ts';

/** Whether an answer is an envelope whose `msg` is the default success text. */
function isDefaultSuccess(payload: unknown): payload is { msg: string } {
  return typeof payload === 'object' && payload !== null && (payload as { msg?: unknown }).msg === OK_MSG;
}

/**
 * Answers the envelope's default success `msg` (`okEntity`, `okData`) in the request's language: every route
 * builds its envelope without the request, so the translation is made once here, before serialisation.
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (req, _reply, payload) => {
    const lang = requestLang(req);
    if (lang === 'zh' || !isDefaultSuccess(payload)) return payload;
    return { ...payload, msg: say(lang, text('server.ok')) };
  });
}
