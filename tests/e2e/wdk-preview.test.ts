// 文档库's preview in the page (issue 21, docs/knowledge.md 文档库): in a document's drawer a PDF opens in the
// browser's viewer in a modal (its bytes fetched as its download is, with the same authorisation) and an image
// in antd's image preview.
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../api/helpers/multipart.ts';
import { pdf } from '../api/helpers/sample-files.ts';
import { drawerOf } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { pngImage } from './helpers/png-image.ts';

const suite = e2eSuite();

/** Uploads a file as `token` through `route` and answers its id (as a file field holds it). */
async function uploaded(token: string, route: 'file' | 'image', name: string, content: Buffer): Promise<string> {
  const body = multipartBody({}, { name, content });
  const res = await suite.env.app.inject({ method: 'POST', url: `/zax-cloud/asset/${route}/upload`, payload: body.payload, headers: { ...body.headers, authorization: token } });
  expect(res.statusCode, res.body).toBe(200);
  return String(res.json<{ data: { id: number } }>().data.id);
}

describe('文档预览', () => {
  it("previews a document's PDF and image in the page", async () => {
    const token = await suite.pages.token('qyadmin');
    const file = await uploaded(token, 'file', '作业指导书.pdf', pdf());
    const image = await uploaded(token, 'image', '现场照片.png', pngImage(120, 80));
    const [category] = await suite.env.db.query<{ id: string }>(`select id from r_document_category where tenant_id = 1001 and not deleted order by id limit 1`);
    const res = await suite.env.app.inject({
      method: 'POST',
      url: '/zax-cloud/u-basic/document',
      headers: { authorization: token },
      payload: { title: '预览测试文档', categoryId: Number(category.id), library: 'enterprise', version: 'V1.0', effectiveFrom: '2026-01-01', files: [file], images: [image] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ data: { id: number } }>().data.id;

    const page = await suite.pages.as('staff01');
    await page.goto(suite.env.url(`/wdk/list?detail=${id}`));
    const drawer = drawerOf(page);
    await drawer.getByText('作业指导书.pdf').waitFor();
    await drawer.getByTitle('预览 作业指导书.pdf').click();
    const modal = page.locator('.ant-modal-content').filter({ hasText: '作业指导书.pdf' });
    const frame = modal.locator('iframe');
    await frame.waitFor();
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toMatch(/^blob:/);
    // The frame shows the stored bytes as a PDF (the browser's viewer), not a refusal nor a download.
    const inner = await (await frame.elementHandle())?.contentFrame();
    await expect.poll(async () => inner?.evaluate(() => document.contentType)).toBe('application/pdf');
    await modal.locator('.ant-modal-close').click();
    await modal.waitFor({ state: 'hidden' });

    await drawer.locator('.ant-image').filter({ has: page.getByRole('img', { name: '现场照片.png' }) }).click();
    const preview = page.locator('.ant-image-preview-img');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/staticImage\/[0-9a-f]{64}\.png$/);
  });
});
