// The plant map's layer of the special work in progress (issue 16 item 6; spec 001 §2 has the special work sites among
// the layers shown when the map opens, and the area layer 特殊作业区域 marks where work may be done): the permits in
// progress with a position (作业位置), labelled with their kind, number and place, each opening its permit page. The
// caller's data scope of permits applies, as in the permit list.
import { permitsZh } from '../../domain/i18n/zh/permits.ts';
import { permitsEn } from '../../domain/i18n/en/permits.ts';
import { PERMIT_KIND_INFO, isPermitKind } from '../../domain/permit-kinds.ts';
import type { SqlValue } from '../db/db.ts';
import { extentParams, meetsBoxSql } from '../map/geometry-sql.ts';
import type { MapLayerSource } from '../map/layer-source.ts';
import { callerDepartments } from '../resources/data-scope.ts';
import { permitScopeSql } from './permit-list.ts';
import { PERMIT_MODULE, PERMIT_READ } from './permit-scope.ts';
import { POSITION_FIELD } from './permit-site-works.ts';

export const PERMIT_SITE_LAYER = 'special-work-in-progress';

export const permitSiteLayer: MapLayerSource = {
  key: PERMIT_SITE_LAYER,
  module: PERMIT_MODULE,
  title: (lang) => (lang === 'en' ? permitsEn['permits.map.layer'] : permitsZh['permits.map.layer']),
  geometry: 'point',
  color: '#cf1322',
  // Just after the areas where special work may be done (area.json's `worksites`, 20).
  order: 21,
  on: true,
  mayRead: (auth) => auth.isAdmin || auth.roles.some((r) => PERMIT_READ.roles.includes(r)),
  async features(tx, auth, bbox, cap) {
    const params: SqlValue[] = [auth.tenantId, await callerDepartments(tx, auth)];
    const where = [`p.tenant_id = $1`, `p.state = 'IN_PROGRESS'`, `jsonb_typeof(p.data->'${POSITION_FIELD}') = 'object'`, `($2::bigint[] is null or ${permitScopeSql(2)})`];
    if (bbox) {
      where.push(meetsBoxSql(POSITION_FIELD, params.length + 1));
      params.push(...extentParams(bbox));
    }
    const rows = await tx.query<{ id: string | number; geometry: unknown; number: string; kind: string; site: string | null }>(
      `select p.id, p.data->'${POSITION_FIELD}' as geometry, p.number, p.kind, p.zuo_ye_di_dian as site
         from permit p where ${where.join(' and ')} order by p.id limit ${cap + 1}`,
      params,
    );
    return rows.map((r) => {
      const kind = isPermitKind(r.kind) ? PERMIT_KIND_INFO[r.kind].shortName : r.kind;
      return { id: Number(r.id), geometry: r.geometry, label: [kind, r.number, r.site].filter(Boolean).join(' '), link: '/tszy/detail/{id}' };
    });
  },
};
