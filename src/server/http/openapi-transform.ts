// The OpenAPI document served at /zax-cloud/docs, made valid OpenAPI 3.0 and useful to a client
// generator: every operation gets a stable operationId derived from its method and path, its error
// answers with the envelope (components.schemas.Error), multipart uploads their `file` body, and the
// empty `required: []` lists the route schemas carry (OpenAPI 3.0 forbids them) are dropped. Documentation
// only: the routes' own validation is untouched.
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { MessageId } from '../../domain/i18n/chinese.ts';
import { text } from '../../domain/i18n/text.ts';
import { say } from './say.ts';

/** The document's words: Chinese, the language of the API's documentation. */
const docText = (id: MessageId): string => say('zh', text(id));

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;
const API_PREFIX = '/zax-cloud';

/** The 4xx/5xx answers an operation may document, by status. */
const ERROR_RESPONSES: Record<string, { name: string; description: string }> = {
  '400': { name: 'BadRequest', description: docText('server.doc.e400') },
  '401': { name: 'Unauthorized', description: docText('server.doc.e401') },
  '403': { name: 'Forbidden', description: docText('server.doc.e403') },
  '404': { name: 'NotFound', description: docText('server.doc.e404') },
  '409': { name: 'Conflict', description: docText('server.doc.e409') },
  '413': { name: 'PayloadTooLarge', description: docText('server.doc.e413') },
  '429': { name: 'TooManyRequests', description: docText('server.doc.e429') },
  '500': { name: 'InternalError', description: docText('server.doc.e500') },
};

/** Operations that count attempts and answer 429 past their limit. */
export const RATE_LIMITED = new Set([
  'post /zax-cloud/user/sysuser/login',
  'post /zax-cloud/user/sysuser/login/withoutPassword',
  'post /zax-cloud/user/sysuser/updatePassword',
  'get /zax-cloud/user/qyxx/sendSmsToTelphone/{mobile}',
]);

/** Answers that are files, not the JSON envelope. */
const FILE_ANSWER = /\/(export\w*|template\/download|asset\/file\/download|asset\/file\/\{id\})$/;

const SCHEMAS: Json = {
  FieldError: {
    type: 'object',
    required: ['field', 'message'],
    properties: { field: { type: 'string', description: docText('server.doc.fieldErrorField') }, message: { type: 'string', description: docText('server.doc.fieldErrorMessage') } },
  },
  Error: {
    type: 'object',
    description: docText('server.doc.error'),
    required: ['code', 'msg'],
    properties: {
      code: { type: 'integer', description: docText('server.doc.errorCode') },
      msg: { type: 'string', description: docText('server.doc.errorMsg') },
      errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' }, description: docText('server.doc.errorErrors') },
      requestId: { type: 'string', description: docText('server.doc.errorRequestId') },
    },
  },
  Envelope: {
    type: 'object',
    description: docText('server.doc.envelope'),
    required: ['code', 'msg'],
    properties: {
      code: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
      msg: { type: 'string' },
      data: { description: docText('server.doc.envelopeData') },
      entity: { description: docText('server.doc.envelopeEntity') },
    },
    additionalProperties: true,
  },
};

/** `getUBasicSafetyManagerById`: the method, then each path segment in camel case, parameters as `By<Name>`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(new RegExp(`^${API_PREFIX}(?=/|$)`), '')
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      const param = /^\{(.+)\}$/.exec(seg);
      const parts = (param ? param[1] : seg).split(/[^A-Za-z0-9]+/).filter(Boolean);
      const camel = parts.map((p) => p[0].toUpperCase() + p.slice(1)).join('');
      return param ? `By${camel}` : camel;
    });
  return method.toLowerCase() + words.join('');
}

/** Removes every empty `required` array, in place. */
export function dropEmptyRequired(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) dropEmptyRequired(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const o = node as Json;
  if (Array.isArray(o.required) && o.required.length === 0) delete o.required;
  for (const v of Object.values(o)) dropEmptyRequired(v);
}

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

function errorStatuses(method: string, path: string, op: Json, secured: boolean): string[] {
  const out: string[] = [];
  const multipart = !!(op.requestBody as { content?: Json } | undefined)?.content?.['multipart/form-data'];
  if (op.requestBody || (Array.isArray(op.parameters) && op.parameters.length)) out.push('400');
  if (secured) out.push('401', '403');
  if (path.includes('{') || method !== 'get') out.push('404');
  if (secured && method !== 'get') out.push('409');
  if (multipart) out.push('413');
  if (RATE_LIMITED.has(`${method} ${path}`)) out.push('429');
  out.push('500');
  return out;
}

/** Per route: public routes say so, and a multipart upload documents its `file` part. */
export const openapiRouteTransform: SwaggerTransform = ({ schema, url, route }) => {
  const next: Json = { ...(schema as Json | undefined) };
  if (route.config && (route.config as { access?: string }).access === 'public' && next.security === undefined) next.security = [];
  const consumes = next.consumes as string[] | undefined;
  if (consumes?.includes('multipart/form-data') && !next.body) {
    next.body = { type: 'object', properties: { file: { type: 'string', format: 'binary', description: docText('server.doc.uploadFile') } }, required: ['file'] };
  }
  return { schema: next, url };
};

/** The whole document: servers, shared schemas and responses, operationIds and error answers. */
export const openapiDocumentTransform: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const doc = documentObject.openapiObject as Json;
  dropEmptyRequired(doc.paths);
  doc.servers = [{ url: '/', description: docText('server.doc.server') }];
  const components = (doc.components ?? {}) as Json;
  components.schemas = { ...(components.schemas as Json | undefined), ...SCHEMAS };
  const responses: Json = {};
  for (const { name, description } of Object.values(ERROR_RESPONSES)) {
    responses[name] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  components.responses = responses;
  doc.components = components;

  const globalSecured = Array.isArray(doc.security) && doc.security.length > 0;
  const paths = (doc.paths ?? {}) as Record<string, Json>;
  const seen = new Map<string, number>();
  for (const path of Object.keys(paths).sort()) {
    for (const method of METHODS) {
      const op = paths[path][method] as Json | undefined;
      if (!op) continue;
      const base = operationIdOf(method, path);
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      op.operationId = n === 1 ? base : `${base}${n}`;
      const secured = Array.isArray(op.security) ? op.security.length > 0 : globalSecured;
      const answers = (op.responses ?? {}) as Json;
      const ok = answers['200'] as Json | undefined;
      if (ok && !ok.content) {
        ok.description = ok.description === 'Default Response' ? docText('server.doc.ok') : ok.description;
        ok.content = FILE_ANSWER.test(path)
          ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
          : { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } };
      }
      for (const status of errorStatuses(method, path, op, secured)) answers[status] ??= ref(ERROR_RESPONSES[status].name);
      op.responses = answers;
    }
  }
  return doc;
};
