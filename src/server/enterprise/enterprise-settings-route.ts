// POST /enterprise/settings (issue 24 item 2, docs/enterprise.md): the platform administrator changes an
// enterprise's group, contact and configuration flags (清单管理 and 风险管控 versions, the park prefix, the location
// platform, the contractors' suspension threshold and window, docs/emergency.md) from 企业详情. Only the fields sent change; the answer is the enterprise as the detail shows it.
import type { FastifyInstance } from 'fastify';
import { THRESHOLD_RANGE, WINDOW_DAYS_RANGE } from '../../domain/cbs-violations.ts';
import { text } from '../../domain/i18n/text.ts';
import { MOBILE_MESSAGE } from '../../domain/validators.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { fieldError, notFound } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { bool, ID_MAX, int, MOBILE_PATTERN, nullable, obj, str } from '../http/json-schema.ts';
import { requestLang, say } from '../http/say.ts';
import type { EnterpriseSettings } from '../../domain/enterprise-requests.ts';
import { enterpriseRows, setEnterpriseSettings } from './enterprise-store.ts';
import { platformActor } from './platform-admin.ts';

export async function enterpriseSettingsRoute(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.post<{ Body: EnterpriseSettings & { qyId: number } }>(
    '/settings',
    {
      config: { access: 'write' as const },
      schema: {
        tags: [say('zh', text('enterprise.api.tag'))],
        summary: say('zh', text('enterprise.api.settings')),
        body: obj(
          {
            qyId: int(text('enterprise.field.enterprise'), { minimum: 0, maximum: ID_MAX }),
            qyGroup: nullable(str(text('enterprise.field.group'), { maxLength: 100 })),
            contactName: nullable(str(text('enterprise.field.contactName'), { maxLength: 10 })),
            contactMobile: nullable(str(text('enterprise.field.contactMobile'), { pattern: MOBILE_PATTERN, 'x-message': MOBILE_MESSAGE })),
            qdglVersion: { ...str(text('enterprise.field.qdglVersion')), enum: ['1', '2'] },
            riskVersion: { ...str(text('enterprise.field.riskVersion')), enum: ['1', '2'] },
            parkPrefix: str(text('enterprise.field.parkPrefix'), { maxLength: 100, pattern: '^[A-Za-z0-9_-]*$', 'x-message': say('zh', text('enterprise.error.parkPrefix')) }),
            useLocationPlatform: bool(text('enterprise.field.useLocationPlatform')),
            violationSuspendThreshold: int(text('enterprise.field.violationSuspendThreshold'), { minimum: THRESHOLD_RANGE.min, maximum: THRESHOLD_RANGE.max }),
            violationWindowDays: int(text('enterprise.field.violationWindowDays'), { minimum: WINDOW_DAYS_RANGE.min, maximum: WINDOW_DAYS_RANGE.max }),
          },
          ['qyId'],
        ),
      },
    },
    async (req) => {
      const actor = platformActor(req);
      const { qyId, ...settings } = req.body;
      if (qyId === 0) throw fieldError('qyId', text('enterprise.error.platformSettings'));
      const row = await inTenant(db, actor, async (tx) => {
        if (!(await setEnterpriseSettings(tx, qyId, settings))) return null;
        return (await enterpriseRows(tx, { id: qyId, limit: 1, offset: 0 })).rows[0] ?? null;
      });
      if (!row) throw notFound(text('enterprise.error.notFound'));
      return okData(row, say(requestLang(req), text('enterprise.settingsSaved', { qymc: row.qymc })));
    },
  );
}
