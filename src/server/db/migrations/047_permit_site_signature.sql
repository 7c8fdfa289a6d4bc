-- Permits signed at the work site on the phone (issue 16 item 8, issue 15 item 3; docs/phone.md "Permits on the
-- phone", docs/permits.md "Signed at the site"). The enterprise may require a drawn signature on every approval
-- of a slot (permit_config.require_signature, default no). A signature of a permit (signature.resource = 'permit')
-- signs one slot once: the approval that used it is kept in used_by_permit / used_at (a workflow step's use stays
-- in used_by_history). The slot's signing record (permit.slots) names the signature, the position and the photos.
alter table permit_config add column if not exists require_signature boolean not null default false;
alter table signature add column if not exists used_by_permit bigint;
alter table signature add column if not exists used_at timestamptz;
