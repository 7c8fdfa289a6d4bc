import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { inTenant } from '../../db/tenant-tx.ts';
import { fieldError, notFound } from '../../http/app-error.ts';
import { okData } from '../../http/envelope.ts';
import { idOf, obj, str } from '../../http/json-schema.ts';
import { authOf } from '../../plugins/auth.ts';
import { dataScopeRoutes } from './data-scope-routes.ts';
import { ORG_WRITE, optStr } from './org-route-helpers.ts';
import { text } from '../../../domain/i18n/text.ts';
import { requestLang, say } from '../../http/say.ts';
import { zhOf } from '../zh-of.ts';

const TAGS = [zhOf('api.user.systemSettings')];
/** Largest stored per-user data config, as JSON text in UTF-8. */
export const USER_DATA_CONFIG_MAX_BYTES = 64 * 1024;

interface ConfigEntry {
  id: number;
  type: string;
  configKey: string;
  configValue: string | null;
  remark: string | null;
}

const configColumns = `id, type, config_key as "configKey", config_value as "configValue", remark, updated_at as "updateTime"`;
const typeField = str(zhOf('api.user.settingType'), { minLength: 1, maxLength: 50 });
const keyField = str(zhOf('api.user.settingItem'), { minLength: 1, maxLength: 100 });
const valueField = optStr(zhOf('api.user.settingValue'), 10_000);
const remarkField = optStr(zhOf('api.user.remarks'), 200);

function listConfig(tx: Queryable, tenantId: number, type: string | null): Promise<ConfigEntry[]> {
  return tx.query<ConfigEntry>(
    `select ${configColumns} from configinfo where tenant_id = $1 and ($2::text is null or type = $2)
      order by type, config_key`,
    [tenantId, type],
  );
}

