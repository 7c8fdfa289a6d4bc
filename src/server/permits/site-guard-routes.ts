// The guardian at the site (issue 16 item 8; docs/permits.md "The guardian at the site", docs/permit-api.md), under
// /zax-cloud/tszy/zuoYePiao: GET siteGuard?id= answers the guardian's record of a permit (siteGuardView); POST
// siteGuard/measure {id, index, at?, photoIds?} confirms a 作业中 or 作业结束 safety measure; POST siteGuard/entry
// {id, person, direction, at?} records a person entering or leaving a 受限空间. Only the permit's 监护人 (or its 作业负责人
// when the enterprise allows it) acts, while the permit is 作业中; but a measure from a template naming who confirms it
// (confirmRole) is confirmed by a holder of that role on the permit, guardian or not, and by nobody else
// (measureActorRefusal); each refusal names its field and changes nothing.
// The acceptance (完工验收) of a confined space with someone recorded inside is refused (assertNobodyInside).
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import type { Confirmer } from '../../domain/permit-measures.ts';
import { slotPhotosProblem } from '../../domain/permit-site-signing.ts';
import { entryRefusal, finishRefusal, guardActorRefusal, guardStateRefusal, guardTimeRefusal, measureActorRefusal, measureCheckRefusal, type GuardRefusal } from '../../domain/permit-site-guard.ts';
import type { EntryDirection } from '../../domain/rydw-confined-entry.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, conflict, fieldProblem } from '../http/app-error.ts';
import { okEntity } from '../http/envelope.ts';
import { idOf, obj, str, titled } from '../http/json-schema.ts';
import { say } from '../http/say.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { readFileMeta } from '../services/file-store.ts';
import { loadPermitConfig } from './permit-config-store.ts';
import { permitId, idQuery } from './permit-id-schemas.ts';
import { PERMIT_READ, PERMIT_TAGS, PERMIT_WRITE, withPermits } from './permit-scope.ts';
import { loadPermit, type PermitRow } from './permit-store.ts';
import { parseTime } from './permit-time.ts';
import { callerConfirmer, entryLinesOf, guardPeopleOf, insertEntryLine, insertMeasureCheck, measureChecksOf, measuresOf, roleOfMeasure, siteGuardView, siteMeasureRoles } from './site-guard-store.ts';

const tags = PERMIT_TAGS;
const p = '/zuoYePiao/siteGuard';

const thrown = (r: GuardRefusal): AppError => new AppError(r.status, r.reason, r.field ? [fieldProblem(r.field, r.reason)] : undefined);

/** Refuses (409) the acceptance of a 受限空间 permit in progress while its record has someone inside (GB 30871 6.8 c). */
export async function assertNobodyInside(tx: Queryable, tenantId: number, row: PermitRow): Promise<void> {
  if (row.kind !== 'SHOU_XIAN' || row.state !== 'IN_PROGRESS') return;
  const refused = finishRefusal(row.kind, await entryLinesOf(tx, tenantId, row.id));
  if (refused) throw conflict(refused);
}

/**
 * The locked permit, once the caller may act (`actor`: the guardian by default; the measure route's own rule) and it is
 * in progress; the time given, or now.
 */
async function guardedPermit(
  tx: Queryable,
  auth: AuthContext,
  id: number,
  atText: string | undefined,
  now: Date,
  actor?: (row: PermitRow, who: Confirmer, leaderMayGuard: boolean) => Promise<GuardRefusal | null>,
): Promise<{ row: PermitRow; at: Date; me: string }> {
  const row = await loadPermit(tx, auth.tenantId, id, { forUpdate: true });
  const who = await callerConfirmer(tx, auth);
  const config = await loadPermitConfig(tx, auth.tenantId);
  // The route's access (PERMIT_WRITE) already refused readers and view-only tokens.
  const refused = actor ? await actor(row, who, config.leaderMayGuard) : guardActorRefusal(guardPeopleOf(row), who.staffId === null ? null : who.name, config.leaderMayGuard);
  if (refused) throw thrown(refused);
  const state = guardStateRefusal(row.state, row.number);
  if (state) throw thrown(state);
  const at = atText === undefined || atText.trim() === '' ? now : parseTime(atText, 'at', text('permits.guard.field.at'));
  const time = guardTimeRefusal(at, now, row.startedAt);
  if (time) throw thrown(time);
  return { row, at, me: who.name ?? auth.session.userName };
}

