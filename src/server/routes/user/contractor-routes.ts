import type { FastifyInstance } from 'fastify';
import { isMobile, MOBILE_MESSAGE } from '../../../domain/validators.ts';
import type { Queryable, SqlValue } from '../../db/db.ts';
import { inTenant } from '../../db/tenant-tx.ts';
import { conflict, fieldError, notFound } from '../../http/app-error.ts';
import { okData, okRows } from '../../http/envelope.ts';
import { idOf, int, obj, pageQuery, str } from '../../http/json-schema.ts';
import { authOf } from '../../plugins/auth.ts';
import { deleteRecordsOf } from '../../resources/record-delete.ts';
import { CONTRACTOR_RESOURCE } from '../../text-refs/contractor-alias.ts';
import { likeOf, ORG_WRITE, optStr, setClauses, trimmedName } from './org-route-helpers.ts';
import { text } from '../../../domain/i18n/text.ts';
import { requestLang, say } from '../../http/say.ts';
import { zhOf } from '../zh-of.ts';

const TAGS = [zhOf('api.user.contractor')];

interface Contractor {
  id: number;
  name: string;
  creditCode: string | null;
  contactName: string | null;
  contactMobile: string | null;
  serviceType: string | null;
  status: number;
}

interface ContractorBody {
  name?: string;
  creditCode?: string | null;
  contactName?: string | null;
  contactMobile?: string | null;
  serviceType?: string | null;
  status?: number;
}

const contractorColumns = `id, name, credit_code as "creditCode", contact_name as "contactName",
  contact_mobile as "contactMobile", service_type as "serviceType", status, created_at as "createTime"`;

const contractorFields = {
  name: str(zhOf('api.user.contractorName'), { minLength: 1, maxLength: 100 }),
  creditCode: optStr(zhOf('api.user.unifiedSocialCreditCode'), 18, {
    pattern: '^([0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10})?$',
    'x-message': zhOf('api.user.unifiedSocialCreditCodeNot'),
  }),
  contactName: optStr(zhOf('api.user.contacts'), 20),
  contactMobile: optStr(zhOf('api.user.contactPhone'), 20),
  serviceType: optStr(zhOf('api.user.serviceType'), 50),
  status: int(zhOf('api.tszy.status'), { enum: [0, 1] }),
};
const columns = {
  name: 'name',
  creditCode: 'credit_code',
  contactName: 'contact_name',
  contactMobile: 'contact_mobile',
  serviceType: 'service_type',
  status: 'status',
};

/** Normalises a contractor body: trimmed name, blank optional fields as null, mobile by the domain rule. */
function cleanContractor(b: ContractorBody): ContractorBody {
  const out: ContractorBody = { ...b };
  if (b.name !== undefined) out.name = trimmedName(b.name, () => fieldError('name', text('api.user.pleaseEnterContractorName')));
  for (const k of ['creditCode', 'contactName', 'contactMobile', 'serviceType'] as const) {
    const v = b[k];
    if (typeof v === 'string') out[k] = v.trim() || null;
  }
  if (out.contactMobile != null && !isMobile(out.contactMobile)) throw fieldError('contactMobile', MOBILE_MESSAGE);
  return out;
}

async function refuseDuplicate(tx: Queryable, tenantId: number, name: string, id: number | null): Promise<void> {
  const rows = await tx.query(
    'select 1 from contractorinfo where tenant_id = $1 and name = $2 and not deleted and id is distinct from $3',
    [tenantId, name, id],
  );
  if (rows.length) throw conflict(text('api.user.contractorSameNameAlreadyExists'));
}

