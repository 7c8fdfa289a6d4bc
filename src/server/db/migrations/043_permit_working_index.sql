-- The permits working at a site (approving, approved, in progress), found by their planned window when a permit is
-- submitted or started and by its detail's 同时同地作业 (src/server/permits/permit-site-works.ts, issue 16 item 6):
-- few rows of a tenant, among up to millions of finished ones.
create index if not exists permit_working on permit (tenant_id, planned_start)
  where state in ('APPROVING', 'APPROVED', 'IN_PROGRESS');
