import { IngestService } from './ingest/ingest-service.ts';
import { INGEST_KINDS } from './ingest/ingest-kinds.ts';
import type { IngestKind } from './ingest/ingest-kind.ts';
import { ingestPlugin } from './ingest/ingest-plugin.ts';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openapiDocumentTransform, openapiRouteTransform } from './http/openapi-transform.ts';
import { fastifyTrustProxy, type Config } from './config.ts';
import type { Db } from './db/db.ts';
import { registerErrors } from './plugins/errors.ts';
import { registerAnswerLanguage } from './plugins/answer-language.ts';
import { chinese } from '../domain/i18n/chinese.ts';
import { text } from '../domain/i18n/text.ts';
import { requestLang, say } from './http/say.ts';
import { lazyValidators, type LazyValidators } from './http/lazy-validators.ts';
import { CONTRACT_SERVER_OPTIONS, registerContract } from './plugins/contract.ts';
import { setPasswordHashCost } from './auth/password.ts';
import { registerAuth } from './plugins/auth.ts';
import { createAuthCache, type AuthCache } from './auth/auth-cache.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { userRoutes } from './routes/user/index.ts';
import { tszyRoutes } from './routes/tszy/index.ts';
import { assetRoutes } from './routes/asset/index.ts';
import { staticImageRoutes } from './routes/asset/static-image-routes.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { resourcesPlugin } from './resources/resources-plugin.ts';
import { workflowConfigRoutes } from './workflow/config-routes.ts';
import { unmatchedRoutes } from './text-refs/unmatched-routes.ts';
import { designerPlugin } from './designer/designer-plugin.ts';
import { mapPlugin } from './map/map-plugin.ts';
import { dataServicePlugin } from './data-service/data-service-plugin.ts';
import { inboxPlugin } from './workflow/inbox-plugin.ts';
import { approvalPlugin } from './workflow/approval-plugin.ts';
import { shiftRoutes } from './schedules/shift-routes.ts';
import { createOutboxSmsProvider, type SmsProvider } from './services/sms-provider.ts';
import { notifyPlugin } from './workflow/notify-plugin.ts';
import { signaturePlugin } from './phone/signature-plugin.ts';
import { PHONE_BASENAME } from '../domain/phone-paths.ts';
import { sitePlugin } from './phone/site-plugin.ts';
import { MODULE_PLUGINS } from './module-plugins.ts';
import { startLiveRelay } from './live/live-topic.ts';
import { countCacheOf, startCountRelay } from './db/count-cache.ts';

export const API_PREFIX = '/zax-cloud';
export const CLIENT_PREFIX = '/zax/';
/** The phone shell's pages (issue 15): `PHONE_BASENAME` of src/domain/phone-paths.ts with its slash. */
export const PHONE_PREFIX = `${PHONE_BASENAME}/`;

/** What every route module receives. */
export interface AppDeps {
  config: Config;
  db: Db;
  sms: SmsProvider;
  /** The ingest path of readings from the plant (docs/ingest.md): MQTT and HTTP submit here. */
  ingest: IngestService;
  /** What authenticated requests read about their caller, kept while nothing it comes from changes (auth-cache.ts). */
  authCache: AuthCache;
}

/** A registered route, as the tenant-isolation suite and the docs walk them. */
export interface RouteEntry {
  method: string;
  url: string;
  access?: string;
  schema?: { querystring?: object; body?: object; params?: object };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    routeTable: RouteEntry[];
    /** The routes' validators, compiled on first use (http/lazy-validators.ts). */
    validators: LazyValidators;
  }
}

export interface BuildOptions {
  config: Config;
  db: Db;
  sms?: SmsProvider;
  logger?: boolean;
  /** The kinds of reading ingested (default: the modules', src/server/ingest/ingest-kinds.ts); tests add their own. */
  ingestKinds?: readonly IngestKind[];
}

