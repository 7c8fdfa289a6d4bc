import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chinese, type MessageId } from '../../domain/i18n/chinese.ts';
import type { Lang, Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { AppError, type FieldError } from '../http/app-error.ts';
import { requestLang, say } from '../http/say.ts';

interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: Record<string, unknown>;
  schema?: unknown;
}

/** A schema node's words: its Chinese `title`, English `x-title-en`, and a custom message (`x-message`). */
interface TitledNode {
  title?: string;
  'x-title-en'?: string;
  'x-message'?: string;
  'x-message-en'?: string;
}

/** A node's title in a language: the English `x-title-en` when asked for and given, else the Chinese title. */
function titleIn(lang: Lang, node: TitledNode | undefined): string | undefined {
  return (lang === 'en' ? node?.['x-title-en'] : undefined) ?? node?.title;
}

/**
 * A node's own message in a language: `x-message` is a catalogue id or Chinese words (with English words in
 * `x-message-en`).
 */
function customIn(lang: Lang, node: TitledNode): string | undefined {
  const custom = node['x-message'];
  if (custom === undefined) return undefined;
  if (Object.hasOwn(chinese, custom)) return say(lang, { id: custom });
  return (lang === 'en' ? node['x-message-en'] : undefined) ?? custom;
}

function unescapePointer(s: string): string {
  return s.replace(/~1/g, '/').replace(/~0/g, '~');
}

const KEYWORD_MESSAGES: Partial<Record<string, MessageId>> = {
  type: 'server.validation.type',
  minLength: 'server.validation.minLength',
  maxLength: 'server.validation.maxLength',
  minimum: 'server.validation.minimum',
  maximum: 'server.validation.maximum',
  minItems: 'server.validation.minItems',
  maxItems: 'server.validation.maxItems',
  enum: 'server.validation.enum',
};

/**
 * Turns one ajv error into a message in `lang` naming the field by its schema title (`x-title-en` in
 * English). `context` (body, querystring, params) names an error about the whole part, e.g. a body that is
 * not an object.
 */
export function fieldErrorOf(e: AjvErrorLike, context = 'body', lang: Lang = 'zh'): FieldError {
  const parts = e.instancePath.split('/').filter(Boolean).map(unescapePointer);
  const own = (e.parentSchema ?? {}) as TitledNode;
  const p = e.params;
  if (e.keyword === 'required') {
    const missing = String(p.missingProperty);
    const props = e.parentSchema?.properties as Record<string, TitledNode> | undefined;
    const name = titleIn(lang, props?.[missing]) ?? missing;
    return { field: [...parts, missing].join('.'), message: say(lang, text('server.validation.required', { title: name })) };
  }
  if (e.keyword === 'additionalProperties') {
    const extra = String(p.additionalProperty);
    return { field: [...parts, extra].join('.'), message: say(lang, text('server.validation.unsupported', { name: extra })) };
  }
  const title = titleIn(lang, own) ?? parts[parts.length - 1] ?? say(lang, text('server.validation.param'));
  const field = parts.join('.') || context;
  const id = KEYWORD_MESSAGES[e.keyword] ?? 'server.validation.type';
  const limit = typeof p.limit === 'number' || typeof p.limit === 'string' ? p.limit : '';
  return { field, message: customIn(lang, own) ?? say(lang, text(id, { title, limit })) };
}

const statusMessages: Record<number, MessageId> = {
  400: 'server.status.400',
  404: 'server.status.404',
  405: 'server.status.405',
  406: 'server.status.406',
  408: 'server.status.408',
  413: 'server.status.413',
  414: 'server.status.414',
  415: 'server.status.415',
  429: 'server.status.429',
  431: 'server.status.431',
};

const statusText = (status: number): Text => text(statusMessages[status] ?? 'server.status.other');

/** Fastify's own refusals of a request part: the field they name and the message. */
const frameworkErrors: Record<string, { field: string; text: Text }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { field: 'body', text: text('server.request.invalidJson') },
  FST_ERR_CTP_EMPTY_JSON_BODY: { field: 'body', text: text('server.request.emptyJson') },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { field: 'body', text: text('server.request.badLength') },
  FST_ERR_BAD_URL: { field: 'url', text: text('server.request.badUrl') },
  FST_PROTO_VIOLATION: { field: 'file', text: text('server.request.badUploadField') },
};

/**
 * PostgreSQL errors that are the client's input, not the server's fault (SQLSTATE codes). Route schemas
 * bound every value before SQL (plugins/contract.ts); these remain as a net, naming the request.
 */
