-- 园区报送 (issue 17 item 6, docs/park-report.md): the file of each report to the park, byte for byte as it was sent
-- (JSON text, not jsonb, so that the download is what was sent and its SHA-256 matches the report's record). The
-- report itself is a record of the resource `park-report` (written through the record pipeline, so the audit trail
-- and the 填报台账 count it); this table holds its file. Written only by src/server/fxfjgk/park-report.ts.
create table park_report_file (
  tenant_id bigint not null,
  id bigserial,
  report_id bigint not null,
  body text not null,
  sha256 text not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  unique (tenant_id, report_id)
);
select guard_tenant_table('park_report_file');
-- The report's record is audited (and counted by the 填报台账); its file is not copied into the audit trail again.
drop trigger park_report_file_audit on park_report_file;
