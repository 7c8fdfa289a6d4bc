// The plant map's client (src/runtime/map/map-client.ts) over the app's HTTP layer: the plan
// (GET/PUT /u-basic/plant-plan), its image (uploaded and downloaded through /asset), the layers and their
// features (/u-basic/map/layers, /map/features). Calls are silent: the map shows its own messages.
import { ROLE_ADMIN } from '../router/permission-rules.ts';
import { useSessionStore } from '../stores/session-store.ts';
import type { FeaturesAnswer, MapClient, MapLayer, PhoneConfig, PlantPlan } from '../../runtime/map/map-client.ts';
import { http, request } from './http.ts';

export const PLANT_PLAN_URL = '/u-basic/plant-plan';
/** The enterprise's location rule for phones (issue 15 item 5). */
export const PHONE_CONFIG_URL = '/phone/config';
export const MAP_LAYERS_URL = '/u-basic/map/layers';
export const MAP_FEATURES_URL = '/u-basic/map/features';
/** The route of the plan page (its menu entry under basic data). */
export const PLANT_PLAN_PATH = '/zax/basic-security-manage/plant-plan';
/** Who may set the plan: the enterprise administrator and the platform's. */
const PLAN_WRITERS = ['qyUser', ROLE_ADMIN];

async function data<T>(config: Parameters<typeof request>[0]): Promise<T> {
  const body = await request<T>({ ...config, silent: true });
  return body.data as T;
}

/** Object URLs of downloaded plan images, by file id (kept for the page's life: a plan is one image). */
const images = new Map<string, Promise<string>>();

export const httpMapClient: MapClient = {
  plan: () => data<PlantPlan | null>({ method: 'GET', url: PLANT_PLAN_URL }),
  savePlan: (input) => data<PlantPlan>({ method: 'PUT', url: PLANT_PLAN_URL, data: input }),
  saveGeoPoints: (geoPoints) => data<PlantPlan>({ method: 'PUT', url: `${PLANT_PLAN_URL}/geo-points`, data: { geoPoints } }),
  phoneConfig: () => data<PhoneConfig>({ method: 'GET', url: PHONE_CONFIG_URL }),
  savePhoneConfig: (config) => data<PhoneConfig>({ method: 'PUT', url: PHONE_CONFIG_URL, data: config }),
  async uploadImage(file) {
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = await data<{ id: string } | string>({ method: 'POST', url: '/asset/file/upload', data: form });
    return typeof answer === 'string' ? answer : answer.id;
  },
  imageUrl(fileId) {
    let url = images.get(fileId);
    if (!url) {
      url = http
        .get<Blob>(`/asset/file/${encodeURIComponent(fileId)}`, { responseType: 'blob', silent: true })
        .then((res) => URL.createObjectURL(res.data));
      url.catch(() => images.delete(fileId));
      images.set(fileId, url);
    }
    return url;
  },
  layers: () => data<MapLayer[]>({ method: 'GET', url: MAP_LAYERS_URL }),
  features: (layer, bbox) => data<FeaturesAnswer>({ method: 'GET', url: MAP_FEATURES_URL, params: { layer, bbox: bbox?.join(',') } }),
  who() {
    const s = useSessionStore.getState();
    return {
      enterpriseId: s.entId || String(s.userInfo?.qyId ?? ''),
      canSetPlan: !s.isView && s.roles.some((r) => PLAN_WRITERS.includes(r)),
      planPath: PLANT_PLAN_PATH,
    };
  },
};
