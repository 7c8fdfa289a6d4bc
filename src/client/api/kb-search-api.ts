// The knowledge library's search (GET /kb/search, docs/knowledge.md "Search") for 法规检索 and 智能检索结果. Silent:
// the page shows a refusal (an empty query, one of only punctuation) under the search box itself.
import type { KbSearchAnswer } from '../../domain/kb-entries.ts';
import { request } from './http.ts';

export interface KbSearchParams {
  q: string;
  kinds?: string[];
  industry?: string;
  issuer?: string;
  status?: string;
  page?: number;
  limit?: number;
}

export const kbSearchApi = {
  async search(p: KbSearchParams): Promise<KbSearchAnswer> {
    const body = await request<KbSearchAnswer>({
      method: 'POST',
      url: '/kb/search',
      data: { ...p, kinds: p.kinds?.length ? p.kinds : undefined },
      silent: true,
    });
    return body.data ?? { terms: [], total: 0, page: 1, limit: 10, rows: [] };
  },
};
