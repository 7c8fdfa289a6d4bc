// The phone's position on site (issue 15 item 5, docs/phone.md "Location"):
// - POST /phone/position {resource, recordId, lat, lon, accuracy, purpose} → {id, distanceM, limitM, tooFar}:
//   the record must be one the person may read, of a resource whose file declares `phone.place`; the position
//   is placed on the plan by its geographic reference points (none: 409) and compared with the record's place.
//   It is recorded in every case; when the enterprise refuses positions too far, a too-far one is recorded
//   (refused) and answered 409 (the contract's POSITION_TOO_FAR). Resource `permit` names a special-work permit,
//   whose place is its 作业位置 (permit-site-record.ts); a permit without one is kept with distance null.
// - GET /phone/config, PUT /phone/config {maxDistanceM, refuseTooFar} (enterprise administrators).
import type { FastifyInstance } from 'fastify';
import { distanceToGeometry, geoPointsProblem, geoTransform, lonLatToPlant } from '../../domain/geo-position.ts';
import type { Geometry } from '../../domain/geometry.ts';
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { siteZh } from '../../domain/i18n/zh/site.ts';
import { ROLE_ADMIN, ROLE_QY_USER } from '../auth/roles.ts';
import type { Queryable } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { AppError, conflict, fieldError, fieldProblem, forbidden, notFound } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { ID_MAX } from '../http/json-schema.ts';
import { authOf, type AuthContext } from '../plugins/auth.ts';
import { readGeoPoints } from '../map/plan-store.ts';
import { mayReadResource } from '../resources/may-read-resource.ts';
import { getRecord } from '../resources/record-store.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { withResource } from '../resources/resource-context.ts';
import { isPermitKey, mayReadPermits, onPermit, PERMIT_SITE_RESOURCE, permitPlace, permitTitle } from './permit-site-record.ts';
import { placeOf } from './position-place.ts';
import { insertPosition, readPhoneConfig, savePhoneConfig, type PhoneConfig } from './position-store.ts';

const TAGS = [siteZh['site.api.tag']];
const CONFIG_WRITERS = [ROLE_QY_USER, ROLE_ADMIN];
/** The largest distance an enterprise may allow (metres). */
export const MAX_DISTANCE_LIMIT_M = 100_000;

const positionBody = {
  type: 'object',
  required: ['resource', 'recordId', 'lat', 'lon', 'purpose'],
  additionalProperties: false,
  properties: {
    resource: { type: 'string', title: siteZh['site.field.resource'], maxLength: 40 },
    recordId: { type: 'integer', title: siteZh['site.field.recordId'], minimum: 1, maximum: ID_MAX },
    // Ranges are checked by the route (422 naming the field), not here (400).
    lat: { type: 'number', title: siteZh['site.field.lat'] },
    lon: { type: 'number', title: siteZh['site.field.lon'] },
    accuracy: { type: ['number', 'null'], title: siteZh['site.field.accuracy'] },
    purpose: { type: 'string', title: siteZh['site.field.purpose'], enum: ['signature', 'checkin'] },
  },
} as const;

interface PositionBody {
  resource: string;
  recordId: number;
  lat: number;
  lon: number;
  accuracy?: number | null;
  purpose: 'signature' | 'checkin';
}

/** 422 naming the field: a position that is well formed but not a place on earth. */
function unprocessable(field: string, id: 'site.error.lat' | 'site.error.lon' | 'site.error.accuracy'): AppError {
  return new AppError(422, text(id), [fieldProblem(field, text(id))]);
}

function checkRanges(b: PositionBody): void {
  if (!(b.lat >= -90 && b.lat <= 90)) throw unprocessable('lat', 'site.error.lat');
  if (!(b.lon >= -180 && b.lon <= 180)) throw unprocessable('lon', 'site.error.lon');
  if (b.accuracy != null && !(b.accuracy >= 0)) throw unprocessable('accuracy', 'site.error.accuracy');
}

/** Metres to one decimal (the answer and the message). */
const tenth = (n: number) => Math.round(n * 10) / 10;

