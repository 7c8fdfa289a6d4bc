// The enterprises and applications of 企业数据管理's stories (the demo's three enterprises).
import type { ApplyRecord, ApplyRow, ApplyStep, EnterpriseDetail, EnterpriseRow } from '../../src/client/pages/enterprise/enterprise-api.ts';
import { ALL_MODULE_KEYS } from '../../src/domain/modules.ts';

export const ENTERPRISES: EnterpriseRow[] = [
  {
    id: 1001, qymc: '示例化工有限公司', qyGroup: '示例化工集团', parentId: null, parentName: null, haveModel: ALL_MODULE_KEYS,
    qdglVersion: '2', riskVersion: '2', parkPrefix: 'demo-park', useLocationPlatform: true, contactName: '安全负责人',
    contactMobile: '13800000000', status: 1, subCount: 1, violationSuspendThreshold: 3, violationWindowDays: 365, createdAt: '2026-01-01T00:00:00Z',
  },
  {
    id: 1002, qymc: '示例化工二厂', qyGroup: '示例化工集团', parentId: 1001, parentName: '示例化工有限公司', haveModel: ALL_MODULE_KEYS,
    qdglVersion: '1', riskVersion: '1', parkPrefix: 'demo-park', useLocationPlatform: false, contactName: null,
    contactMobile: null, status: 1, subCount: 0, violationSuspendThreshold: 3, violationWindowDays: 365, createdAt: '2026-01-01T00:00:00Z',
  },
  {
    id: 2001, qymc: '另一化工企业', qyGroup: null, parentId: null, parentName: null, haveModel: ALL_MODULE_KEYS.filter((m) => m !== 'tszy'),
    qdglVersion: '1', riskVersion: '1', parkPrefix: '', useLocationPlatform: false, contactName: '安全负责人',
    contactMobile: '13800000000', status: 1, subCount: 0, violationSuspendThreshold: 3, violationWindowDays: 365, createdAt: '2026-01-01T00:00:00Z',
  },
];

export const DETAIL: EnterpriseDetail = { ...ENTERPRISES[0], subs: [ENTERPRISES[1]] };

export const APPLIES: ApplyRow[] = [
  {
    id: 7, qyId: 2001, qymc: '另一化工企业', name: '周强', mobile: '13700003001', module: 'tszy', moduleTitle: '特殊作业', status: 0,
    createdAt: '2026-11-27T09:00:00Z', reviewedAt: null, reviewerName: null, rejectReason: null,
  },
  {
    id: 6, qyId: 1002, qymc: '示例化工二厂', name: '孙磊', mobile: '13900002001', module: 'wdk', moduleTitle: '文档库', status: 2,
    createdAt: '2026-11-20T09:00:00Z', reviewedAt: '2026-11-21T10:00:00Z', reviewerName: '平台管理员', rejectReason: '已开通，无需申请',
  },
];

/** Application 7 as the engine's detail answers it (GET /enterprise/apply/7). */
export const APPLY_RECORD: ApplyRecord = {
  id: 7,
  qyId: 2001,
  name: '周强',
  mobile: '13700003001',
  module: 'tszy',
  reviewStatus: 'pending',
  createdAt: '2026-11-27T09:00:00Z',
  refLabels: { qyId: '另一化工企业' },
};

/** Its review's steps, oldest first (GET /enterprise/apply/history?id=7): submitted, then rejected with a reason. */
export const APPLY_STEPS: ApplyStep[] = [
  { id: 1, action: 'create', actionLabel: '创建', toState: 'pending', actorName: '周强', opinion: null, at: '2026-11-27T09:00:00Z' },
  { id: 2, action: 'reject', actionLabel: '驳回', toState: 'rejected', actorName: '平台管理员', opinion: '资料不全', at: '2026-11-28T10:00:00Z' },
];
