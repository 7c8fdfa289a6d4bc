-- The verdict of a gas analysis as its catalogue message (issue 13 item 5, docs/permits.md "Gas-analysis verdict
-- in English"): `{id, params}` of src/domain/i18n (gasrule.*, permits.gas.passed/failed), beside the Chinese words
-- of rule (the spec's 判定依据 panDingYiJu, kept as it was). A record judged before this column existed has none:
-- it answers its Chinese.
alter table gas_analysis add column if not exists rule_basis jsonb;
