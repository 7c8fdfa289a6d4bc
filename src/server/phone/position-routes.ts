// The phone's position on site (issue 15 item 5, docs/phone.md "Location"):
// - POST /phone/position {resource, recordId, lat, lon, accuracy, purpose} → {id, distanceM, limitM, tooFar}:
//   the record must be one the person may read, of a resource whose file declares `phone.place`; the position
//   is placed on the plan by its geographic reference points (none: 409) and compared with the record's place.
//   It is recorded in every case; when the enterprise refuses positions too far, a too-far one is recorded
//   (refused) and answered 409 (the contract's POSITION_TOO_FAR).
// - GET /phone/config, PUT /phone/config {maxDistanceM, refuseTooFar} (enterprise administrators).
import type { FastifyInstance } from 'fastify';
import { distanceToGeometry, geoPointsProblem, geoTransform, lonLatToPlant } from '../../domain/geo-position.ts';
import { text } from '../../domain/i18n/text.ts';
import { siteZh } from '../../domain/i18n/zh/site.ts';
import { ROLE_ADMIN, ROLE_QY_USER } from '../auth/roles.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { AppError, conflict, fieldError, fieldProblem, forbidden, notFound } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { ID_MAX } from '../http/json-schema.ts';
import { authOf } from '../plugins/auth.ts';
import { readGeoPoints } from '../map/plan-store.ts';
import { mayReadResource } from '../resources/may-read-resource.ts';
import { getRecord } from '../resources/record-store.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { withResource } from '../resources/resource-context.ts';
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

  app.post<{ Body: PositionBody }>('/position', { config: { access: 'write' }, schema: { tags: TAGS, summary: siteZh['site.api.position'], body: positionBody } }, async (req) => {
    const auth = authOf(req);
    const b = req.body;
    const base = resourceRegistry().byKey.get(b.resource);
    if (!base) throw fieldError('resource', text('site.error.resource', { resource: b.resource }));
    if (!base.phone?.place) throw fieldError('resource', text('site.error.noPlace', { title: base.title }));
    if (!mayReadResource(auth, base)) throw forbidden();
    checkRanges(b);
    const answer = await withResource(db, auth, base, async ({ tx, c }) => {
      const row = await getRecord(tx, c, auth.tenantId, b.recordId);
      if (!row) throw notFound(text('site.error.recordGone', { title: base.title, id: b.recordId }));
      const geoPoints = await readGeoPoints(tx, auth.tenantId);
      if (!geoPoints || geoPointsProblem(geoPoints)) throw conflict(text('site.error.noGeoPoints'));
      const [x, y] = lonLatToPlant(geoTransform(geoPoints), [b.lon, b.lat]);
      const place = await placeOf(tx, auth.tenantId, c.resource, row.data);
      const config = await readPhoneConfig(tx, auth.tenantId);
      const distanceM = place ? tenth(distanceToGeometry([x, y], place)) : null;
      const tooFar = distanceM !== null && distanceM > config.maxDistanceM;
      const refused = tooFar && config.refuseTooFar;
      const id = await insertPosition(tx, auth.tenantId, {
        resource: base.key,
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
    });
    // The refused attempt is committed above; only then the refusal is answered.
    if (answer.refused) throw conflict(text('site.error.tooFar', { title: base.title, distance: answer.distanceM ?? 0, limit: answer.limitM }));
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
