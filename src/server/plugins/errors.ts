import type { FastifyError, FastifyInstance } from 'fastify';
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

/** Turns one ajv error into a Chinese message naming the field by its schema title. */
export function fieldErrorOf(e: AjvErrorLike): FieldError {
  const parts = e.instancePath.split('/').filter(Boolean);
  const own = e.parentSchema ?? {};
  const title = (own.title as string | undefined) ?? parts[parts.length - 1] ?? '参数';
  const custom = own['x-message'] as string | undefined;
  const p = e.params;
  if (e.keyword === 'required') {
    const missing = String(p.missingProperty);
    const name = titleOf(e.parentSchema, missing, missing);
    return { field: [...parts, missing].join('.'), message: `请填写${name}` };
  }
  const field = parts.join('.') || 'body';
  const messages: Record<string, string> = {
    type: `${title}格式不正确`,
    minLength: `${title}长度不能少于${p.limit}个字符`,
    maxLength: `${title}长度不能超过${p.limit}个字符`,
    minimum: `${title}不能小于${p.limit}`,
    maximum: `${title}不能大于${p.limit}`,
    minItems: `${title}至少需要${p.limit}项`,
    maxItems: `${title}不能超过${p.limit}项`,
    enum: `${title}取值不正确`,
    additionalProperties: `不支持的参数${String(p.additionalProperty)}`,
  };
  return { field, message: custom ?? messages[e.keyword] ?? `${title}格式不正确` };
}

const statusMessages: Record<number, string> = {
  400: '请求格式不正确',
  404: '接口不存在',
  405: '请求方法不允许',
  406: '不支持的响应格式',
  413: '请求内容过大',
  415: '不支持的内容类型',
  429: '请求过于频繁，请稍后再试',
};

/** PostgreSQL errors that are the client's input, not the server's fault (SQLSTATE codes). */
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

/** The error envelope: non-zero `code` equal to the HTTP status, Chinese `msg`, no stack traces. */
export function registerErrors(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ code: err.status, msg: err.message, errors: err.errors });
    }
    const validation = (err as FastifyError).validation as AjvErrorLike[] | undefined;
    if (validation?.length) {
      const errors = validation.map(fieldErrorOf);
      return reply.status(400).send({ code: 400, msg: errors[0].message, errors });
    }
    const pg = pgErrorStatus((err as { code?: unknown }).code);
    if (pg) return reply.status(pg.status).send({ code: pg.status, msg: pg.msg });
    const status = (err as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: status, msg: statusMessages[status] ?? '请求无法处理' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: '服务器内部错误，请稍后重试', requestId: req.id });
  });
}
