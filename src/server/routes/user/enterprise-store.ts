import type { Queryable } from '../../db/db.ts';
import type { EnterpriseMenuConfig } from '../../../domain/menu-filter.ts';

/** An enterprise (qyxx) with its configuration (qyxxconfig). */
export interface Enterprise {
  id: number;
  qymc: string;
  qyGroup: string | null;
  parentId: number | null;
  haveModel: string[];
  config: { qdglVersion?: string; riskVersion?: string; parkPrefix?: string; useLocationPlatform?: boolean };
  status: number;
}

export const enterpriseColumns = `tenant_id as id, qymc, qy_group as "qyGroup", parent_id as "parentId",
  have_model as "haveModel", config, status`;

/** Reads an enterprise by id as the server itself (session set-up, before a tenant transaction). */
export async function loadEnterprise(db: Queryable, id: number): Promise<Enterprise | null> {
  const rows = await db.query<Enterprise>(`select ${enterpriseColumns} from qyxx where tenant_id = $1`, [id]);
  return rows[0] ?? null;
}

/** The qyxxconfig of userInfo, with the defaults of a new enterprise. */
export function enterpriseConfigOf(qy: Enterprise): Required<EnterpriseMenuConfig> & { parkPrefix: string } {
  return {
    qdglVersion: qy.config.qdglVersion ?? '1',
    riskVersion: qy.config.riskVersion ?? '1',
    parkPrefix: qy.config.parkPrefix ?? '',
    useLocationPlatform: Boolean(qy.config.useLocationPlatform),
  };
}
