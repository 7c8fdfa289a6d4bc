// What the platform administrator sends to open and to configure an enterprise (企业数据管理, docs/enterprise.md):
// the bodies of POST /user/qyxx/register and POST /enterprise/settings, read by the server's routes and written by
// the client's dialogs. The routes' JSON schemas check them (the versions are '1' or '2', the mobile its pattern).

/** What 企业详情's 编辑 may change: the group, the contact (null clears) and the configuration flags (each optional). */
export interface EnterpriseSettings {
  qyGroup?: string | null;
  contactName?: string | null;
  contactMobile?: string | null;
  /** 清单管理 and 风险管控 versions: '1' or '2'. */
  qdglVersion?: string;
  riskVersion?: string;
  parkPrefix?: string;
  useLocationPlatform?: boolean;
  /** Violations within the window that suspend an admitted contractor (承包商管理). */
  violationSuspendThreshold?: number;
  violationWindowDays?: number;
}

/** What 新增企业 sends: the enterprise, its modules and flags, and its administrator's account. */
export interface EnterpriseRegistration {
  qymc: string;
  qyGroup?: string;
  parentId?: number | null;
  haveModel: string[];
  qdglVersion?: string;
  riskVersion?: string;
  parkPrefix?: string;
  useLocationPlatform?: boolean;
  contactName?: string;
  contactMobile?: string;
  adminLoginName: string;
  adminUserName?: string;
  /** Already in the login transport encoding (encodeLoginPassword). */
  adminPassword: string;
}
