// 隐患排查 fixtures of the stories: the hidden-danger resource and a few registered hidden dangers.
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { okData, type MockRoutes } from '../support/mock-http.ts';
import hiddenDangerFile from '../../schemas/modules/yhpc/resources/hidden-danger.json';

export const HIDDEN_DANGER_ROWS: Record<string, unknown>[] = [
  {
    id: 101, title: '储罐区消防喷淋管道锈蚀', state: 'rectifying', level: 'major', supervised: true, sourceKind: 'check',
    dueDate: '2026-12-05', foundDate: '2026-11-10', planResponsibility: '设备部 李强', planMeasures: '更换锈蚀管段并防腐',
    planFunds: '8.5 万元', planTimeLimit: '2026-12-05', planContingency: '临时增设移动消防炮',
  },
  {
    id: 102, title: '氯气钢瓶库房泄漏报警仪失效', state: 'reported', level: 'major', supervised: true, sourceKind: 'patrol',
    dueDate: '2026-12-01', foundDate: '2026-11-25',
  },
  {
    id: 103, title: '装卸站台静电接地夹断裂', state: 'accepting', level: 'general', supervised: false, sourceKind: 'report',
    dueDate: '2026-11-30', foundDate: '2026-11-18', planResponsibility: '储运部 王师傅', planMeasures: '更换接地夹',
  },
];

/** The hidden-danger resource and its list, filtered by level as the 重大隐患 page asks. */
export function hiddenDangerApi(): MockRoutes {
  return {
    'GET /u-basic/resource-schema/hidden-danger': okData({ resource: hiddenDangerFile as unknown as ResourceFile, hiddenFields: [], warnings: [] }),
    'GET /u-basic/hidden-danger/list': ({ query }) => {
      const rows = HIDDEN_DANGER_ROWS.filter((r) => !query.level || r.level === query.level);
      return okData({ rows, total: rows.length, totalExact: true, page: 1, limit: 20 });
    },
    /** The state tabs' figures. */
    'GET /u-basic/hidden-danger/state-counts': okData({ all: 3, reported: 1, rectifying: 1, accepting: 1 }),
    /** The list's saved column settings: none. */
    'GET /user/sysuserdataconfig/getByType': okData(null),
  };
}
