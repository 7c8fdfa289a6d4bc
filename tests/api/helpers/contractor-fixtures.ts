// A contractor for the API tests of 承包商管理 and its workers: created, then (when asked) admitted through its
// workflow (资质审核, 培训合格, 准入), so its workers may be named on a permit (docs/emergency.md).
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export type Row = Record<string, unknown> & { id: number };
/** POSTs to `/zax-cloud/u-basic/<key><path>` as the enterprise administrator, answering the record (200 expected). */
export type Post = (key: string, payload: Record<string, unknown>, path?: string) => Promise<Row>;

/** The Post of a signed-in person (`token`): a status other than 200 fails the test with the answer's body. */
export function basicPost(t: TestApp, token: string): Post {
  return async (key, payload, path = '') => {
    const res = await t.call({ method: 'POST', url: `/zax-cloud/u-basic/${key}${path}`, token, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Row;
  };
}

export async function contractorRecord(post: Post, name: string, creditCode: string, admit: boolean): Promise<Row> {
  const c = await post('contractor-info', {
    name, creditCode, serviceType: 'construction', qualificationNo: 'D232088888', certStart: '2025-01-01', certEnd: '2029-12-31', contactPerson: '钱军', contactMobile: '13800001111',
  });
  if (!admit) return c;
  await post('contractor-info', { id: c.id }, '/review');
  await post('contractor-info', { id: c.id, fields: { trainingPassedDate: '2026-11-20' } }, '/pass-training');
  return post('contractor-info', { id: c.id }, '/admit');
}
