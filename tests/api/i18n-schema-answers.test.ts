// The schema engine's refusals in the request's language (issue 13 item 5, src/schema through the catalogue):
// with `Accept-Language: en` a list with an unknown filter, a create missing its required fields (named by
// their `x-title-en`) and a designer overlay of the wrong shape answer English; without the header they are
// the same Chinese as before; nothing is saved.
import { describe, expect, it } from 'vitest';
import { useSignedInApp } from './helpers/signed-in-app.ts';
import type { TestApp } from './helpers/test-app.ts';

const U = '/zax-cloud/u-basic';
const SM = `${U}/company-safety-manager`;
const EN = { 'accept-language': 'en-US,en;q=0.9' };
let t: TestApp;
let qyadmin: string;

useSignedInApp('qyadmin', (app, token) => {
  t = app;
  qyadmin = token;
});

describe('schema engine answers', () => {
  it('a list with an unknown filter is refused in the asked language', async () => {
    const list = (headers?: Record<string, string>) => t.call({ url: `${SM}/list?ghost=1`, token: qyadmin, headers });
    const en = await list(EN);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 400, msg: 'Unsupported query condition: ghost', errors: [{ field: 'ghost', message: 'Unsupported query condition: ghost' }] });
    expect((await list()).json()).toMatchObject({ code: 400, msg: '不支持的查询条件：ghost', errors: [{ field: 'ghost', message: '不支持的查询条件：ghost' }] });
    const page = await t.call({ url: `${SM}/list?page=0`, token: qyadmin, headers: EN });
    expect(page.json().msg).toBe('The page number must be a positive integer');
  });

  it('a list filter or paging value of the wrong form names the field by its English title', async () => {
    const list = (headers?: Record<string, string>) => t.call({ url: `${SM}/list?certEndStart=soon`, token: qyadmin, headers });
    const en = await list(EN);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 400, errors: [{ field: 'certEnd', message: 'Certificate valid until is not in the right format' }] });
    expect((await list()).json()).toMatchObject({ code: 400, errors: [{ field: 'certEnd', message: '证书有效期至格式不正确' }] });
    const page = await t.call({ url: `${SM}/list?limit=many`, token: qyadmin, headers: EN });
    expect(page.statusCode).toBe(400);
    // The query-string schema titles each parameter in both languages (list-query-schema.ts).
    expect(page.json().errors).toEqual([{ field: 'limit', message: 'Page size (at most 100) is not in a valid format' }]);
    expect((await t.call({ url: `${SM}/list?limit=many`, token: qyadmin })).json().errors).toEqual([{ field: 'limit', message: '每页条数（至多100）格式不正确' }]);
  });

  it('a create missing its required fields names them by their English titles, and saves nothing', async () => {
    const [{ n: before }] = await t.db.query<{ n: string }>('select count(*) as n from r_safety_manager');
    const create = (headers?: Record<string, string>) => t.call({ method: 'POST', url: SM, token: qyadmin, headers, payload: {} });
    const en = await create(EN);
    expect(en.statusCode).toBe(400);
    const body = en.json() as { msg: string; errors: { field: string; message: string }[] };
    expect(body.msg).toBe('Please fill in Name');
    expect(body.errors.find((e) => e.field === 'name')?.message).toBe('Please fill in Name');
    expect(body.errors.find((e) => e.field === 'gender')?.message).toBe('Please select Gender');
    const zh = (await create()).json() as { msg: string; errors: { field: string; message: string }[] };
    expect(zh.msg).toBe('请填写姓名');
    expect(zh.errors.find((e) => e.field === 'gender')?.message).toBe('请选择性别');
    const [{ n: after }] = await t.db.query<{ n: string }>('select count(*) as n from r_safety_manager');
    expect(after).toBe(before);
  });

  it('a designer overlay of the wrong shape is refused in the asked language', async () => {
    const head = (await t.call({ url: `${U}/designer/overlay/safety-manager`, token: qyadmin })).json().data;
    const save = (headers?: Record<string, string>) =>
      t.call({ method: 'PUT', url: `${U}/designer/draft/safety-manager`, token: qyadmin, headers, payload: { overlay: { fields: 'no', tabs: [] }, baseVersion: head.version } });
    const en = await save(EN);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 400, msg: 'The custom fields must be a list of at most 500', errors: [{ field: 'fields' }] });
    expect((await save()).json().msg).toBe('自定义字段须为列表，至多 500 个');
    const key = (headers?: Record<string, string>) =>
      t.call({ method: 'POST', url: `${U}/custom-field`, token: qyadmin, headers, payload: { resourceKey: 'safety-manager', key: '1bad', type: 'text', title: '语言字段' } });
    const badKey = await key(EN);
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().errors[0]).toEqual({ field: 'key', message: 'The field key must start with a letter and hold only letters, digits and underscores, at most 63 characters' });
    expect((await key()).json().errors[0].message).toBe('字段标识须以字母开头，只含字母、数字和下划线，至多 63 个字符');
  });
});
