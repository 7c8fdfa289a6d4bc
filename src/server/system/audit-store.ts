// Reading the audit log (issue 24 item 6): the rows `audit_row()` writes (001_core.sql) in the caller's
// transaction, so row-level security leaves an enterprise administrator their own enterprise's rows only and
// the platform administrator (tenant 0) every enterprise's. Each row answers with its readable diff.
import { auditDiff, type AuditAction, type AuditEntry } from '../../domain/audit-diff.ts';
import { adminZh } from '../../domain/i18n/zh/admin.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Queryable, SqlValue } from '../db/db.ts';
import { say } from '../http/say.ts';
import { resourceRegistry, tableName } from '../resources/registry.ts';

export interface AuditFilter {
  /** The enterprise (platform administrator only; an enterprise administrator's is their own). */
  tenantId: number | null;
  actor?: string;
  actorId?: number;
  table?: string;
  recordId?: string;
  action?: string;
  /** Local days `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}


interface AuditRow {
  id: number | string;
  qyId: number | string;
  qymc: string | null;
  actorId: number | string | null;
  actorName: string | null;
  actorLogin: string | null;
  action: string;
  table: string;
  recordId: string | null;
  at: Date | string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The tables whose rows are not business records (the transport of writes, sessions): never listed. */
const CORE_TABLES = Object.keys(adminZh)
  .filter((k) => k.startsWith('admin.table.'))
  .map((k) => k.slice('admin.table.'.length));

/** Titles of the audited tables: every resource file's table by its title, the core tables by the catalogue. */
export function auditTables(lang: Lang): { table: string; title: string; fields: Record<string, string> }[] {
  const out = CORE_TABLES.map((t) => ({ table: t, title: say(lang, text(`admin.table.${t}` as keyof typeof adminZh)), fields: {} }));
  for (const r of resourceRegistry().all) {
    const fields: Record<string, string> = {};
    for (const [name, p] of Object.entries(r.form.properties ?? {})) {
      const title = lang === 'en' ? (p['x-title-en'] ?? p.title) : p.title;
      if (typeof title === 'string') fields[name] = title;
    }
    out.push({ table: tableName(r.key), title: (lang === 'en' ? r['x-title-en'] : undefined) ?? r.title, fields });
  }
  return out;
}

/** The local days of a filter as the bounds of `at`, in the server's time zone. */
function where(f: AuditFilter, timeZone: string): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [];
  const conds: string[] = [];
  const add = (sql: string, v: SqlValue) => {
    params.push(v);
    conds.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (f.tenantId !== null) add('a.tenant_id = ?', f.tenantId);
  if (f.actorId !== undefined) add('a.actor_id = ?', f.actorId);
  if (f.actor) add(`(u.user_name ilike ? or u.login_name ilike ?)`, `%${f.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (f.table) add('a.table_name = ?', f.table);
  if (f.recordId) add('a.record_id = ?', f.recordId);
  if (f.action) add('a.action = ?', f.action);
  if (f.from || f.to) {
    params.push(timeZone);
    const tz = `$${params.length}`;
    if (f.from) add(`a.at >= (?::date)::timestamp at time zone ${tz}`, f.from);
    if (f.to) add(`a.at < ((?::date) + 1)::timestamp at time zone ${tz}`, f.to);
  }
  return { sql: conds.length ? conds.join(' and ') : 'true', params };
}

const FROM = `audit_log a left join sysuser u on u.id = a.actor_id left join qyxx q on q.tenant_id = a.tenant_id`;

/** One page of audit entries, newest first, with the total. */
export async function listAudit(
  tx: Queryable,
  f: AuditFilter,
  lang: Lang,
  timeZone: string,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const w = where(f, timeZone);
  const [{ total }] = await tx.query<{ total: number }>(`select count(*)::int as total from ${FROM} where ${w.sql}`, w.params);
  const n = w.params.length;
  const rows = await tx.query<AuditRow>(
    `select a.id, a.tenant_id as "qyId", q.qymc, a.actor_id as "actorId", u.user_name as "actorName",
            u.login_name as "actorLogin", a.action, a.table_name as "table", a.record_id as "recordId", a.at,
            a.before, a.after
       from ${FROM} where ${w.sql} order by a.at desc, a.id desc limit $${n + 1} offset $${n + 2}`,
    [...w.params, f.limit, f.offset],
  );
  const titles = new Map(auditTables(lang).map((t) => [t.table, t]));
  return { rows: rows.map((r) => entryOf(r, titles)), total: Number(total) };
}

function entryOf(r: AuditRow, titles: Map<string, { title: string; fields: Record<string, string> }>): AuditEntry {
  const t = titles.get(r.table);
  const changes = auditDiff(r.before, r.after).map((c) => ({ ...c, label: t?.fields[c.field] ?? c.field }));
  return {
    id: Number(r.id),
    qyId: Number(r.qyId),
    qymc: r.qymc,
    actorId: r.actorId === null ? null : Number(r.actorId),
    actorName: r.actorName,
    actorLogin: r.actorLogin,
    action: r.action as AuditAction,
    table: r.table,
    tableTitle: t?.title ?? r.table,
    recordId: r.recordId,
    at: r.at instanceof Date ? r.at.toISOString() : new Date(r.at).toISOString(),
    changes,
  };
}