/** Builds the Fastify application (tests use it with `inject`; main.ts listens). */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  setPasswordHashCost(config.passwordHash);
  const validators = lazyValidators();
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...CONTRACT_SERVER_OPTIONS,
    schemaController: { compilersFactory: { buildValidator: validators.buildValidator } },
    genReqId: () => crypto.randomUUID(),
  });
  app.decorate('validators', validators);
  const ingest = new IngestService(db, opts.ingestKinds ?? INGEST_KINDS, { deviceRate: config.ingest.deviceRate, deviceBurst: config.ingest.deviceBurst });
  const authCache = await createAuthCache(db);
  app.addHook('onClose', () => authCache.stop());
  const deps: AppDeps = { config, db, sms: opts.sms ?? createOutboxSmsProvider(db, app.log), ingest, authCache };
  app.decorate('deps', deps);
  // The live pushes of other API processes (PostgreSQL's NOTIFY) reach this one's pages too (DESIGN §11).
  const stopLiveRelay = await startLiveRelay(db);
  app.addHook('onClose', stopLiveRelay);
  // The lists' kept counts (issue 25): every process hears the writes of every process; the writer's own process
  // forgets its tenant's counts before a write's answer leaves, whatever the notification's delay.
  const stopCountRelay = await startCountRelay(db);
  app.addHook('onClose', stopCountRelay);
  app.addHook('onSend', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.auth) countCacheOf(db).forgetTenant(req.auth.tenantId);
  });
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: r.url, access: r.config?.access, schema: r.schema as RouteEntry['schema'] });
    }
  });

  registerErrors(app);
  registerAnswerLanguage(app);
  registerContract(app);
  await app.register(helmet, {
    // The client is served by this same origin; antd injects styles at run time.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'"],
        // Live video (docs/video.md): hls.js fetches the playlist and segments from the gateways STREAM_ORIGINS names.
        connectSrc: ["'self'", ...(config.streamOrigins ?? [])],
        // Live video (docs/video.md): hls.js plays a stream through a blob: MediaSource and transmuxes in a blob: worker;
        // the browser plays a native HLS address of the enterprise's gateway itself.
        mediaSrc: ["'self'", 'blob:', 'https:', 'http:'],
        workerSrc: ["'self'", 'blob:'],
        // Web embedding (docs/enterprise.md): another system's page in a sandboxed frame. Which origins is the
        // enterprise's allowed list, enforced by the server and the page; the policy admits only http(s) frames.
        // A stored PDF previewed in the page (src/runtime/pdf-preview.tsx) is a blob: of bytes the page fetched itself.
        frameSrc: ["'self'", 'blob:', 'https:', 'http:'],
      },
    },
  });
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false, credentials: true });
  await app.register(swagger, {
    openapi: {
      info: { title: chinese['server.apiTitle'], version: '0.1.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
    transform: openapiRouteTransform,
    transformObject: openapiDocumentTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, uiConfig: { docExpansion: 'none' } });
  registerAuth(app, db, authCache);
  // Exactly-once writes with an Idempotency-Key (issue 15 item 7), scoped to the caller authenticated above.
  registerIdempotency(app, db);
  await registerMultipart(app);

  await app.register(userRoutes, { prefix: `${API_PREFIX}/user` });
  await app.register(tszyRoutes, { prefix: `${API_PREFIX}/tszy` });
  await app.register(assetRoutes, { prefix: `${API_PREFIX}/asset` });
  await app.register(staticImageRoutes);
  await app.register(resourcesPlugin, { prefix: API_PREFIX });
  // 流程配置 (issue 14): who acts on each workflow's transitions, per enterprise.
  await app.register(workflowConfigRoutes, { prefix: `${API_PREFIX}/workflow` });
  await app.register(unmatchedRoutes, { prefix: API_PREFIX });
  await app.register(designerPlugin, { prefix: API_PREFIX });
  await app.register(mapPlugin, { prefix: `${API_PREFIX}/u-basic` });
  await app.register(dataServicePlugin, { apiPrefix: API_PREFIX });
  await app.register(inboxPlugin, { prefix: API_PREFIX });
  await app.register(notifyPlugin, { prefix: `${API_PREFIX}/workflow` });
  await app.register(approvalPlugin, { prefix: API_PREFIX });
  await app.register(shiftRoutes, { prefix: API_PREFIX });
  await app.register(signaturePlugin, { prefix: API_PREFIX });
  // Location and QR codes on site (issue 15 items 5 and 6).
  await app.register(sitePlugin, { prefix: `${API_PREFIX}/phone` });
  // Readings from the plant (issue 22): gateways, the HTTP ingest call, readings and refusals.
  await app.register(ingestPlugin, { prefix: `${API_PREFIX}/ingest` });
  // The modules' own routes (src/server/module-plugins.ts), after the engine's.
  for (const m of MODULE_PLUGINS) await app.register(m.plugin, { prefix: `${API_PREFIX}${m.prefix}` });
  app.get(`${API_PREFIX}/health`, { config: { access: 'public' }, schema: { tags: [chinese['server.tag.system']], summary: chinese['server.health'] } }, async () => ({ code: 0, msg: 'ok' }));

  await registerClient(app, config.clientDir);
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith(CLIENT_PREFIX) && req.method === 'GET' && hasClient(config.clientDir)) {
      // The phone shell (issue 15) is its own page: every path below /zax/m/ answers its index.
      const phone = req.url.startsWith(PHONE_PREFIX) && hasClient(path.join(config.clientDir, 'm'));
      return reply.sendFile(phone ? 'm/index.html' : 'index.html', config.clientDir, { cacheControl: false });
    }
    return reply.status(404).send({ code: 404, msg: say(requestLang(req), text('server.notFound.api')) });
  });
  return app;
}

function hasClient(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'index.html'));
}

/** Serves the built client under /zax/, with the SPA's index for unknown paths below it. */
async function registerClient(app: FastifyInstance, dir: string): Promise<void> {
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_req, reply) => reply.redirect(CLIENT_PREFIX));
  if (!hasClient(dir)) return;
  await app.register(fastifyStatic, {
    root: dir,
    prefix: CLIENT_PREFIX,
    index: 'index.html',
    wildcard: false,
    // The build writes `<file>.gz` beside each script and style (tools/vite-precompress.ts): answered to browsers that
    // accept gzip, with `Vary: Accept-Encoding`.
    preCompressed: true,
    setHeaders(res, file) {
      if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/zax', { config: { access: 'public' }, schema: { hide: true } }, (_req, reply) => reply.redirect(CLIENT_PREFIX));
  app.get('/zax/m', { config: { access: 'public' }, schema: { hide: true } }, (_req, reply) => reply.redirect(PHONE_PREFIX));
}
