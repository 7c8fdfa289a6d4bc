-- A permit's link to the 大检修 overhaul item it is raised for (data.jianXiuXiangMu, issue 18 item 4): the overhaul's
-- 检修详情 lists the permits linked to its plan's items (GET /zdjx/permits, src/server/zdjx/zdjx-plugin.ts), a few
-- rows of a tenant among up to millions of permits. Partial: most permits link to no overhaul item.
create index if not exists permit_overhaul_item on permit (tenant_id, zax_num(data, 'jianXiuXiangMu'))
  where data ? 'jianXiuXiangMu';
