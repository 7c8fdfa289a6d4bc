// The confined space's entry and exit record (GB 30871-2022 6.8 c; docs/location.md "Confined space"), under
// /zax-cloud/rydw: GET /confined-entry?permitId= answers a 受限空间 permit's record, who it has inside and what the
// location tags say against it; POST /confined-entry {permitId, person, direction} adds a line while the permit is in
// progress (the permit's guardian, or the location module's writers), then checks the permit at once.
import type { FastifyInstance } from 'fastify';
import { entryAllowed, recordedInside, type EntryDirection } from '../../domain/rydw-confined-entry.ts';
import { text } from '../../domain/i18n/text.ts';
import { rydwZh } from '../../domain/i18n/zh/rydw.ts';
import type { Queryable } from '../db/db.ts';
import { conflict, fieldError, forbidden, notFound } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { idOf, obj } from '../http/json-schema.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { checkPermit, confinedAlarms, confinedPermits, entryLines, type ConfinedPermit } from './confined-check.ts';
import { positionsStored } from './position-bus.ts';
import { latestPositions, loadAreas, PRESENCE_MS } from './rydw-store.ts';

const TAGS = [rydwZh['rydw.api.tag']];

export interface ConfinedEntryRouteOptions {
  /** Runs `fn` in the caller's enterprise once the module is checked. */
  inModule: <T>(auth: AuthContext, fn: (tx: Queryable) => Promise<T>) => Promise<T>;
  /** The location module's readers (the route's access) and writers (who may record besides the guardian). */
  readRoles: string[];
  writeRoles: string[];
}

async function permitOf(tx: Queryable, tenantId: number, id: number): Promise<ConfinedPermit> {
  const [permit] = await confinedPermits(tx, tenantId, [id]);
  if (!permit) throw notFound(text('rydw.error.confinedPermit'));
  return permit;
}

/** The permit's record, who it has inside, and the tags' disagreements (none when its site is not a location area). */
async function recordOf(tx: Queryable, tenantId: number, permit: ConfinedPermit) {
  const lines = (await entryLines(tx, tenantId, [permit.id])).get(permit.id) ?? [];
  const areas = await loadAreas(tx, tenantId);
  const people = await latestPositions(tx, tenantId, new Date(Date.now() - PRESENCE_MS));
  const check = checkPermit(permit, lines, people, areas.list);
  return {
    permitId: permit.id,
    number: permit.number,
    state: permit.state,
    site: check ? { id: check.site.id, name: check.site.name } : null,
    lines: lines.map((l) => ({ id: l.id, person: l.person, direction: l.direction, at: new Date(l.at).toISOString(), byName: l.byName })),
    inside: check?.inside ?? [],
    mismatches: permit.state === 'IN_PROGRESS' ? (check?.mismatches ?? []) : [],
  };
}

/** The signed-in user's staff name (the guardian is named on the permit). */
async function staffNameOf(tx: Queryable, auth: AuthContext): Promise<string | null> {
  const [row] = await tx.query<{ name: string }>(
    'select s.name from sysuser u join staffinfo s on s.tenant_id = u.tenant_id and s.id = u.ren_yuan_id where u.id = $1 and not s.deleted',
    [auth.userId],
  );
  return row?.name ?? null;
}

export function confinedEntryRoutes(app: FastifyInstance, o: ConfinedEntryRouteOptions): void {
  const read = { access: 'read' as const, roles: o.readRoles };
  app.get<{ Querystring: { permitId: number } }>(
    '/confined-entry',
    { config: read, schema: { tags: TAGS, summary: rydwZh['rydw.api.confinedEntry'], querystring: obj({ permitId: idOf(rydwZh['rydw.field.permitId']) }, ['permitId']) } },
    (req) => {
      const auth = authOf(req);
      return o.inModule(auth, async (tx) => okData(await recordOf(tx, auth.tenantId, await permitOf(tx, auth.tenantId, req.query.permitId))));
    },
  );

  app.post<{ Body: { permitId: number; person: string; direction: EntryDirection } }>(
    '/confined-entry',
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: rydwZh['rydw.api.confinedEntrySave'],
        body: obj(
          {
            permitId: idOf(rydwZh['rydw.field.permitId']),
            person: { type: 'string', minLength: 1, maxLength: 50, title: rydwZh['rydw.field.person'] },
            direction: { type: 'string', enum: ['in', 'out'], title: rydwZh['rydw.field.direction'] },
          },
          ['permitId', 'person', 'direction'],
        ),
      },
    },
    (req) => {
      const auth = authOf(req);
      const { permitId, direction } = req.body;
      const person = req.body.person.trim();
      if (!person) throw fieldError('person', text('rydw.error.person'));
      return o.inModule(auth, async (tx) => {
        const permit = await permitOf(tx, auth.tenantId, permitId);
        const me = await staffNameOf(tx, auth);
        const writer = auth.isAdmin || auth.roles.some((r) => o.writeRoles.includes(r));
        if (!writer && (!me || me !== permit.guardian)) throw forbidden(text('rydw.error.notGuardian'));
        if (permit.state !== 'IN_PROGRESS') throw conflict(text('rydw.error.confinedNotInProgress', { number: permit.number }));
        await tx.query('select 1 from permit where tenant_id = $1 and id = $2 for update', [auth.tenantId, permit.id]);
        const lines = (await entryLines(tx, auth.tenantId, [permit.id])).get(permit.id) ?? [];
        const inside = recordedInside(lines);
        if (!entryAllowed(inside, person, direction)) throw conflict(text(direction === 'in' ? 'rydw.error.alreadyIn' : 'rydw.error.notIn', { person }));
        const now = new Date();
        await tx.query(
          `insert into permit_confined_entry(tenant_id, permit_id, person, direction, at, by_user, by_name) values ($1, $2, $3, $4, $5, $6, $7)`,
          [auth.tenantId, permit.id, person, direction, now, auth.userId, me ?? auth.loginName],
        );
        const alarms = await confinedAlarms(tx, auth.tenantId, await loadAreas(tx, auth.tenantId), now, [permit.id]);
        if (alarms.length) await positionsStored.publish(tx, auth.tenantId, { tenantId: auth.tenantId, people: [], alarms });
        return okData(await recordOf(tx, auth.tenantId, permit));
      });
    },
  );
}
