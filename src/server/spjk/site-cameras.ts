// The cameras covering a work site (docs/video.md): what a hot-work permit's page shows (GB 30871—2022 5.2.11 asks
// video monitoring of 特级 hot work). A camera covers the site its 覆盖的作业地点 names (same text, blanks aside), as
// a gas detector does (site-gas.ts).
import { textOrNull } from '../../domain/text-or-null.ts';
import { sameSite } from '../../domain/spjk-gas.ts';
import type { Queryable } from '../db/db.ts';
import { tableName } from '../resources/registry.ts';

export interface SiteCamera {
  id: number;
  code: string;
  name: string;
  location: string | null;
  site: string;
  onlineStatus: string | null;
  previewUrl: string | null;
}

/** The live cameras whose site is `site`, by code. */
export async function siteCameras(tx: Queryable, tenantId: number, site: string | null): Promise<SiteCamera[]> {
  if (!site?.trim()) return [];
  const rows = await tx.query<{ id: number; data: Record<string, unknown> }>(
    `select id::int as id, data from ${tableName('camera')} where tenant_id = $1 and not deleted and data->>'site' is not null order by data->>'code', id`,
    [tenantId],
  );
  return rows
    .filter((r) => sameSite(String(r.data.site ?? ''), site))
    .map((r) => ({
      id: r.id,
      code: String(r.data.code ?? ''),
      name: String(r.data.name ?? ''),
      location: textOrNull(r.data.location),
      site: String(r.data.site),
      onlineStatus: textOrNull(r.data.onlineStatus),
      previewUrl: textOrNull(r.data.previewUrl),
    }));
}
