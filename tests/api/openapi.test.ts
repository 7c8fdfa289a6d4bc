// The served OpenAPI document (issue 11 item 8) is valid OpenAPI 3.0 (swagger-parser), passes Redocly's
// recommended rules without errors, gives every operation a unique operationId and its error answers with
// the envelope, and is good enough to generate a typed client: openapi-typescript writes the types into a
// temporary folder, TypeScript checks a small client written against them (and refuses a wrong call), and
// that client logs in and reads a basic-data list through openapi-fetch from a server on port 0.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf, RATE_LIMITED } from '../../src/server/http/openapi-transform.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

type Json = Record<string, unknown>;
type Operation = { operationId?: string; parameters?: unknown[]; requestBody?: unknown; security?: unknown[]; responses: Record<string, { $ref?: string }> };

let t: TestApp;
let base: string;
let doc: Json;
let dir: string;

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([p, methods]) => Object.entries(methods).map(([method, op]) => ({ method, path: p, op })));

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
  const res = await fetch(`${base}/zax-cloud/docs/json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Json;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zax-openapi-client-'));
  // The generated client resolves openapi-fetch (and TypeScript its types) from the project.
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
});
afterAll(async () => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

describe('the served document', () => {
  it('is valid OpenAPI (swagger-parser validate)', async () => {
    const api = (await SwaggerParser.validate(structuredClone(doc) as never)) as unknown as Json;
    expect(api.openapi).toBe('3.0.3');
    expect(Object.keys(api.paths as Json).length).toBeGreaterThan(100);
  });

  it('passes Redocly’s recommended rules with no errors', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: '/zax-cloud/docs/json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('carries no empty `required` list anywhere', () => {
    const empty: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      if (!Array.isArray(node) && Array.isArray((node as Json).required) && ((node as Json).required as unknown[]).length === 0) empty.push(at);
      for (const [k, v] of Object.entries(node)) walk(v, `${at}/${k}`);
    };
    walk(doc, '#');
    expect(empty).toEqual([]);
  });

  it('gives every operation a unique operationId derived from its method and path', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(600);
    const ids = ops.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ops.length);
    for (const { method, path: p, op } of ops) expect(op.operationId, `${method} ${p}`).toMatch(new RegExp(`^${operationIdOf(method, p)}\\d*$`));
    const login = ops.find((o) => o.method === 'post' && o.path === '/zax-cloud/user/sysuser/login');
    expect(login?.op.operationId).toBe('postUserSysuserLogin');
  });

  it('documents the error answers with the envelope', () => {
    const components = doc.components as { schemas: Json; responses: Record<string, { content: Json }> };
    expect(components.schemas.Error).toMatchObject({ required: ['code', 'msg'], properties: { code: { type: 'integer' }, msg: { type: 'string' }, errors: { type: 'array' } } });
    expect(components.schemas.FieldError).toMatchObject({ required: ['field', 'message'] });
    for (const name of ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict', 'TooManyRequests']) {
      expect(components.responses[name].content, name).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/Error' } } });
    }
    const missing: string[] = [];
    for (const { method, path: p, op } of operations()) {
      const has = (status: string, name: string) => op.responses[status]?.$ref === `#/components/responses/${name}` || missing.push(`${method} ${p} ${status}`);
      if (op.parameters?.length || op.requestBody) has('400', 'BadRequest');
      const secured = op.security === undefined || op.security.length > 0;
      if (secured) {
        has('401', 'Unauthorized');
        has('403', 'Forbidden');
      }
      if (p.includes('{')) has('404', 'NotFound');
      if (RATE_LIMITED.has(`${method} ${p}`)) has('429', 'TooManyRequests');
    }
    expect(missing).toEqual([]);
    const ops = new Set(operations().map((o) => `${o.method} ${o.path}`));
    for (const op of RATE_LIMITED) expect(ops.has(op), op).toBe(true);
  });
});

