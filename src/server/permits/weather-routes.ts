// Weather of a work site: `GET /zuoYePiao/weather?zuoYeDiDian=` (the latest record) and `POST /zuoYePiao/weather`
// (record one, typed in or from a weather station). The hot-work grade reads the wind of the latest record.
import { say } from '../http/say.ts';
import { text } from '../../domain/i18n/text.ts';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../http/app-error.ts';
import { okEntity } from '../http/envelope.ts';
import { obj, str, titled } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { PERMIT_READ, PERMIT_TAGS, PERMIT_WRITE, withPermits } from './permit-scope.ts';
import { parseOptionalTime, TIME_PATTERN } from './permit-time.ts';
import { insertWeather, latestWeather } from './weather-store.ts';

const site = str(text('permits.field.site'), { minLength: 1, maxLength: 100 });

interface WeatherBody {
  zuoYeDiDian: string;
  fengLiDengJi?: number | null;
  wenDu?: number | null;
  tianQi?: string | null;
  jiLuShiJian?: string | null;
  laiYuan?: 'manual' | 'station';
}

export async function weatherRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: { zuoYeDiDian: string } }>(
    '/zuoYePiao/weather',
    { config: PERMIT_READ, schema: { tags: PERMIT_TAGS, summary: say('zh', text('permits.doc.latestWeather')), querystring: obj({ zuoYeDiDian: site }, ['zuoYeDiDian']) } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => okEntity(await latestWeather(tx, auth.tenantId, req.query.zuoYeDiDian)));
    },
  );

  app.post<{ Body: WeatherBody }>(
    '/zuoYePiao/weather',
    {
      config: PERMIT_WRITE,
      schema: {
        tags: PERMIT_TAGS,
        summary: say('zh', text('permits.doc.saveWeather')),
        body: obj(
          {
            zuoYeDiDian: site,
            fengLiDengJi: { type: ['integer', 'null'], ...titled(text('permits.field.windScale')), minimum: 0, maximum: 17 },
            wenDu: { type: ['number', 'null'], ...titled(text('permits.field.temperature')), minimum: -80, maximum: 80 },
            tianQi: { type: ['string', 'null'], ...titled(text('permits.field.weather')), maxLength: 50 },
            jiLuShiJian: { type: ['string', 'null'], ...titled(text('permits.field.recordedAt')), pattern: TIME_PATTERN },
            laiYuan: { type: 'string', ...titled(text('permits.field.source')), enum: ['manual', 'station'] },
          },
          ['zuoYeDiDian'],
        ),
      },
    },
    (req) => {
      const auth = authOf(req);
      const b = req.body;
      if (b.fengLiDengJi == null && b.wenDu == null && !b.tianQi) throw fieldError('fengLiDengJi', text('permits.weatherNeedsOne'));
      const recordedAt = parseOptionalTime(b.jiLuShiJian, 'jiLuShiJian', text('permits.field.recordedAt')) ?? new Date();
      if (recordedAt.getTime() > Date.now() + 60_000) throw fieldError('jiLuShiJian', text('permits.recordedInFuture'));
      return withPermits(db, auth, async (tx) =>
        okEntity(
          await insertWeather(tx, auth.tenantId, {
            site: b.zuoYeDiDian,
            windLevel: b.fengLiDengJi ?? null,
            temperature: b.wenDu ?? null,
            weather: b.tianQi ?? null,
            recordedAt,
            source: b.laiYuan ?? 'manual',
            by: auth.userId,
          }),
        ),
      );
    },
  );
}
