// Weather of a work site: `GET /zuoYePiao/weather?zuoYeDiDian=` (the latest record) and `POST /zuoYePiao/weather`
// (record one, typed in or from a weather station). The hot-work grade reads the wind of the latest record.
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../http/app-error.ts';
import { okEntity } from '../http/envelope.ts';
import { obj, str } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { PERMIT_READ, PERMIT_TAGS, PERMIT_WRITE, withPermits } from './permit-scope.ts';
import { parseOptionalTime, TIME_PATTERN } from './permit-time.ts';
import { insertWeather, latestWeather } from './weather-store.ts';

const site = str('作业地点', { minLength: 1, maxLength: 100 });

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
    { config: PERMIT_READ, schema: { tags: PERMIT_TAGS, summary: '作业地点最新的天气记录（没有时为 null）', querystring: obj({ zuoYeDiDian: site }, ['zuoYeDiDian']) } },
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
        summary: '记录作业地点的天气（人工录入或气象站）',
        body: obj(
          {
            zuoYeDiDian: site,
            fengLiDengJi: { type: ['integer', 'null'], title: '风力等级', minimum: 0, maximum: 17 },
            wenDu: { type: ['number', 'null'], title: '气温（℃）', minimum: -80, maximum: 80 },
            tianQi: { type: ['string', 'null'], title: '天气', maxLength: 50 },
            jiLuShiJian: { type: ['string', 'null'], title: '记录时间', pattern: TIME_PATTERN },
            laiYuan: { type: 'string', title: '来源', enum: ['manual', 'station'] },
          },
          ['zuoYeDiDian'],
        ),
      },
    },
    (req) => {
      const auth = authOf(req);
      const b = req.body;
      if (b.fengLiDengJi == null && b.wenDu == null && !b.tianQi) throw fieldError('fengLiDengJi', '请至少填写风力等级、气温或天气之一');
      const recordedAt = parseOptionalTime(b.jiLuShiJian, 'jiLuShiJian', '记录时间') ?? new Date();
      if (recordedAt.getTime() > Date.now() + 60_000) throw fieldError('jiLuShiJian', '记录时间不能晚于当前时间');
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