const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './schema.ts';

/** Logs in, then reads a page of safety managers and, without the token, is refused with the envelope. */
export async function loginAndList(baseUrl: string, loginName: string, password: string) {
  const client = createClient<paths>({ baseUrl });
  const login = await client.POST('/zax-cloud/user/sysuser/login', { body: { loginName, password } });
  if (login.error) throw new Error('login refused: ' + login.error.msg);
  const token = login.data.entity;
  if (typeof token !== 'string') throw new Error('login answered no token');
  const list = await client.GET('/zax-cloud/u-basic/company-safety-manager/list', { headers: { Authorization: token } });
  if (list.error) throw new Error('list refused: ' + list.error.msg);
  const anonymous = await client.GET('/zax-cloud/u-basic/company-safety-manager/list');
  const refused: { status: number; code?: number; msg?: string } = { status: anonymous.response.status, code: anonymous.error?.code, msg: anonymous.error?.msg };
  return { loginCode: login.data.code, token, list: list.data, refused };
}
`;

const WRONG_CALLS = `import createClient from 'openapi-fetch';
import type { paths } from './schema.ts';

const client = createClient<paths>({ baseUrl: 'http://localhost' });
export const wrongType = client.POST('/zax-cloud/user/sysuser/login', { body: { loginName: 1, password: 'x' } });
export const unknownPath = client.GET('/zax-cloud/u-basic/no-such-resource/lists', {});
`;

/** TypeScript's diagnostics of `files` (checked together, strict), by file name. */
function typecheck(files: string[]): Record<string, string[]> {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  });
  const out: Record<string, string[]> = Object.fromEntries(files.map((f) => [path.basename(f), []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const name = d.file ? path.basename(d.file.fileName) : '';
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    (out[name] ??= []).push(`L${line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  }
  return out;
}

describe('a typed client generated from it (openapi-typescript + openapi-fetch)', () => {
  it('typechecks a client written against the generated types, and refuses wrong calls', async () => {
    fs.writeFileSync(path.join(dir, 'schema.ts'), astToString(await openapiTS(doc as never)));
    fs.writeFileSync(path.join(dir, 'client.ts'), CLIENT);
    fs.writeFileSync(path.join(dir, 'wrong-calls.ts'), WRONG_CALLS);
    const found = typecheck(['client.ts', 'wrong-calls.ts'].map((f) => path.join(dir, f)));
    expect(found['client.ts']).toEqual([]);
    expect(found['schema.ts'] ?? []).toEqual([]);
    const wrong = found['wrong-calls.ts'].join('\n');
    expect(wrong).toMatch(/^L5: [\s\S]*Type 'number' is not assignable to type 'string'/m);
    // An unknown path is refused on its line; TypeScript names the path, or, once the API has many paths, says
    // the union of them is too deep to list: either is a refusal.
    expect(wrong).toMatch(/^L6: [\s\S]*(no-such-resource|excessively deep)/m);
    // Type-checking the generated types of every route takes about a minute on a busy machine.
  }, 180_000);

  it('logs in and lists a basic-data resource through the generated client', async () => {
    const client = (await import(pathToFileURL(path.join(dir, 'client.ts')).href)) as {
      loginAndList(baseUrl: string, loginName: string, password: string): Promise<{ loginCode: unknown; token: string; list: { code: number; data: { rows: Json[]; total: number } }; refused: { status: number; code?: number; msg?: string } }>;
    };
    const out = await client.loginAndList(base, 'staff01', t.encode(PASSWORDS.staff01));
    expect(out.loginCode).toBe('success');
    expect(out.token).toMatch(/\S{20,}/);
    expect(out.list.code).toBe(0);
    expect(out.list.data.total).toBeGreaterThan(0);
    expect(out.list.data.rows[0]).toHaveProperty('name');
    expect(out.refused).toMatchObject({ status: 401, code: 401 });
    expect(out.refused.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
