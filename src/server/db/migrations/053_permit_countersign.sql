-- 会签 of 动土 and 断路 by the enterprise's departments (issue 16 item 2, docs/permits.md "Countersigned by
-- departments"). The enterprise names, per kind, its countersigning departments and the staff who may sign for
-- each: permit_config.countersign = {"DONG_TU": [{"name": "供水", "signers": [staff ids]}], "DUAN_LU": [...]}
-- (permit_config has its tenant policy already: RLS on the transaction-local tenant). A submitted permit keeps
-- the departments in force at its submission on its 会签 slot (permit.slots[i].departments), with each
-- department's signature: no new table.
alter table permit_config add column if not exists countersign jsonb not null default '{}'::jsonb;
