// A contractor for the API tests of 承包商管理 and its workers: created, then (when asked) admitted through its
// workflow (资质审核, 培训合格, 准入), so its workers may be named on a permit (docs/emergency.md).

type Row = Record<string, unknown> & { id: number };
/** POSTs to `/zax-cloud/u-basic/<key><path>` as the enterprise administrator, answering the record (200 expected). */
type Post = (key: string, payload: Record<string, unknown>, path?: string) => Promise<Row>;

export async function contractorRecord(post: Post, name: string, creditCode: string, admit: boolean): Promise<Row> {
  const c = await post('contractor-info', {
    name, creditCode, serviceType: 'construction', qualificationNo: 'D232088888', certStart: '2025-01-01', certEnd: '2029-12-31', contactPerson: '钱军', contactMobile: '13800001111',
  });
  if (!admit) return c;
  await post('contractor-info', { id: c.id }, '/review');
  await post('contractor-info', { id: c.id, fields: { trainingPassedDate: '2026-11-20' } }, '/pass-training');
  return post('contractor-info', { id: c.id }, '/admit');
}
