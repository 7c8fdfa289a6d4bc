// The request side of the API contract (docs/api-contract.md), applied to every route as it is
// registered, so that no route can forget it:
// - every integer of its params, query string and body is bounded (http/bound-integers.ts);
// - the fields the API answers and the route does not take are removed from the body before validation
//   (http/strip-answered.ts); any other unknown field is refused by name, because ajv keeps unknown
//   properties (`removeAdditional: false`) and closed schemas refuse them;
// - a JSON body that does not parse, or holds a prototype key or a NUL, is refused naming `body` or the
//   field; so is a NUL in a query string or path parameter (PostgreSQL text cannot hold it).
// CONTRACT_SERVER_OPTIONS are the Fastify options of the same contract: ajv's, and the envelope for the
// errors Fastify answers outside its error handler (a path it cannot decode, a header too large).
import type { FastifyInstance, FastifyServerOptions, preValidationHookHandler } from 'fastify';
import { boundIntegers } from '../http/bound-integers.ts';
import { fieldError } from '../http/app-error.ts';
import { NUL_MESSAGE, parseJsonBody } from '../http/json-body.ts';
import { stripAnswered, stripPlan } from '../http/strip-answered.ts';
import { onClientError, onFrameworkError } from './errors.ts';

export const CONTRACT_SERVER_OPTIONS = {
  ajv: {
    // All errors with their schemas (messages name fields by title); unknown properties kept, so refused.
    customOptions: { allErrors: true, verbose: true, allowUnionTypes: true, removeAdditional: false, keywords: ['x-message', 'x-message-en', 'x-title-en'] },
  },
  frameworkErrors: onFrameworkError,
  clientErrorHandler: onClientError,
} satisfies FastifyServerOptions;

const PARTS = ['params', 'querystring', 'body'] as const;

export function registerContract(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query]) {
      if (typeof part !== 'object' || part === null) continue;
      for (const [k, v] of Object.entries(part)) {
        if ([v].flat().some((x) => typeof x === 'string' && x.includes('\u0000'))) throw fieldError(k, NUL_MESSAGE);
      }
    }
  });
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    for (const part of PARTS) if (schema[part] !== undefined) schema[part] = boundIntegers(schema[part]);
    const plan = stripPlan(schema.body);
    if (!plan) return;
    const strip: preValidationHookHandler = (req, _reply, done) => {
      stripAnswered(plan, req.body);
      done();
    };
    const own = route.preValidation;
    route.preValidation = own === undefined ? [strip] : [strip, ...[own].flat()];
  });
}
