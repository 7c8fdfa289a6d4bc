// The `signature` table (migration 017_phone_signature.sql): a handwritten signature on a record, its PNG an
// asset_file row. Every query runs in the caller's tenant transaction (inTenant), tenant first.
import type { Queryable } from '../db/db.ts';

/** A signature as the routes answer it (the image is fetched by id). */
export interface SignatureEntry {
  id: number;
  resource: string;
  recordId: number;
  userId: number;
  staffId: number | null;
  signerName: string;
  signedAt: string;
  positionId: number | null;
  /** The history step that used it (a workflow action that required it); null while unused. */
  usedByHistory: number | null;
  /** The permit whose slot approval used it (migration 047); null while unused. */
  usedByPermit: number | null;
}

interface Row {
  id: number;
  resource: string;
  record_id: number;
  user_id: number;
  staff_id: number | null;
  signer_name: string;
  signed_at: Date | string;
  file_id: number;
  position_id: number | null;
  used_by_history: number | null;
  used_by_permit: number | null;
}

const COLUMNS = 'id, resource, record_id, user_id, staff_id, signer_name, signed_at, file_id, position_id, used_by_history, used_by_permit';
const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

function entryOf(r: Row): SignatureEntry {
  return {
    id: Number(r.id),
    resource: r.resource,
    recordId: Number(r.record_id),
    userId: Number(r.user_id),
    staffId: num(r.staff_id),
    signerName: r.signer_name,
    signedAt: new Date(r.signed_at).toISOString(),
    positionId: num(r.position_id),
    usedByHistory: num(r.used_by_history),
    usedByPermit: num(r.used_by_permit),
  };
}

export interface SignatureInput {
  resource: string;
  recordId: number;
  userId: number;
  staffId: number | null;
  signerName: string;
  fileId: number;
  strokes: unknown;
  strokeCount: number;
  strokeLength: number;
  positionId: number | null;
}

export async function insertSignature(tx: Queryable, tenantId: number, s: SignatureInput): Promise<SignatureEntry> {
  const [row] = await tx.query<Row>(
    `insert into signature (tenant_id, resource, record_id, user_id, staff_id, signer_name, file_id, strokes, stroke_count, stroke_length, position_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11) returning ${COLUMNS}`,
    [tenantId, s.resource, s.recordId, s.userId, s.staffId, s.signerName, s.fileId, JSON.stringify(s.strokes), s.strokeCount, s.strokeLength, s.positionId],
  );
  return entryOf(row);
}

/** A record's signatures, oldest first. */
export async function listSignatures(tx: Queryable, tenantId: number, resource: string, recordId: number): Promise<SignatureEntry[]> {
  const rows = await tx.query<Row>(
    `select ${COLUMNS} from signature where tenant_id = $1 and resource = $2 and record_id = $3 order by signed_at, id`,
    [tenantId, resource, recordId],
  );
  return rows.map(entryOf);
}

/** One signature with its file id (locked when `lock`, for using it); undefined when the tenant has none. */
export async function signatureById(tx: Queryable, tenantId: number, id: number, lock = false): Promise<(SignatureEntry & { fileId: number }) | undefined> {
  const [row] = await tx.query<Row>(`select ${COLUMNS} from signature where tenant_id = $1 and id = $2${lock ? ' for update' : ''}`, [tenantId, id]);
  return row ? { ...entryOf(row), fileId: Number(row.file_id) } : undefined;
}

/** Links a signature to the history step that used it. */
export async function markSignatureUsed(tx: Queryable, tenantId: number, id: number, historyId: number): Promise<void> {
  await tx.query('update signature set used_by_history = $3 where tenant_id = $1 and id = $2 and used_by_history is null', [tenantId, id, historyId]);
}

/** Marks a signature used by the approval of a permit's slot (one signature signs once). */
export async function markSignatureUsedByPermit(tx: Queryable, tenantId: number, id: number, permitId: number): Promise<void> {
  await tx.query(
    'update signature set used_by_permit = $3, used_at = now() where tenant_id = $1 and id = $2 and used_by_history is null and used_by_permit is null',
    [tenantId, id, permitId],
  );
}

/** The signer's name: the staff member's, else the account's. */
export async function signerNameOf(tx: Queryable, tenantId: number, userId: number, staffId: number | null): Promise<string> {
  if (staffId !== null) {
    const [s] = await tx.query<{ name: string | null }>('select name from staffinfo where tenant_id = $1 and id = $2', [tenantId, staffId]);
    if (s?.name) return s.name;
  }
  const [u] = await tx.query<{ name: string | null }>('select coalesce(user_name, login_name) as name from sysuser where id = $1', [userId]);
  return u?.name ?? String(userId);
}
