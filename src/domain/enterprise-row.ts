// An enterprise as 企业数据管理's list and detail show it: what the server's GET /enterprise/list answers per row
// and the page reads (docs/enterprise.md).

/** An enterprise as the list and the detail show it. */
export interface EnterpriseRow {
  id: number;
  qymc: string;
  qyGroup: string | null;
  parentId: number | null;
  parentName: string | null;
  haveModel: string[];
  qdglVersion: string;
  riskVersion: string;
  parkPrefix: string;
  useLocationPlatform: boolean;
  /** The contractors' suspension rule in force: this many violations within that many days (the constants unless set). */
  violationSuspendThreshold: number;
  violationWindowDays: number;
  contactName: string | null;
  contactMobile: string | null;
  status: number;
  subCount: number;
  createdAt: string;
}
