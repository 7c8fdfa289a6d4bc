// The app's data-service client (src/runtime/stats/data-service-client.ts): its token comes from the
// session through the app's HTTP layer (POST /user/data-service/token, with the session and Ent-ID).
import { createDataServiceClient, type DataServiceToken } from '../../runtime/stats/data-service-client.ts';
import { request } from './http.ts';

export const dataService = createDataServiceClient({
  obtainToken: async () => {
    const body = await request<DataServiceToken>({ method: 'POST', url: '/user/data-service/token', silent: true });
    if (!body.data) throw new Error(body.msg);
    return body.data;
  },
});
