import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type FieldError } from '../http/app-error.ts';

interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: Record<string, unknown>;
  schema?: unknown;
}

type SchemaProps = Record<string, { title?: string; 'x-message'?: string }>;

function titleOf(parent: Record<string, unknown> | undefined, field: string, fallback: string): string {
  const props = parent?.properties as SchemaProps | undefined;
  return props?.[field]?.title ?? fallback;
}

function unescapePointer(s: string): string {
  return s.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * Turns one ajv error into a Chinese message naming the field by its schema title. `context` (body,
 * querystring, params) names an error about the whole part, e.g. a body that is not an object.
 */
export function fieldErrorOf(e: AjvErrorLike, context = 'body'): FieldError {
  const parts = e.instancePath.split('/').filter(Boolean).map(unescapePointer);
  const own = e.parentSchema ?? {};
  const title = (own.title as string | undefined) ?? parts[parts.length - 1] ?? '参数';
  const custom = own['x-message'] as string | undefined;
  const p = e.params;
  if (e.keyword === 'required') {
    const missing = String(p.missingProperty);
    const name = titleOf(e.parentSchema, missing, missing);
    return { field: [...parts, missing].join('.'), message: `请填写${name}` };
  }
  if (e.keyword === 'additionalProperties') {
    const extra = String(p.additionalProperty);
    return { field: [...parts, extra].join('.'), message: `不支持的字段：${extra}` };
  }
  const field = parts.join('.') || context;
  const messages: Record<string, string> = {
    type: `${title}格式不正确`,
    minLength: `${title}长度不能少于${p.limit}个字符`,
    maxLength: `${title}长度不能超过${p.limit}个字符`,
    minimum: `${title}不能小于${p.limit}`,
    maximum: `${title}不能大于${p.limit}`,
    minItems: `${title}至少需要${p.limit}项`,
    maxItems: `${title}不能超过${p.limit}项`,
    enum: `${title}取值不正确`,
  };
  return { field, message: custom ?? messages[e.keyword] ?? `${title}格式不正确` };
}

const statusMessages: Record<number, string> = {
  400: '请求格式不正确',
  404: '接口不存在',
  405: '请求方法不允许',
  406: '不支持的响应格式',
  408: '请求超时',
  413: '请求内容过大',
  414: '请求地址过长',
  415: '不支持的内容类型',
  429: '请求过于频繁，请稍后再试',
  431: '请求头过大',
};

/** Fastify's own refusals of a request part: the field they name and the message. */
const frameworkErrors: Record<string, FieldError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { field: 'body', message: '请求体不是合法的JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { field: 'body', message: '请求体不能为空' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { field: 'body', message: '请求体长度与Content-Length不符' },
  FST_ERR_BAD_URL: { field: 'url', message: '请求地址不正确' },
  FST_PROTO_VIOLATION: { field: 'file', message: '上传内容包含不允许的字段名' },
};

/**
 * PostgreSQL errors that are the client's input, not the server's fault (SQLSTATE codes). Route schemas
 * bound every value before SQL (plugins/contract.ts); these remain as a net, naming the request.
 */
const pgErrors: Record<string, { status: number; msg: string }> = {
  '22021': { status: 400, msg: '参数包含非法字符' },
  '22P05': { status: 400, msg: '参数包含非法字符' },
  '22P02': { status: 400, msg: '参数格式不正确' },
  '22001': { status: 400, msg: '参数长度超出限制' },
  '22003': { status: 400, msg: '数值超出范围' },
  '23505': { status: 409, msg: '记录已存在' },
  '23503': { status: 409, msg: '关联的记录不存在或仍被引用' },
  '40001': { status: 409, msg: '数据已被他人修改，请重试' },
  '40P01': { status: 409, msg: '数据已被他人修改，请重试' },
};

function pgErrorStatus(code: unknown): { status: number; msg: string } | undefined {
  return typeof code === 'string' ? pgErrors[code] : undefined;
}

/** An error answer: `code` equal to the status, a Chinese `msg`, and for a 400 the fields at fault. */
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

/** The status and envelope of an error that the request caused (or an AppError); undefined for a server fault. */
export function clientErrorOf(err: unknown): { status: number; body: ErrorEnvelope } | undefined {
  if (err instanceof AppError) return { status: err.status, body: envelope(err.status, err.message, err.errors) };
  const e = err as Partial<FastifyError> & { validationContext?: string };
  const validation = e.validation as AjvErrorLike[] | undefined;
  if (validation?.length) {
    const errors = validation.map((v) => fieldErrorOf(v, e.validationContext));
    return { status: 400, body: envelope(400, errors[0].message, errors) };
  }
  const pg = pgErrorStatus(e.code);
  if (pg) return { status: pg.status, body: envelope(pg.status, pg.msg) };
  const status = e.statusCode ?? 500;
  if (status < 400 || status >= 500) return undefined;
  const known = typeof e.code === 'string' ? frameworkErrors[e.code] : undefined;
  if (known) return { status, body: envelope(status, known.message, [known]) };
  return { status, body: envelope(status, statusMessages[status] ?? '请求无法处理') };
}

/** The error envelope: non-zero `code` equal to the HTTP status, Chinese `msg`, no stack traces. */
export function registerErrors(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    const client = clientErrorOf(err);
    if (client) return reply.status(client.status).send(client.body);
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: '服务器内部错误，请稍后重试', requestId: req.id });
  });
}

/** Fastify's `frameworkErrors`: a path it cannot decode (FST_ERR_BAD_URL) and the like, in the envelope. */
export function onFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const client = clientErrorOf(err) ?? { status: 400, body: envelope(400, statusMessages[400]) };
  void reply.status(client.status).send(client.body);
}

/**
 * Node's `clientError` (the request never reached Fastify: headers too large, a malformed request line, a
 * timeout) answered in the envelope on the raw socket, as Fastify's default handler does with its own body.
 */
export function onClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(envelope(status, statusMessages[status]));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
