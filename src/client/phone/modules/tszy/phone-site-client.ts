// The SiteClient of a permit's phone page: the signature and the position are writes of the phone, so they go
// through phoneSend (an Idempotency-Key each, docs/phone.md "No signal"); images are read as the shell reads them.
// The approval needs their ids at once, so one that cannot be sent now (no signal) rejects with the reason and the
// person signs again once the phone is online (the outbox still sends it; an unused signature signs nothing).
import { httpSiteClient } from '../../../api/site-client-http.ts';
import type { PositionAnswer, SavedSignature, SiteClient } from '../../../../runtime/phone/site-client.ts';
import { phonePermitPath } from '../../../../domain/phone-paths.ts';
import { phoneSend } from '../../phone-send.ts';
import { t } from '../../../pages/tszy/permit-labels.ts';

async function sent<T>(url: string, body: { recordId: number }, label: string): Promise<T> {
  const r = await phoneSend<T>({ method: 'POST', url, body, label, page: phonePermitPath(body.recordId) });
  if (r.status === 'queued') throw new Error(t('permitsui.phone.queued'));
  return r.data;
}

export const phoneSiteClient: SiteClient = {
  ...httpSiteClient,
  sign: (input) => sent<SavedSignature>('/phone/signature', input, t('permitsui.site.signature')),
  position: (input) => sent<PositionAnswer>('/phone/position', input, t('permitsui.phone.sign')),
};