export async function positionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  /** Places the position on the plan, compares it with `place` and keeps it (refused when too far and the rule says so). */
  async function keep(tx: Queryable, auth: AuthContext, key: string, b: PositionBody, place: Geometry | undefined) {
    const geoPoints = await readGeoPoints(tx, auth.tenantId);
    if (!geoPoints || geoPointsProblem(geoPoints)) throw conflict(text('site.error.noGeoPoints'));
    const [x, y] = lonLatToPlant(geoTransform(geoPoints), [b.lon, b.lat]);
    const config = await readPhoneConfig(tx, auth.tenantId);
    const distanceM = place ? tenth(distanceToGeometry([x, y], place)) : null;
    const tooFar = distanceM !== null && distanceM > config.maxDistanceM;
    const refused = tooFar && config.refuseTooFar;
    const id = await insertPosition(tx, auth.tenantId, {
      resource: key,
      recordId: b.recordId,
      userId: auth.userId,
      lat: b.lat,
      lon: b.lon,
      accuracy: b.accuracy ?? null,
      x,
      y,
      distanceM,
      limitM: config.maxDistanceM,
      tooFar,
      refused,
      purpose: b.purpose,
    });
    return { id, distanceM, limitM: config.maxDistanceM, tooFar, refused };
  }

  /** A record of the registry's resource whose file declares `phone.place`. */
  function resourcePosition(auth: AuthContext, b: PositionBody) {
    const base = resourceRegistry().byKey.get(b.resource);
    if (!base) throw fieldError('resource', text('site.error.resource', { resource: b.resource }));
    if (!base.phone?.place) throw fieldError('resource', text('site.error.noPlace', { title: base.title }));
    if (!mayReadResource(auth, base)) throw forbidden();
    checkRanges(b);
    const answer = withResource(db, auth, base, async ({ tx, c }) => {
      const row = await getRecord(tx, c, auth.tenantId, b.recordId);
      if (!row) throw notFound(text('site.error.recordGone', { title: base.title, id: b.recordId }));
      return keep(tx, auth, base.key, b, await placeOf(tx, auth.tenantId, c.resource, row.data));
    });
    return { title: base.title as string | Text, answer };
  }

  /** A special-work permit: its place is its 作业位置 (permit-site-record.ts). */
  function permitPosition(auth: AuthContext, b: PositionBody) {
    if (!mayReadPermits(auth)) throw forbidden();
    checkRanges(b);
    const answer = onPermit(db, auth, b.recordId, (tx, row) => keep(tx, auth, PERMIT_SITE_RESOURCE, b, permitPlace(row)));
    return { title: permitTitle() as string | Text, answer };
  }

  app.post<{ Body: PositionBody }>('/position', { config: { access: 'write' }, schema: { tags: TAGS, summary: siteZh['site.api.position'], body: positionBody } }, async (req) => {
    const auth = authOf(req);
    const b = req.body;
    const { title, answer: pending } = isPermitKey(b.resource) ? permitPosition(auth, b) : resourcePosition(auth, b);
    const answer = await pending;
    // The refused attempt is committed above; only then the refusal is answered.
    if (answer.refused) throw conflict(text('site.error.tooFar', { title, distance: answer.distanceM ?? 0, limit: answer.limitM }));
    return okData({ id: answer.id, distanceM: answer.distanceM, limitM: answer.limitM, tooFar: answer.tooFar });
  });

  app.get('/config', { config: { access: 'read' }, schema: { tags: TAGS, summary: siteZh['site.api.configGet'] } }, (req) => {
    const auth = authOf(req);
    return inTenant(db, auth, async (tx) => okData(await readPhoneConfig(tx, auth.tenantId)));
  });

  app.put<{ Body: PhoneConfig }>(
    '/config',
    {
      config: { access: 'write', roles: CONFIG_WRITERS },
      schema: {
        tags: TAGS,
        summary: siteZh['site.api.configPut'],
        body: {
          type: 'object',
          required: ['maxDistanceM', 'refuseTooFar'],
          additionalProperties: false,
          properties: {
            maxDistanceM: { type: 'number', title: siteZh['site.field.maxDistanceM'] },
            refuseTooFar: { type: 'boolean', title: siteZh['site.field.refuseTooFar'] },
          },
        },
      },
    },
    (req) => {
      const auth = authOf(req);
      const { maxDistanceM, refuseTooFar } = req.body;
      if (!(maxDistanceM >= 1 && maxDistanceM <= MAX_DISTANCE_LIMIT_M)) throw fieldError('maxDistanceM', text('site.error.maxDistance'));
      return inTenant(db, auth, async (tx) => {
        await savePhoneConfig(tx, auth.tenantId, auth.userId, { maxDistanceM, refuseTooFar });
        return okData(await readPhoneConfig(tx, auth.tenantId));
      });
    },
  );
}
