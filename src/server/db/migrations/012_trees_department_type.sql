-- Departments carry a type (issue 12.5): 公司 (company), 车间/部门 (workshop), 班组 (team); null when not
-- declared (the level rule of src/domain/person-level.ts then derives it from the department's depth).
alter table departmentinfo add column if not exists dept_type text
  check (dept_type is null or dept_type in ('company', 'workshop', 'team'));
