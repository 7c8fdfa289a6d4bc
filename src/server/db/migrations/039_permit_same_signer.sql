-- One person signs at most one approve-phase slot of a permit, and never approves their own application
-- (issue 16 item 2, docs/permits.md "One person, one slot"). The enterprise may allow one person to sign several
-- approve-phase slots (permit_config.allow_same_signer, default no); a permit keeps the choice in force at its
-- submission, as it keeps the slots.
alter table permit_config add column if not exists allow_same_signer boolean not null default false;
alter table permit add column if not exists allow_same_signer boolean not null default false;
