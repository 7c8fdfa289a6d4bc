// The enterprise's configuration of special work (spec 001 §7.2 "roles, role configs, field configs"):
// GET /roles, GET|POST /roleConfig (approval roles per kind, slot and grade), GET|POST /fieldConfig
// (validity caps, the outdoor-wind policy, the rest-day calendar of hot work, and whether one person may sign
// several approve-phase slots of a permit). Only qyUser writes.
import { say } from '../http/say.ts';
import { text } from '../../domain/i18n/text.ts';
import type { FastifyInstance } from 'fastify';
import { APPROVAL_ROLES, approvalSlots, slotRoleNames, TASK_ROLE_GROUPS } from '../../domain/approval-slots.ts';
import { DEFAULT_VALIDITY_CAPS, PERMIT_KIND_INFO, PERMIT_KINDS, validityCapMinutes, type PermitGrade } from '../../domain/permit-kinds.ts';
import { okEntity } from '../http/envelope.ts';
import { bool, obj, str, titled } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { assignableRoles, loadPermitConfig, savePermitConfig, type PermitConfig, type WindPolicy } from './permit-config-store.ts';
import { capKeyLabel, capKeys, checkApprovalConfig, checkCalendar, checkCaps, checkDays } from './permit-config-validate.ts';
import { PERMIT_READ, PERMIT_TAGS, withPermits } from './permit-scope.ts';

const tags = PERMIT_TAGS;
/** Configuration is the enterprise administrator's. */
export const PERMIT_CONFIG_WRITE = { access: 'write' as const, roles: ['qyUser'] };

const hours = (minutes: number | null | undefined) => (minutes == null ? null : minutes / 60);

/** Every kind with the slots it gets per grade under the configuration. */
function approvalView(config: PermitConfig) {
  return PERMIT_KINDS.map((kind) => {
    const info = PERMIT_KIND_INFO[kind];
    const grades: (PermitGrade | null)[] = info.grades.length ? [...info.grades] : [null];
    return {
      zuoYeLeiXing: kind,
      name: info.shortName,
      grades: grades.map((g) => ({
        jiBie: g,
        slots: approvalSlots(kind, g, config.approval).map((s) => ({ ...s, roleNames: slotRoleNames(s) })),
      })),
    };
  });
}

/** Caps per kind and grade in hours: the standard's, the configured and the one in force. */
function capsView(config: PermitConfig) {
  return PERMIT_KINDS.map((kind) => ({
    zuoYeLeiXing: kind,
    name: PERMIT_KIND_INFO[kind].shortName,
    grades: capKeys(kind).map((key) => {
      const own = config.caps[kind];
      const configured = own !== null && typeof own === 'object' && key in own ? hours(own[key]) : undefined;
      return {
        jiBie: key,
        label: capKeyLabel(key),
        standardHours: hours(DEFAULT_VALIDITY_CAPS[kind][key] ?? null),
        configuredHours: configured,
        hours: hours(validityCapMinutes(kind, key === '-' ? null : (key as PermitGrade), config.caps)),
      };
    }),
  }));
}

function fieldConfigView(config: PermitConfig) {
  const caps = Object.fromEntries(
    Object.entries(config.caps).map(([k, v]) => [
      k,
      v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([g, m]) => [g, hours(m)])) : hours(v),
    ]),
  );
  return { caps, windPolicy: config.windPolicy, calendar: config.calendar, allowSameSigner: config.allowSameSigner, requireSignature: config.requireSignature, leaderMayGuard: config.leaderMayGuard, kinds: capsView(config) };
}

type FieldConfigBody = { caps?: unknown; windPolicy?: WindPolicy; calendar?: { holidays?: unknown; workdays?: unknown }; allowSameSigner?: boolean; requireSignature?: boolean; leaderMayGuard?: boolean };
const fieldConfigBody = obj({
  caps: { type: 'object', ...titled(text('permits.field.caps')) },
  windPolicy: str(text('permits.field.windPolicy'), { enum: ['refuse', 'raise'] }),
  allowSameSigner: bool(text('permits.field.allowSameSigner')),
  requireSignature: bool(text('permits.field.requireSignature')),
  leaderMayGuard: bool(text('permits.field.leaderMayGuard')),
  calendar: obj({ holidays: { type: 'array', ...titled(text('permits.field.holidays')) }, workdays: { type: 'array', ...titled(text('permits.field.workdays')) } }),
});

export async function permitConfigRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/roles', { config: PERMIT_READ, schema: { tags, summary: say('zh', text('permits.doc.roles')) } }, (req) => {
    const auth = authOf(req);
    return withPermits(db, auth, async (tx) =>
      okEntity({
        approvalRoles: Object.entries(APPROVAL_ROLES).map(([code, r]) => ({ id: r.id, code, name: r.name })),
        taskRoleGroups: Object.entries(TASK_ROLE_GROUPS).map(([code, name]) => ({ code, name })),
        assignableRoles: await assignableRoles(tx),
      }),
    );
  });

  app.get('/roleConfig', { config: PERMIT_READ, schema: { tags, summary: say('zh', text('permits.doc.roleConfig')) } }, (req) => {
    const auth = authOf(req);
    return withPermits(db, auth, async (tx) => {
      const config = await loadPermitConfig(tx, auth.tenantId);
      return okEntity({ config: config.approval, kinds: approvalView(config) });
    });
  });

  app.post<{ Body: Record<string, unknown> }>(
    '/roleConfig',
    {
      config: PERMIT_CONFIG_WRITE,
      schema: { tags, summary: say('zh', text('permits.doc.saveRoleConfig')), body: { type: 'object', ...titled(text('permits.field.roleConfig')), maxProperties: 20 } },
    },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => {
        const approval = checkApprovalConfig(req.body, await assignableRoles(tx));
        await savePermitConfig(tx, auth.tenantId, auth.userId, { approval });
        const config = await loadPermitConfig(tx, auth.tenantId);
        return okEntity({ config: config.approval, kinds: approvalView(config) });
      });
    },
  );

  app.get('/fieldConfig', { config: PERMIT_READ, schema: { tags, summary: say('zh', text('permits.doc.fieldConfig')) } }, (req) => {
    const auth = authOf(req);
    return withPermits(db, auth, async (tx) => okEntity(fieldConfigView(await loadPermitConfig(tx, auth.tenantId))));
  });

  app.post<{ Body: FieldConfigBody }>(
    '/fieldConfig',
    { config: PERMIT_CONFIG_WRITE, schema: { tags, summary: say('zh', text('permits.doc.saveFieldConfig')), body: fieldConfigBody } },
    (req) => {
      const auth = authOf(req);
      return withPermits(db, auth, async (tx) => {
        const b = req.body;
        const cur = await loadPermitConfig(tx, auth.tenantId);
        const holidays = b.calendar?.holidays !== undefined ? checkDays(b.calendar.holidays, 'calendar.holidays') : cur.calendar.holidays;
        const workdays = b.calendar?.workdays !== undefined ? checkDays(b.calendar.workdays, 'calendar.workdays') : cur.calendar.workdays;
        checkCalendar(holidays, workdays);
        await savePermitConfig(tx, auth.tenantId, auth.userId, {
          caps: b.caps !== undefined ? checkCaps(b.caps) : undefined,
          windPolicy: b.windPolicy,
          allowSameSigner: b.allowSameSigner,
          requireSignature: b.requireSignature,
          leaderMayGuard: b.leaderMayGuard,
          holidays,
          workdays,
        });
        return okEntity(fieldConfigView(await loadPermitConfig(tx, auth.tenantId)));
      });
    },
  );
}
