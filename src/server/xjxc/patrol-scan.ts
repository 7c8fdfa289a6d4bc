// A point's QR code scanned inside a patrol (docs/patrol.md "On the phone"): POST {API}/xjxc/patrol-scan
// {recordId, code} checks the code (this installation's signature, this enterprise, a live 巡检点位 on the record's
// route) and adds the point to the record's `scannedPointIds` through the record pipeline (its hook keeps that field
// out of every other write). Refusals change nothing: a forged code 400 and another kind of record's code 400 (both
// naming `code`), another enterprise's 403, a deleted point 404, a point not on the route 400 naming the point, a
// record gone 404, a submitted or missed patrol 409 (its hook). A point scanned again is answered as it was.
import type { FastifyInstance } from 'fastify';
import { text } from '../../domain/i18n/text.ts';
import { PATROL_SCAN_URL, type PatrolScanAnswer } from '../../domain/patrol-scan.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { fieldError, forbidden, notFound } from '../http/app-error.ts';
import { okData } from '../http/envelope.ts';
import { ID_MAX, int, obj, str } from '../http/json-schema.ts';
import { say } from '../http/say.ts';
import { verifyQrCode, qrKey } from '../phone/qr-sign.ts';
import { authOf } from '../plugins/auth.ts';
import { resourceRegistry } from '../resources/registry.ts';
import { assertModule } from '../resources/resource-context.ts';
import { updateThroughPipeline } from '../resources/update-record.ts';
import { recordData, routeOf } from './patrol-store.ts';
import { SCAN_WRITE, SCANNED } from './patrol-scan-write.ts';

const RECORD = 'patrol-record';
const POINT = 'patrol-point';

const idsOf = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

export async function patrolScanRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const file = resourceRegistry().byKey.get(RECORD);
  if (!file) throw new Error(`resource '${RECORD}' is not registered`);
  const body = obj(
    {
      recordId: int(text('xjxc.scan.api.recordId'), { minimum: 1, maximum: ID_MAX }),
      code: str(text('xjxc.scan.api.code'), { minLength: 1, maxLength: 200 }),
    },
    ['recordId', 'code'],
    { additionalProperties: false },
  );
  app.post<{ Body: { recordId: number; code: string } }>(
    PATROL_SCAN_URL.slice('/xjxc'.length),
    {
      config: { access: 'write', roles: file.permissions.write },
      schema: { tags: [say('zh', text('xjxc.phone.title'))], summary: say('zh', text('xjxc.scan.api.summary')), body },
    },
    async (req) => {
      const auth = authOf(req);
      const { recordId, code } = req.body;
      const parts = verifyQrCode(await qrKey(db), code.trim());
      if (!parts) throw fieldError('code', text('site.error.qrInvalid'));
      if (parts.tenantId !== auth.tenantId) throw forbidden(text('site.error.qrOtherEnterprise'));
      if (parts.resource !== POINT) throw fieldError('code', text('xjxc.scan.notPoint'));
      return inTenant(db, auth, async (tx) => {
        await assertModule(tx, auth, file);
        const record = await recordData(tx, auth.tenantId, RECORD, recordId);
        if (!record) throw notFound(text('xjxc.scan.recordGone'));
        const point = await recordData(tx, auth.tenantId, POINT, parts.recordId);
        if (!point) throw notFound(text('xjxc.scan.pointGone', { id: parts.recordId }));
        const name = typeof point.name === 'string' ? point.name : String(parts.recordId);
        const scheme = typeof record.schemeId === 'number' ? await recordData(tx, auth.tenantId, 'patrol-scheme', record.schemeId) : null;
        if (!routeOf(scheme).includes(parts.recordId)) throw fieldError('code', text('xjxc.scan.notOnRoute', { point: name }));
        const before = idsOf(record[SCANNED]);
        const scanned = before.includes(parts.recordId) ? before : [...before, parts.recordId];
        // Through the pipeline even when scanned before: a submitted or missed patrol is refused by its hook (409).
        await updateThroughPipeline(tx, auth, RECORD, recordId, { [SCANNED]: scanned }, new Map([[SCAN_WRITE, true]]));
        const answer: PatrolScanAnswer = { pointId: parts.recordId, name, scannedPointIds: scanned };
        return okData(answer);
      });
    },
  );
}
