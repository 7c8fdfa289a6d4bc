-- A data service token carries the departments its user's data scope allows (docs/schema-engine.md "Data scopes",
-- "Statistics blocks"): a statistics block over a resource with `dataScope` counts only those departments' records,
-- as the user's lists show them. Null: every record (an unscoped user, the platform administrator, a server-side
-- client). Taken when the token is issued; a token lives minutes, so a changed scope holds from the next one.
alter table data_service_token add column departments bigint[];
