-- The grading basis of a permit as its catalogue message (issue 13 item 5, docs/permits.md "Grading basis in
-- English"): `{id, params}` of src/domain/i18n (grade.*), beside the Chinese words of grade_rule (the spec's
-- 级别依据, kept as it was). A permit graded before this column existed has none: it answers its Chinese.
alter table permit add column if not exists grade_basis jsonb;
