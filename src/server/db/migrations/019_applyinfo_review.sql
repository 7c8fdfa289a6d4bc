-- The review of onboarding applications (入驻申请, issue 24 item 2, docs/enterprise.md): who reviewed an
-- application and when, and the reason of a rejection. status: 0 pending, 1 approved, 2 rejected; a reviewed
-- application is never reviewed again (the review routes update only a pending row).
alter table applyinfo add column reviewed_by bigint;
alter table applyinfo add column reviewed_at timestamptz;
alter table applyinfo add column reject_reason text;
alter table applyinfo add constraint applyinfo_status_known check (status in (0, 1, 2));