/** Contractors (contractorinfo): paged list, create, update, delete. */
export async function contractorRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: { page?: number; limit?: number; name?: string; serviceType?: string } }>(
    '/contractorinfo/list',
    {
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.pagedListContractorsFilterName'),
        querystring: obj({ ...pageQuery, name: str(zhOf('api.user.contractorName'), { maxLength: 100 }), serviceType: str(zhOf('api.user.serviceType'), { maxLength: 50 }) }),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { page = 1, limit = 20, name, serviceType } = req.query;
      const params: SqlValue[] = [auth.tenantId, name?.trim() ? likeOf(name.trim()) : null, serviceType?.trim() || null];
      const where = `tenant_id = $1 and not deleted and ($2::text is null or name like $2) and ($3::text is null or service_type = $3)`;
      const { rows, total } = await inTenant(db, auth, async (tx) => {
        const [{ n }] = await tx.query<{ n: number }>(`select count(*) as n from contractorinfo where ${where}`, params);
        const found = await tx.query<Contractor>(
          `select ${contractorColumns} from contractorinfo where ${where} order by id desc limit $4 offset $5`,
          [...params, limit, (page - 1) * limit],
        );
        return { rows: found, total: Number(n) };
      });
      return okRows(rows, total);
    },
  );

  app.post<{ Body: ContractorBody & { name: string } }>(
    '/contractorinfo/save',
    { config: ORG_WRITE, schema: { tags: TAGS, summary: zhOf('api.user.addsContractor'), body: obj(contractorFields, ['name']) } },
    async (req) => {
      const auth = authOf(req);
      const b = cleanContractor(req.body);
      const row = await inTenant(db, auth, async (tx) => {
        await refuseDuplicate(tx, auth.tenantId, b.name!, null);
        const [r] = await tx.query<Contractor>(
          `insert into contractorinfo(tenant_id, name, credit_code, contact_name, contact_mobile, service_type, status)
           values ($1, $2, $3, $4, $5, $6, $7) returning ${contractorColumns}`,
          [auth.tenantId, b.name!, b.creditCode ?? null, b.contactName ?? null, b.contactMobile ?? null, b.serviceType ?? null, b.status ?? 1],
        );
        return r;
      });
      return okData(row, say(requestLang(req), text('api.user.saved')));
    },
  );

  app.post<{ Body: ContractorBody & { id: number } }>(
    '/contractorinfo/update',
    {
      config: ORG_WRITE,
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.editsContractorOnlyFieldsGiven'),
        body: obj({ id: idOf(zhOf('api.user.contractor')), ...contractorFields }, ['id']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { id, ...input } = req.body;
      const b = cleanContractor(input);
      const row = await inTenant(db, auth, async (tx) => {
        const found = await tx.query('select 1 from contractorinfo where tenant_id = $1 and id = $2 and not deleted for update', [
          auth.tenantId,
          id,
        ]);
        if (!found.length) throw notFound(text('api.user.contractorDoesNotExist'));
        if (b.name !== undefined) await refuseDuplicate(tx, auth.tenantId, b.name, id);
        const set = setClauses(columns, b as Record<string, unknown>, 3);
        const [r] = await tx.query<Contractor>(
          `update contractorinfo set ${[...set.sql, 'updated_at = now()'].join(', ')}
            where tenant_id = $1 and id = $2 returning ${contractorColumns}`,
          [auth.tenantId, id, ...set.params],
        );
        return r;
      });
      return okData(row, say(requestLang(req), text('api.user.saved')));
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/contractorinfo/deleteById',
    {
      config: ORG_WRITE,
      schema: {
        tags: TAGS,
        summary: zhOf('api.user.deletesContractorRefusedWhileIt'),
        querystring: obj({ id: idOf(zhOf('api.user.contractor')) }, ['id']),
      },
    },
    async (req) => {
      const auth = authOf(req);
      const { id } = req.query;
      await inTenant(db, auth, async (tx) => {
        const found = await tx.query('select 1 from contractorinfo where tenant_id = $1 and id = $2 and not deleted for update', [
          auth.tenantId,
          id,
        ]);
        if (!found.length) throw notFound(text('api.user.contractorDoesNotExist'));
        // The view's row is a contractor-info record: deleted as that resource deletes it (its references
        // applied: 409 naming who refers, or cleared, or deleted with it). Its people are contractor-user
        // records referring to it, named there; a staff member still linked by the old column refuses it
        // after that (the transaction then undoes the delete).
        await deleteRecordsOf(tx, auth, CONTRACTOR_RESOURCE, [id]);
        const staff = await tx.query('select 1 from staffinfo where tenant_id = $1 and contractor_id = $2 and not deleted limit 1', [
          auth.tenantId,
          id,
        ]);
        if (staff.length) throw conflict(text('api.user.thisContractorStillHasPeople'));
      });
      return okData(null, say(requestLang(req), text('api.user.deleted')));
    },
  );
}
