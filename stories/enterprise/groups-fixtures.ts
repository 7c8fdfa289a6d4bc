// The answers of the groups, web-embed and park calls in 企业数据管理's stories (docs/enterprise.md).
import type { AccountConfig, BasicStats, SubQyAnswer, WebEmbedConfig } from '../../src/client/pages/enterprise/groups-api.ts';
import { okData, type MockRoutes } from '../support/mock-http.ts';

export const SUB_QY: SubQyAnswer = {
  group: { id: 1001, qymc: '示例化工有限公司', qyGroup: '示例化工集团', parentId: null },
  rows: [{ id: 1002, qymc: '示例化工二厂', qyGroup: '示例化工集团', status: 1, moduleCount: 20 }],
  candidates: [{ id: 2001, qymc: '另一化工企业' }],
};

export const EMBED: WebEmbedConfig = {
  qyId: 1001,
  allowedOrigins: ['https://park.example.com'],
  items: [{ id: 3, title: '园区看板', url: 'https://park.example.com/board', enabled: true, sort: 10 }],
};

export const STATS: BasicStats = {
  qyId: 1001,
  rows: [
    { key: 'safety-manager', title: '安全管理人员', count: 4 },
    { key: 'hazard-source', title: '重大危险源', count: 2 },
    { key: 'warehouse', title: '仓库', count: 3 },
  ],
  total: 9,
};

export const ACCOUNT: AccountConfig = {
  qyId: 1001,
  configured: true,
  parkBaseUrl: 'https://park.example.com',
  username: 'park-user',
  hasPassword: true,
  enabled: true,
  lastLoginAt: null,
  updatedAt: '2026-11-28T08:00:00Z',
};

/** Every call of the cards, answered well. */
export function groupsApi(): MockRoutes {
  return {
    'GET /u-basic/sub-qy/get': okData(SUB_QY),
    'POST /u-basic/sub-qy/enable': okData({ qyId: 1001, subQyId: 2001 }, '已将“另一化工企业”设为“示例化工有限公司”的下属企业'),
    'POST /u-basic/sub-qy/unbind': okData({ qyId: 1001, subQyId: 1002 }, '已解除“示例化工二厂”与“示例化工有限公司”的绑定'),
    'GET /u-basic/web-embed-config': okData(EMBED),
    'PUT /u-basic/web-embed-config': okData(EMBED, '网页嵌入配置已保存'),
    'GET /u-basic/statistics': okData(STATS),
    'GET /u-basic/qyxx-account-config': okData(ACCOUNT),
    'PUT /u-basic/qyxx-account-config': okData(ACCOUNT, '园区账号配置已保存'),
    'POST /u-basic/sys-user/login-by-park': okData({ qyId: 1001, parkToken: 't', roles: ['园区企业用户'] }, '园区平台登录成功'),
  };
}
