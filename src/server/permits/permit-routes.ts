// Every call of the special-work permits under /zax-cloud/tszy (docs/permit-api.md), registered from
// src/server/routes/tszy/index.ts: per kind (PERMIT_KINDS, camelCase segments), then /zuoYePiao, the
// configuration (/roles, /roleConfig, /fieldConfig), the activities (/zuo-ye-piao), the maintenance tasks
// (/maintenanceTasks), the overhaul items (/overhaulItems), the contractor workers a form may pick (/contractorWorkers)
// and the sweep timer.
import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './activity-routes.ts';
import { analysisRoutes } from './analysis-routes.ts';
import { kindRoutes } from './kind-routes.ts';
import { maintenanceTaskRoutes } from './maintenance-task-routes.ts';
import { overhaulItemRoutes } from './overhaul-item-routes.ts';
import { measureTemplateRoutes } from './measure-template-routes.ts';
import { permitConfigRoutes } from './permit-config-routes.ts';
import { countersignConfigRoutes } from './countersign-config-routes.ts';
import { contractorWorkerRoutes } from './contractor-worker-routes.ts';
import { permitExportRoutes } from './permit-export-routes.ts';
import { permitPlanRoutes } from './permit-plan.ts';
import { PERMIT_SWEEP_INTERVAL_MS, permitSweepTimer } from './permit-sweep-timer.ts';
import { KIND_PATHS } from './permit-kind-paths.ts';
import { weatherRoutes } from './weather-routes.ts';
import { workerCertificateRoutes } from './worker-certificate-routes.ts';
import { siteWorksRoutes } from './site-works-routes.ts';
import { siteGuardRoutes } from './site-guard-routes.ts';
import { zuoYePiaoRoutes } from './zuo-ye-piao-routes.ts';

export async function permitRoutes(app: FastifyInstance): Promise<void> {
  await app.register(kindRoutes, { kinds: KIND_PATHS });
  await app.register(analysisRoutes, { kinds: KIND_PATHS });
  await app.register(workerCertificateRoutes, { kinds: KIND_PATHS });
  await app.register(measureTemplateRoutes, { kinds: KIND_PATHS });
  await app.register(zuoYePiaoRoutes);
  await app.register(siteWorksRoutes);
  await app.register(siteGuardRoutes);
  await app.register(weatherRoutes);
  await app.register(permitConfigRoutes);
  await app.register(countersignConfigRoutes);
  await app.register(activityRoutes);
  await app.register(permitExportRoutes);
  await app.register(permitPlanRoutes);
  await app.register(maintenanceTaskRoutes);
  await app.register(overhaulItemRoutes);
  await app.register(contractorWorkerRoutes);
  // Expiry and warnings of live permits, every minute while the server listens (never under inject).
  await app.register(permitSweepTimer, { intervalMs: PERMIT_SWEEP_INTERVAL_MS });
}
