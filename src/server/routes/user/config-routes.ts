import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { inTenant } from '../../db/tenant-tx.ts';
import { fieldError, notFound } from '../../http/app-error.ts';
import { okData } from '../../http/envelope.ts';
import { idOf, obj, str } from '../../http/json-schema.ts';
import { authOf } from '../../plugins/auth.ts';
import { dataScopeRoutes } from './data-scope-routes.ts';
import { ORG_WRITE, optStr } from './org-route-helpers.ts';

const TAGS = ['系统配置'];
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
const typeField = str('配置类型', { minLength: 1, maxLength: 50 });
const keyField = str('配置项', { minLength: 1, maxLength: 100 });
const valueField = optStr('配置值', 10_000);
const remarkField = optStr('备注', 200);

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
      schema: { tags: TAGS, summary: '本企业的配置（可按类型筛选）', querystring: obj({ type: typeField }) },
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
        summary: '保存一项配置（同类型同配置项则更新）',
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
      return okData(row, '保存成功');
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
        summary: '整体替换某类型的配置（一个事务；未列出的配置项被删除）',
        body: obj(
          {
            type: typeField,
            items: {
              type: 'array',
              title: '配置项列表',
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
      if (dup !== undefined) throw fieldError('items', `配置项重复：${dup}`);
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
      return okData(rows, '保存成功');
    },
  );

  app.post<{ Body: { items: { id: number; configValue: string | null }[] } }>(
    '/configinfo/batchUpdate',
    {
      config: ORG_WRITE,
      schema: {
        tags: TAGS,
        summary: '按编号批量修改配置值（全部成功或全部不变）',
        body: obj(
          {
            items: {
              type: 'array',
              title: '配置项列表',
              minItems: 1,
              maxItems: 500,
              items: obj({ id: idOf('配置'), configValue: valueField }, ['id', 'configValue']),
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
          if (!done.length) throw notFound(`配置不存在：${i.id}`);
        }
        return req.body.items.length;
      });
      return okData({ updated }, '保存成功');
    },
  );

  app.get<{ Querystring: { type: string } }>(
    '/configinfo/deleteByType',
    {
      config: ORG_WRITE,
      schema: { tags: TAGS, summary: '删除某类型的全部配置', querystring: obj({ type: typeField }, ['type']) },
    },
    async (req) => {
      const auth = authOf(req);
      const rows = await inTenant(db, auth, (tx) =>
        tx.query('delete from configinfo where tenant_id = $1 and type = $2 returning id', [auth.tenantId, req.query.type]),
      );
      return okData({ deleted: rows.length }, '删除成功');
    },
  );

  const dataTypeField = str('配置类型', { minLength: 1, maxLength: 100 });

  app.get<{ Querystring: { type: string } }>(
    '/sysuserdataconfig/getByType',
    {
      schema: {
        tags: TAGS,
        summary: '当前用户在本企业的个人数据配置（如表格列设置），无则为 null',
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
        summary: `保存当前用户的个人数据配置（JSON 对象，至多${USER_DATA_CONFIG_MAX_BYTES / 1024}KB）`,
        body: obj({ type: dataTypeField, value: { type: 'object', title: '配置内容' } }, ['type', 'value']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { type, value } = req.body;
      const json = JSON.stringify(value);
      if (Buffer.byteLength(json, 'utf8') > USER_DATA_CONFIG_MAX_BYTES) {
        throw fieldError('value', `配置内容不能超过${USER_DATA_CONFIG_MAX_BYTES / 1024}KB`);
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
          throw fieldError('value', '配置内容格式不正确');
        }
        throw err;
      });
      return okData(value, '保存成功');
    },
  );
}
