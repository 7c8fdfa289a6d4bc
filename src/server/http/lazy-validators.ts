// Route validators compiled on a route's first request, not when the route is registered. Fastify compiles every
// route's params, query and body schema as the app is built: with hundreds of resource routes that was most of the
// 4–6 s a buildApp took (ajv's code generation), paid again by every server a test starts, though a test reaches a
// handful of routes. The compiler and its options are Fastify's own (@fastify/ajv-compiler with the app's `ajv`
// options); only the moment of compiling moves. `compileAll` compiles what is still pending, so that a schema ajv
// refuses fails a test (tests/api/api-contract.test.ts, 'route validators') instead of a user's first request.
import { AjvCompiler } from '@fastify/ajv-compiler';

type Compile = ReturnType<ReturnType<typeof AjvCompiler>>;
type RouteSchema = Parameters<Compile>[0];
type Validate = ReturnType<Compile>;

/** A validator that compiles on its first call and then answers as the compiled one (its `errors` too). */
interface LazyValidate {
  (data: unknown, dataCxt?: unknown): unknown;
  errors?: Validate['errors'];
  /** Fastify passes the request as the parent (so that ajv may coerce a root value) only to a function with it. */
  schemaEnv: true;
  compile(): Validate;
}

export interface LazyValidators {
  /** The app's `schemaController.compilersFactory.buildValidator`. */
  buildValidator: ReturnType<typeof AjvCompiler>;
  /** Compiles every validator not yet called; answers how many were compiled. */
  compileAll(): number;
}

export function lazyValidators(): LazyValidators {
  const eager = AjvCompiler();
  const pending = new Set<LazyValidate>();
  const buildValidator: LazyValidators['buildValidator'] = (externalSchemas, options) => {
    const compileNow = eager(externalSchemas, options);
    // Fastify hands its compiler a route definition ({ schema, method, url, httpPart }), typed here as the schema.
    return ((route: RouteSchema) => {
      let compiled: Validate | undefined;
      const compile = (): Validate => {
        if (!compiled) {
          compiled = compileNow(route);
          pending.delete(lazy);
        }
        return compiled;
      };
      const lazy = Object.assign(
        (data: unknown, dataCxt?: unknown): unknown => {
          const validate = compile();
          const ok = (validate as (d: unknown, c?: unknown) => unknown)(data, dataCxt);
          lazy.errors = validate.errors;
          return ok;
        },
        { schemaEnv: true as const, compile },
      ) as LazyValidate;
      pending.add(lazy);
      return lazy as unknown as Validate;
    }) as Compile;
  };
  return {
    buildValidator,
    compileAll() {
      const all = [...pending];
      for (const v of all) v.compile();
      return all.length;
    },
  };
}
