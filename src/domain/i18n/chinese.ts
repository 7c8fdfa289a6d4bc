import { commonZh } from './zh/common.ts';
import { apiAssetZh } from './zh/api-asset.ts';
import { apiDesignerZh } from './zh/api-designer.ts';
import { apiResourceZh } from './zh/api-resource.ts';
import { apiTextRefsZh } from './zh/api-text-refs.ts';
import { apiTszyZh } from './zh/api-tszy.ts';
import { apiUserZh } from './zh/api-user.ts';
import { designerZh } from './zh/designer.ts';
import { gradeZh } from './zh/grade.ts';
import { gasruleZh } from './zh/gasrule.ts';
import { fxfjgkZh } from './zh/fxfjgk.ts';
import { loginZh } from './zh/login.ts';
import { ssoZh } from './zh/sso.ts';
import { inboxZh } from './zh/inbox.ts';
import { signZh } from './zh/sign.ts';
import { signuiZh } from './zh/signui.ts';
import { siteZh } from './zh/site.ts';
import { wdkZh } from './zh/wdk.ts';
import { fgcxZh } from './zh/fgcx.ts';
import { wlsyZh } from './zh/wlsy.ts';
import { zdwhpZh } from './zh/zdwhp.ts';
import { adminZh } from './zh/admin.ts';
import { accessZh } from './zh/access.ts';
import { siteuiZh } from './zh/siteui.ts';
import { yhpcZh } from './zh/yhpc.ts';
import { xjxcZh } from './zh/xjxc.ts';
import { tszyZh } from './zh/tszy.ts';
import { jypxZh } from './zh/jypx.ts';
import { enterpriseZh } from './zh/enterprise.ts';
import { ingestZh } from './zh/ingest.ts';
import { groupsZh } from './zh/groups.ts';
import { opsstatsZh } from './zh/opsstats.ts';
import { gyaqZh } from './zh/gyaq.ts';
import { rydwZh } from './zh/rydw.ts';
import { mapZh } from './zh/map.ts';
import { mapuiZh } from './zh/mapui.ts';
import { notifyZh } from './zh/notify.ts';
import { notifyuiZh } from './zh/notifyui.ts';
import { permitsZh } from './zh/permits.ts';
import { permitsuiZh } from './zh/permitsui.ts';
import { permitCertZh } from './zh/permit-cert.ts';
import { permitMeasuresZh } from './zh/permit-measures.ts';
import { permitGuardZh } from './zh/permit-guard.ts';
import { permitCountersignZh } from './zh/permit-countersign.ts';
import { permitBriefingZh } from './zh/permit-briefing.ts';
import { permitBriefingUiZh } from './zh/permit-briefing-ui.ts';
import { rulesZh } from './zh/rules.ts';
import { runtimeZh } from './zh/runtime.ts';
import { schemaZh } from './zh/schema.ts';
import { schemaCheckZh } from './zh/schema-check.ts';
import { schemaFilesZh } from './zh/schema-files.ts';
import { serverZh } from './zh/server.ts';
import { shellZh } from './zh/shell.ts';
import { statsZh } from './zh/stats.ts';
import { statsuiZh } from './zh/statsui.ts';
import { approvalZh } from './zh/approval.ts';
import { workflowZh } from './zh/workflow.ts';
import { wfuiZh } from './zh/wfui.ts';
import { scheduleZh } from './zh/schedule.ts';
import { scheduleuiZh } from './zh/scheduleui.ts';
import { outboxZh } from './zh/outbox.ts';
import { outboxuiZh } from './zh/outboxui.ts';
import { mshellZh } from './zh/mshell.ts';
import { mshellKeywordZh } from './zh/mshell-keyword.ts';
import { healthZh } from './zh/health.ts';
import { zbglZh } from './zh/zbgl.ts';
import { cbsZh } from './zh/cbs.ts';
import { aiZh } from './zh/ai.ts';
import { spjkuiZh } from './zh/spjkui.ts';

/**
 * Every Chinese part of the catalogue, for the server (which answers in any language) and the catalogue's
 * tests. The browser imports the parts it shows one by one, so that the login page carries only its own.
 * A new part is added here and in `english.ts`, one line each.
 */
export const chinese = {
  ...commonZh,
  ...apiAssetZh,
  ...apiDesignerZh,
  ...apiResourceZh,
  ...apiTextRefsZh,
  ...apiTszyZh,
  ...apiUserZh,
  ...designerZh,
  ...gradeZh,
  ...gasruleZh,
  ...fxfjgkZh,
  ...loginZh,
  ...ssoZh,
  ...inboxZh,
  ...signZh,
  ...signuiZh,
  ...mapZh,
  ...mapuiZh,
  ...notifyZh,
  ...notifyuiZh,
  ...permitsZh,
  ...permitsuiZh,
  ...permitCertZh,
  ...permitMeasuresZh,
  ...permitGuardZh,
  ...permitCountersignZh,
  ...permitBriefingZh,
  ...permitBriefingUiZh,
  ...rulesZh,
  ...runtimeZh,
  ...schemaZh,
  ...schemaCheckZh,
  ...schemaFilesZh,
  ...serverZh,
  ...shellZh,
  ...statsZh,
  ...statsuiZh,
  ...approvalZh,
  ...workflowZh,
  ...wfuiZh,
  ...scheduleZh,
  ...scheduleuiZh,
  ...outboxZh,
  ...outboxuiZh,
  ...mshellZh,
  ...mshellKeywordZh,
  ...siteZh,
  ...adminZh,
  ...accessZh,
  ...siteuiZh,
  ...healthZh,
  ...zbglZh,
  ...cbsZh,
  ...wdkZh,
  ...fgcxZh,
  ...wlsyZh,
  ...zdwhpZh,
  ...yhpcZh,
  ...xjxcZh,
  ...tszyZh,
  ...jypxZh,
  ...enterpriseZh,
  ...ingestZh,
  ...groupsZh,
  ...opsstatsZh,
  ...aiZh,
  ...gyaqZh,
  ...rydwZh,
  ...spjkuiZh,
} as const;

/** The id of any message of the catalogue. */
export type MessageId = keyof typeof chinese;