/** Who may confirm measure `index` at the site: the holder of its template's role, or (no role) the guardian. */
const measureActor =
  (tx: Queryable, tenantId: number, index: number) =>
  async (row: PermitRow, who: Confirmer, leaderMayGuard: boolean): Promise<GuardRefusal | null> => {
    const m = measuresOf(row)[index];
    const { roles, facts } = await siteMeasureRoles(tx, tenantId, row, m ? [m] : []);
    return measureActorRefusal(m, index, roleOfMeasure(m, roles), who, facts, guardPeopleOf(row), leaderMayGuard);
  };

const atField = str(text('permits.guard.field.at'), { maxLength: 40 });
const measureBody = obj(
  {
    id: permitId,
    index: { type: 'integer', ...titled(text('permits.guard.field.index')), minimum: 0, maximum: 199 },
    at: atField,
    photoIds: { type: 'array', ...titled(text('permits.guard.field.photos')), maxItems: 50, items: { ...idOf(text('permits.guard.field.photos')), minimum: 1 } },
  },
  ['id', 'index'],
);
const entryBody = obj(
  {
    id: permitId,
    person: str(text('permits.guard.field.person'), { maxLength: 50 }),
    direction: str(text('permits.guard.field.direction'), { enum: ['in', 'out'] }),
    at: atField,
  },
  ['id', 'person', 'direction'],
);

export async function siteGuardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: { id: number } }>(p, { config: PERMIT_READ, schema: { tags, summary: say('zh', text('permits.guard.doc.view')), querystring: idQuery } }, (req) => {
    const auth = authOf(req);
    return withPermits(db, auth, async (tx) => okEntity(await siteGuardView(tx, auth, await loadPermit(tx, auth.tenantId, req.query.id))));
  });

  app.post<{ Body: { id: number; index: number; at?: string; photoIds?: number[] } }>(
    `${p}/measure`,
    { config: PERMIT_WRITE, schema: { tags, summary: say('zh', text('permits.guard.doc.measure')), body: measureBody } },
    (req) => {
      const auth = authOf(req);
      const b = req.body;
      return withPermits(db, auth, async (tx) => {
        const { row, at, me } = await guardedPermit(tx, auth, b.id, b.at, new Date(), measureActor(tx, auth.tenantId, b.index));
        const photoIds = b.photoIds ?? [];
        const problem = slotPhotosProblem(photoIds);
        if (problem) throw new AppError(400, text(`permits.error.photos.${problem}`), [fieldProblem('photoIds', text(`permits.error.photos.${problem}`))]);
        if (photoIds.length) {
          const files = await readFileMeta(tx, auth.tenantId, photoIds);
          if (files.length !== photoIds.length || files.some((f) => f.kind !== 'image')) {
            throw new AppError(400, text('permits.error.photos.notImage'), [fieldProblem('photoIds', text('permits.error.photos.notImage'))]);
          }
        }
        const measures = measuresOf(row);
        const refused = measureCheckRefusal(measures, b.index, await measureChecksOf(tx, auth.tenantId, row.id));
        if (refused) throw thrown(refused);
        const m = measures[b.index];
        await insertMeasureCheck(tx, auth.tenantId, row.id, {
          index: b.index,
          measure: (m.cuoShi ?? '').trim(),
          phase: m.jieDuan === 'after' ? 'after' : 'during',
          at,
          byUser: auth.userId,
          byName: me,
          photoIds,
        });
        return okEntity(await siteGuardView(tx, auth, row));
      });
    },
  );

  app.post<{ Body: { id: number; person: string; direction: EntryDirection; at?: string } }>(
    `${p}/entry`,
    { config: PERMIT_WRITE, schema: { tags, summary: say('zh', text('permits.guard.doc.entry')), body: entryBody } },
    (req) => {
      const auth = authOf(req);
      const b = req.body;
      return withPermits(db, auth, async (tx) => {
        const { row, at, me } = await guardedPermit(tx, auth, b.id, b.at, new Date());
        const person = b.person.trim();
        const refused = entryRefusal(row.kind, await entryLinesOf(tx, auth.tenantId, row.id), person, b.direction, at);
        if (refused) throw thrown(refused);
        await insertEntryLine(tx, auth.tenantId, row.id, { person, direction: b.direction, at, byUser: auth.userId, byName: me });
        return okEntity(await siteGuardView(tx, auth, row));
      });
    },
  );
}
