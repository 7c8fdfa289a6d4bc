// The runtime's SiteClient (src/runtime/phone/site-client.ts) over the app's HTTP layer, following docs/phone.md.
// Every call is silent: the screens show their own messages; refusals reject with ApiError (a ClientFailure).
import type { AxiosRequestConfig } from 'axios';
import type { PositionAnswer, SavedSignature, SignatureEntry, SiteClient } from '../../runtime/phone/site-client.ts';
import { http, request } from './http.ts';

const SIGNATURE_URL = '/phone/signature';

async function data<T>(config: AxiosRequestConfig): Promise<T> {
  const body = await request<T>({ ...config, silent: true });
  return body.data as T;
}

/** Object URLs of the signature images already fetched (a signature's PNG never changes). */
const images = new Map<number, Promise<string>>();

export const httpSiteClient: SiteClient = {
  sign: (input) => data<SavedSignature>({ method: 'POST', url: SIGNATURE_URL, data: input }),
  signatures: (resource, recordId) => data<SignatureEntry[]>({ method: 'GET', url: SIGNATURE_URL, params: { resource, recordId } }),
  imageUrl(id) {
    let url = images.get(id);
    if (!url) {
      url = http.get<Blob>(`${SIGNATURE_URL}/${encodeURIComponent(id)}/image`, { responseType: 'blob', silent: true }).then((res) => URL.createObjectURL(res.data));
      url.catch(() => images.delete(id));
      images.set(id, url);
    }
    return url;
  },
  position: (input) => data<PositionAnswer>({ method: 'POST', url: '/phone/position', data: input }),
};
