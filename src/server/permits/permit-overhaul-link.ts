// A permit's link to the overhaul item or maintenance task it is raised for (domain permit-overhaul-link.ts): checked
// at saving (the record is a live one of the enterprise; both at once refused), and answered with the detail as
// `jianXiuGuanLian` (its name and page). GET /zdjx/permits lists the permits linked to a plan's items
// (src/server/zdjx/zdjx-plugin.ts). See docs/permits.md "关联检修".
import { text } from '../../domain/i18n/text.ts';
import { overhaulLinkOf, overhaulLinkPath, overhaulLinkProblem, type OverhaulLinkView } from '../../domain/permit-overhaul-link.ts';
import type { PermitKind } from '../../domain/permit-kinds.ts';
import type { Queryable } from '../db/db.ts';
import { fieldError } from '../http/app-error.ts';
import { tableName } from '../resources/registry.ts';
import { existingIds } from '../resources/ref-store.ts';
import { permitFormOf } from './permit-form-files.ts';

/** Refuses (400 naming the field) a form linking to both, or to a record that is not a live one of the tenant. */
export async function assertOverhaulLink(tx: Queryable, tenantId: number, kind: PermitKind, form: Readonly<Record<string, unknown>>): Promise<void> {
  const both = overhaulLinkProblem(form);
  if (both) throw fieldError(both.field, both.message);
  const link = overhaulLinkOf(form);
  if (!link) return;
  const found = await existingIds(tx, tenantId, { resource: link.resource, label: 'id', filter: {}, onDelete: 'restrict' }, [link.id]);
  if (!found.has(link.id)) throw fieldError(link.field, text('permits.link.unknown', { field: permitFormOf(kind).form.properties[link.field]?.title ?? link.field }));
}

/** The permit's link as answered: the record's name (a deleted record still shows it) and its page; null without a link. */
export async function overhaulLinkView(tx: Queryable, tenantId: number, data: Readonly<Record<string, unknown>>): Promise<OverhaulLinkView | null> {
  const link = overhaulLinkOf(data);
  if (!link) return null;
  const [row] =
    link.kind === 'overhaul-item'
      ? await tx.query<{ name: string | null; plan_id: string | null }>(
          `select concat_ws(' · ', p.data->>'name', i.data->>'content') as name, p.id as plan_id
             from ${tableName('overhaul-item')} i
             left join ${tableName('overhaul-plan')} p on p.tenant_id = i.tenant_id and p.id = zax_num(i.data, 'planId')
            where i.tenant_id = $1 and i.id = $2`,
          [tenantId, link.id],
        )
      : await tx.query<{ name: string | null; plan_id: null }>(
          `select concat_ws(' · ', data->>'projectCode', data->>'projectName') as name, null as plan_id
             from ${tableName('maintenance-management')} where tenant_id = $1 and id = $2`,
          [tenantId, link.id],
        );
  const planId = row?.plan_id ? Number(row.plan_id) : null;
  return { kind: link.kind, field: link.field, id: link.id, name: row?.name || `#${link.id}`, planId, path: overhaulLinkPath(link.kind, link.id, planId) };
}