const pgErrors: Record<string, { status: number; msg: Text }> = {
  '22021': { status: 400, msg: text('server.db.badCharacter') },
  '22P05': { status: 400, msg: text('server.db.badCharacter') },
  '22P02': { status: 400, msg: text('server.db.badFormat') },
  '22001': { status: 400, msg: text('server.db.tooLong') },
  '22003': { status: 400, msg: text('server.db.outOfRange') },
  '23505': { status: 409, msg: text('server.db.exists') },
  '23503': { status: 409, msg: text('server.db.referenced') },
  '40001': { status: 409, msg: text('server.db.changed') },
  '40P01': { status: 409, msg: text('server.db.changed') },
};

function pgErrorStatus(code: unknown): { status: number; msg: Text } | undefined {
  return typeof code === 'string' ? pgErrors[code] : undefined;
}

/** An error answer: `code` equal to the status, a `msg` in the request's language, and for a 400 the fields at fault. */
export interface ErrorEnvelope {
  code: number;
  msg: string;
  errors?: FieldError[];
  requestId?: string;
}

/** Every 400 names a field; one that knows none names the request as a whole. */
function envelope(status: number, msg: string, errors?: FieldError[]): ErrorEnvelope {
  if (status !== 400) return errors?.length ? { code: status, msg, errors } : { code: status, msg };
  return { code: 400, msg, errors: errors?.length ? errors : [{ field: 'request', message: msg }] };
}

/** A field error's message in a language: a catalogue message rendered, a file's words in English when it gives them. */
function fieldMessageIn(lang: Lang, e: FieldError): string {
  if (e.text) return say(lang, e.text);
  return (lang === 'en' ? e.messageEn : undefined) ?? e.message;
}

/** Field errors in a language: catalogue messages rendered, their ids (and a file's English) not answered. */
function fieldsIn(lang: Lang, errors: FieldError[] | undefined): FieldError[] | undefined {
  return errors?.map((e) => ({ field: e.field, message: fieldMessageIn(lang, e) }));
}

/**
 * An AppError's `msg` in a language: its catalogue message rendered; words that are a field error's words (a
 * file rule's message, the first of the refusal) in that error's language.
 */
function appMessageIn(lang: Lang, err: AppError): string {
  if (err.text) return say(lang, err.text);
  const own = err.errors?.find((e) => !e.text && e.message === err.message);
  return own ? fieldMessageIn(lang, own) : err.message;
}

/**
 * The status and envelope of an error that the request caused (or an AppError) in the request's language;
 * undefined for a server fault.
 */
export function clientErrorOf(err: unknown, lang: Lang = 'zh'): { status: number; body: ErrorEnvelope } | undefined {
  if (err instanceof AppError) {
    const msg = appMessageIn(lang, err);
    return { status: err.status, body: envelope(err.status, msg, fieldsIn(lang, err.errors)) };
  }
  const e = err as Partial<FastifyError> & { validationContext?: string };
  const validation = e.validation as AjvErrorLike[] | undefined;
  if (validation?.length) {
    const errors = validation.map((v) => fieldErrorOf(v, e.validationContext, lang));
    return { status: 400, body: envelope(400, errors[0].message, errors) };
  }
  const pg = pgErrorStatus(e.code);
  if (pg) return { status: pg.status, body: envelope(pg.status, say(lang, pg.msg)) };
  const status = e.statusCode ?? 500;
  if (status < 400 || status >= 500) return undefined;
  const known = typeof e.code === 'string' ? frameworkErrors[e.code] : undefined;
  if (known) {
    const message = say(lang, known.text);
    return { status, body: envelope(status, message, [{ field: known.field, message }]) };
  }
  return { status, body: envelope(status, say(lang, statusText(status))) };
}

/** The error envelope: non-zero `code` equal to the HTTP status, Chinese `msg`, no stack traces. */
export function registerErrors(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    const client = clientErrorOf(err, requestLang(req));
    if (client) return reply.status(client.status).send(client.body);
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: say(requestLang(req), text('server.internal')), requestId: req.id });
  });
}

/** Fastify's `frameworkErrors`: a path it cannot decode (FST_ERR_BAD_URL) and the like, in the envelope. */
export function onFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const lang = requestLang(req);
  const client = clientErrorOf(err, lang) ?? { status: 400, body: envelope(400, say(lang, statusText(400))) };
  void reply.status(client.status).send(client.body);
}

/**
 * Node's `clientError` (the request never reached Fastify: headers too large, a malformed request line, a
 * timeout) answered in the envelope on the raw socket, as Fastify's default handler does with its own body.
 */
export function onClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(envelope(status, say('zh', statusText(status))));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
