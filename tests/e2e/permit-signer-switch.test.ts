// Issue 16 item 2 in the browser: 流程配置 (tysz/workflow) shows the special-work switch "允许同一人签署作业票的多个审批环节",
// off by default; qyadmin switches it on, the server stores it (GET /tszy/fieldConfig reads it back) and the page
// shows it on again after a reload; switched off again, it is stored off.
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();

async function stored(): Promise<boolean> {
  const res = await suite.env.app.inject({ method: 'GET', url: '/zax-cloud/tszy/fieldConfig', headers: { authorization: await suite.pages.token('qyadmin') } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entity.allowSameSigner as boolean;
}

describe('流程配置: who signs a permit', () => {
  it('saves the switch and reads it back', async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/tysz/workflow'));
    const card = page.getByTestId('permit-signer-card');
    const sw = card.getByRole('switch');
    await sw.waitFor();
    expect(await sw.getAttribute('aria-checked')).toBe('false');
    await sw.click();
    await page.getByText('已保存').first().waitFor();
    expect(await stored()).toBe(true);

    await page.reload();
    await page.getByTestId('permit-signer-card').getByRole('switch', { checked: true }).waitFor();
    await page.getByTestId('permit-signer-card').getByRole('switch').click();
    await page.getByTestId('permit-signer-card').getByRole('switch', { checked: false }).waitFor();
    await expect.poll(stored).toBe(false);
  });
});
