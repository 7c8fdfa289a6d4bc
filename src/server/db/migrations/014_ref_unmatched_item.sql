-- An array of names (attendees, experts...) that became a multiple reference is migrated element by
-- element (issue 12, item 3): several of one record's field may be left unmatched, each listed with its
-- index in the stored array (`item`; -1 for a single reference). Idempotent.

alter table ref_unmatched add column if not exists item integer not null default -1;
alter table ref_unmatched drop constraint if exists ref_unmatched_tenant_id_resource_record_id_field_key;
create unique index if not exists ref_unmatched_item_key on ref_unmatched (tenant_id, resource, record_id, field, item);
