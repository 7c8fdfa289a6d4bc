// The call of an embedded page (docs/enterprise.md "网页嵌入"): GET /u-basic/web-embed-config/frame/:id.
import { request } from '../../api/http.ts';

export interface EmbedFrame {
  id: number;
  title: string;
  url: string;
  allowedOrigins: string[];
}

/** One embedded page of the caller's enterprise (silent: the page shows why it cannot open). */
export async function embedFrame(id: number): Promise<EmbedFrame | null> {
  return (await request<EmbedFrame>({ method: 'GET', url: `/u-basic/web-embed-config/frame/${id}`, silent: true })).data ?? null;
}