/** Enterprise configuration (configinfo), role data scopes and per-user data configs (sysuserdataconfig). */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  await app.register(dataScopeRoutes);

  app.get<{ Querystring: { type?: string } }>(
    '/configinfo/list',
    {
      schema: { tags: TAGS, summary: zhOf('api.user.enterpriseSSettingsFilterType'), querystring: obj({ type: typeField }) },
    },
    async (req) => {
      const auth = authOf(req);
      const rows = await inTenant(db, auth, (tx) => listConfig(tx, auth.tenantId, req.query.type ?? null));
      return okData(rows);
    },
  );

  app.post<{ Body: { type: string; configKey: string; configValue: string | null; remark?: string | null } }>(
    '/configinfo/save',
    {
      config: ORG_WRITE,
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.savesOneSettingUpdatedWhen'),
        body: obj(
          { type: typeField, configKey: keyField, configValue: valueField, remark: remarkField },
          ['type', 'configKey', 'configValue'],
        ),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const b = req.body;
      const [row] = await inTenant(db, auth, (tx) =>
        tx.query<ConfigEntry>(
          `insert into configinfo(tenant_id, type, config_key, config_value, remark) values ($1, $2, $3, $4, $5)
           on conflict (tenant_id, type, config_key) do update
             set config_value = excluded.config_value,
                 remark = case when $6 then excluded.remark else configinfo.remark end,
                 updated_at = now()
           returning ${configColumns}`,
          [auth.tenantId, b.type, b.configKey, b.configValue, b.remark ?? null, b.remark !== undefined],
        ),
      );
      return okData(row, say(requestLang(req), text('api.user.saved')));
    },
  );

  app.post<{
    Body: { type: string; items: { configKey: string; configValue: string | null; remark?: string | null }[] };
  }>(
    '/configinfo/updateByType',
    {
      config: ORG_WRITE,
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.replacesEverySettingTypeOne'),
        body: obj(
          {
            type: typeField,
            items: {
              type: 'array',
              title: zhOf('api.user.settingItems'),
              maxItems: 500,
              items: obj({ configKey: keyField, configValue: valueField, remark: remarkField }, ['configKey', 'configValue']),
            },
          },
          ['type', 'items'],
        ),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { type, items } = req.body;
      const keys = items.map((i) => i.configKey);
      const dup = keys.find((k, i) => keys.indexOf(k) !== i);
      if (dup !== undefined) throw fieldError('items', text('api.user.config.duplicateItem', { item: dup }));
      const rows = await inTenant(db, auth, async (tx) => {
        await tx.query('delete from configinfo where tenant_id = $1 and type = $2 and not (config_key = any($3::text[]))', [
          auth.tenantId,
          type,
          keys,
        ]);
        for (const i of items) {
          await tx.query(
            `insert into configinfo(tenant_id, type, config_key, config_value, remark) values ($1, $2, $3, $4, $5)
             on conflict (tenant_id, type, config_key) do update
               set config_value = excluded.config_value, remark = coalesce(excluded.remark, configinfo.remark),
                   updated_at = now()`,
            [auth.tenantId, type, i.configKey, i.configValue, i.remark ?? null],
          );
        }
        return listConfig(tx, auth.tenantId, type);
      });
      return okData(rows, say(requestLang(req), text('api.user.saved')));
    },
  );

  app.post<{ Body: { items: { id: number; configValue: string | null }[] } }>(
    '/configinfo/batchUpdate',
    {
      config: ORG_WRITE,
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.changesSettingValuesNumberBulk'),
        body: obj(
          {
            items: {
              type: 'array',
              title: zhOf('api.user.settingItems'),
              minItems: 1,
              maxItems: 500,
              items: obj({ id: idOf(zhOf('api.designer.setting')), configValue: valueField }, ['id', 'configValue']),
            },
          },
          ['items'],
        ),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const updated = await inTenant(db, auth, async (tx) => {
        for (const i of req.body.items) {
          const done = await tx.query(
            `update configinfo set config_value = $3, updated_at = now() where tenant_id = $1 and id = $2 returning id`,
            [auth.tenantId, i.id, i.configValue],
          );
          if (!done.length) throw notFound(text('api.user.config.notFound', { id: i.id }));
        }
        return req.body.items.length;
      });
      return okData({ updated }, say(requestLang(req), text('api.user.saved')));
    },
  );

  app.get<{ Querystring: { type: string } }>(
    '/configinfo/deleteByType',
    {
      config: ORG_WRITE,
      schema: { tags: TAGS, summary: zhOf('api.user.deletesEverySettingType'), querystring: obj({ type: typeField }, ['type']) },
    },
    async (req) => {
      const auth = authOf(req);
      const rows = await inTenant(db, auth, (tx) =>
        tx.query('delete from configinfo where tenant_id = $1 and type = $2 returning id', [auth.tenantId, req.query.type]),
      );
      return okData({ deleted: rows.length }, say(requestLang(req), text('api.user.deleted')));
    },
  );

  const dataTypeField = str(zhOf('api.user.settingType'), { minLength: 1, maxLength: 100 });

  app.get<{ Querystring: { type: string } }>(
    '/sysuserdataconfig/getByType',
    {
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.currentUserSPersonalSettings'),
        querystring: obj({ type: dataTypeField }, ['type']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const rows = await inTenant(db, auth, (tx) =>
        tx.query<{ value: unknown }>(
          'select value from sysuserdataconfig where tenant_id = $1 and user_id = $2 and type = $3',
          [auth.tenantId, auth.userId, req.query.type],
        ),
      );
      return okData(rows[0]?.value ?? null);
    },
  );

  app.post<{ Body: { type: string; value: Record<string, unknown> } }>(
    '/sysuserdataconfig/save',
    {
      config: { access: 'account' },
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.config.doc.saveUserData', { kb: USER_DATA_CONFIG_MAX_BYTES / 1024 }),
        body: obj({ type: dataTypeField, value: { type: 'object', title: zhOf('api.user.settingContent') } }, ['type', 'value']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { type, value } = req.body;
      const json = JSON.stringify(value);
      if (Buffer.byteLength(json, 'utf8') > USER_DATA_CONFIG_MAX_BYTES) {
        throw fieldError('value', text('api.user.config.tooLarge', { kb: USER_DATA_CONFIG_MAX_BYTES / 1024 }));
      }
      await inTenant(db, auth, (tx) =>
        tx.query(
          `insert into sysuserdataconfig(tenant_id, user_id, type, value) values ($1, $2, $3, $4::jsonb)
           on conflict (tenant_id, user_id, type) do update set value = excluded.value, updated_at = now()`,
          [auth.tenantId, auth.userId, type, json],
        ),
      ).catch((err: unknown) => {
        // jsonb refuses some text JSON accepts (a \u0000 escape): a bad value, not a server fault.
        if (['22P05', '22P02', '22021'].includes(String((err as { code?: string }).code))) {
          throw fieldError('value', text('api.user.settingContentNotValid'));
        }
        throw err;
      });
      return okData(value, say(requestLang(req), text('api.user.saved')));
    },
  );
}
