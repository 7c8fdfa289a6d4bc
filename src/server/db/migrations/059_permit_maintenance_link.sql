-- A permit's link to the 检维修 maintenance task it is raised for (data.jianWeiXiuRenWu, issue 18 item 4), as 056 does
-- for the overhaul item: deleting a task asks whether an open permit is raised for it (tszy.permitLinkTarget,
-- src/server/tszy/permit-link-target-hook.ts), a few rows of a tenant among up to millions of permits.
create index if not exists permit_maintenance_task on permit (tenant_id, zax_num(data, 'jianWeiXiuRenWu'))
  where data ? 'jianWeiXiuRenWu';
