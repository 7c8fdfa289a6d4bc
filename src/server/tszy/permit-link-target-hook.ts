// tszy.permitLinkTarget: a record a permit is raised for (an overhaul item, a maintenance task: the permit's
// jianXiuXiangMu / jianWeiXiuRenWu, domain permit-overhaul-link.ts) cannot be deleted while such a permit is still to
// be approved, started or finished (409 naming the permit and its state); a closed permit keeps the deleted record's
// name (permit-overhaul-link.ts overhaulLinkView). Named by the files overhaul-item.json and maintenance-management.json.
import { text } from '../../domain/i18n/text.ts';
import type { PermitState } from '../../domain/permit-lifecycle.ts';
import { stateText } from '../../domain/permit-lifecycle.ts';
import { LINK_HOLDING_STATES, linkFieldOfResource } from '../../domain/permit-overhaul-link.ts';
import { conflict } from '../http/app-error.ts';
import type { RecordHook } from '../resources/record-hooks.ts';

export const permitLinkTarget: RecordHook = {
  name: 'tszy.permitLinkTarget',
  async deleting(s, auth, ids) {
    const field = linkFieldOfResource(s.c.resource.key);
    if (!field || ids.length === 0) return;
    // The field is one of the domain's two names, never a caller's text; `data ? field` lets PostgreSQL use the
    // link's partial index (migrations 056, 059).
    const [held] = await s.tx.query<{ number: string; state: PermitState }>(
      `select number, state from permit
        where tenant_id = $1 and data ? '${field}' and zax_num(data, '${field}') = any($2::bigint[]) and state = any($3::text[])
        order by id limit 1`,
      [auth.tenantId, [...ids], [...LINK_HOLDING_STATES]],
    );
    if (held) throw conflict(text('permits.link.held', { number: held.number, state: stateText(held.state) }));
  },
};
