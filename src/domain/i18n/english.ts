import { commonEn } from './en/common.ts';
import { apiAssetEn } from './en/api-asset.ts';
import { apiDesignerEn } from './en/api-designer.ts';
import { apiResourceEn } from './en/api-resource.ts';
import { apiTextRefsEn } from './en/api-text-refs.ts';
import { apiTszyEn } from './en/api-tszy.ts';
import { apiUserEn } from './en/api-user.ts';
import { designerEn } from './en/designer.ts';
import { gradeEn } from './en/grade.ts';
import { gasruleEn } from './en/gasrule.ts';
import { fxfjgkEn } from './en/fxfjgk.ts';
import { loginEn } from './en/login.ts';
import { ssoEn } from './en/sso.ts';
import { inboxEn } from './en/inbox.ts';
import { signEn } from './en/sign.ts';
import { signuiEn } from './en/signui.ts';
import { siteEn } from './en/site.ts';
import { wdkEn } from './en/wdk.ts';
import { fgcxEn } from './en/fgcx.ts';
import { wlsyEn } from './en/wlsy.ts';
import { zdwhpEn } from './en/zdwhp.ts';
import { xjxcEn } from './en/xjxc.ts';
import { tszyEn } from './en/tszy.ts';
import { adminEn } from './en/admin.ts';
import { accessEn } from './en/access.ts';
import { siteuiEn } from './en/siteui.ts';
import { yhpcEn } from './en/yhpc.ts';
import { jypxEn } from './en/jypx.ts';
import { enterpriseEn } from './en/enterprise.ts';
import { ingestEn } from './en/ingest.ts';
import { groupsEn } from './en/groups.ts';
import { opsstatsEn } from './en/opsstats.ts';
import { gyaqEn } from './en/gyaq.ts';
import { rydwEn } from './en/rydw.ts';
import { mapEn } from './en/map.ts';
import { mapuiEn } from './en/mapui.ts';
import { notifyEn } from './en/notify.ts';
import { notifyuiEn } from './en/notifyui.ts';
import { permitsEn } from './en/permits.ts';
import { permitsuiEn } from './en/permitsui.ts';
import { permitCertEn } from './en/permit-cert.ts';
import { permitMeasuresEn } from './en/permit-measures.ts';
import { permitGuardEn } from './en/permit-guard.ts';
import { permitCountersignEn } from './en/permit-countersign.ts';
import { permitBriefingEn } from './en/permit-briefing.ts';
import { permitBriefingUiEn } from './en/permit-briefing-ui.ts';
import { rulesEn } from './en/rules.ts';
import { runtimeEn } from './en/runtime.ts';
import { schemaEn } from './en/schema.ts';
import { schemaCheckEn } from './en/schema-check.ts';
import { schemaFilesEn } from './en/schema-files.ts';
import { serverEn } from './en/server.ts';
import { shellEn } from './en/shell.ts';
import { statsEn } from './en/stats.ts';
import { statsuiEn } from './en/statsui.ts';
import { approvalEn } from './en/approval.ts';
import { workflowEn } from './en/workflow.ts';
import { wfuiEn } from './en/wfui.ts';
import { scheduleEn } from './en/schedule.ts';
import { scheduleuiEn } from './en/scheduleui.ts';
import { outboxEn } from './en/outbox.ts';
import { outboxuiEn } from './en/outboxui.ts';
import { mshellEn } from './en/mshell.ts';
import { mshellKeywordEn } from './en/mshell-keyword.ts';
import { healthEn } from './en/health.ts';
import { zbglEn } from './en/zbgl.ts';
import { cbsEn } from './en/cbs.ts';
import { aiEn } from './en/ai.ts';
import { spjkuiEn } from './en/spjkui.ts';
import type { Messages } from './message-format.ts';

/**
 * Every English part of the catalogue. The browser loads this file on its own (a lazy chunk) only when the
 * language is English; an id without English falls back to its Chinese.
 */
export const english: Messages = {
  ...commonEn,
  ...apiAssetEn,
  ...apiDesignerEn,
  ...apiResourceEn,
  ...apiTextRefsEn,
  ...apiTszyEn,
  ...apiUserEn,
  ...designerEn,
  ...gradeEn,
  ...gasruleEn,
  ...fxfjgkEn,
  ...loginEn,
  ...ssoEn,
  ...inboxEn,
  ...signEn,
  ...signuiEn,
  ...mapEn,
  ...mapuiEn,
  ...notifyEn,
  ...notifyuiEn,
  ...permitsEn,
  ...permitsuiEn,
  ...permitCertEn,
  ...permitMeasuresEn,
  ...permitGuardEn,
  ...permitCountersignEn,
  ...permitBriefingEn,
  ...permitBriefingUiEn,
  ...rulesEn,
  ...runtimeEn,
  ...schemaEn,
  ...schemaCheckEn,
  ...schemaFilesEn,
  ...serverEn,
  ...shellEn,
  ...statsEn,
  ...statsuiEn,
  ...approvalEn,
  ...workflowEn,
  ...wfuiEn,
  ...scheduleEn,
  ...scheduleuiEn,
  ...outboxEn,
  ...outboxuiEn,
  ...mshellEn,
  ...mshellKeywordEn,
  ...siteEn,
  ...xjxcEn,
  ...tszyEn,
  ...adminEn,
  ...accessEn,
  ...siteuiEn,
  ...healthEn,
  ...zbglEn,
  ...cbsEn,
  ...wdkEn,
  ...fgcxEn,
  ...wlsyEn,
  ...zdwhpEn,
  ...yhpcEn,
  ...jypxEn,
  ...enterpriseEn,
  ...ingestEn,
  ...groupsEn,
  ...opsstatsEn,
  ...aiEn,
  ...gyaqEn,
  ...rydwEn,
  ...spjkuiEn,
};

/** The parts whose English must be complete (issue 13: shell, runtime, designer, permits). */
export const COMPLETE_ENGLISH_PREFIXES: readonly string[] = [
  'common.',
  'designer.',
  'login.',
  'sso.',
  'map.',
  'mapui.',
  'permitsui.',
  'runtime.',
  'shell.',
  'approval.',
  'api.',
  'stats.',
  'statsui.',
  'server.',
  'permits.',
  'rules.',
  'inbox.',
  'sign.',
  'signui.',
  'notify.',
  'notifyui.',
  'grade.',
  'gasrule.',
  'fxfjgk.',
  'workflow.',
  'wfui.',
  'schedule.',
  'scheduleui.',
  'mshell.',
  'schema.',
  'outbox.',
  'outboxui.',
  'site.',
  'siteui.',
  'wdk.',
  'fgcx.',
  'wlsy.',
  'zdwhp.',
  'yhpc.',
  'admin.',
  'jypx.',
  'zbgl.',
  'cbs.',
  'enterprise.',
  'groups.',
  'opsstats.',
  'ai.',
  'gyaq.',
  'rydw.',
  'ingest.',
  'spjkui.',
];
