// The in-memory DesignerClient of the stories and tests (stories/support/fake-designer-client.ts) behaves
// as docs/designer.md says the server does: drafts, publish with 409 on a stale base, §7.1 calls that
// publish at once, refusals by field.
import { describe, expect, it } from 'vitest';
import { emptyOverlay } from '../../designer/overlay-edits.ts';
import { createFakeDesignerClient } from '../../stories/support/fake-designer-client.ts';
import { SAFETY_MANAGER } from '../../stories/support/resource-fixtures.ts';

const KEY = SAFETY_MANAGER.key;
const fresh = () => createFakeDesignerClient({ resources: [SAFETY_MANAGER] });

describe('fake designer client', () => {
  it('keeps a draft, publishes it (clearing it) and refuses a stale base with 409', async () => {
    const c = fresh();
    const first = await c.overlay(KEY);
    expect(first).toMatchObject({ version: 0, draft: null, base: { key: KEY } });
    await c.saveDraft(KEY, emptyOverlay(), 0);
    expect((await c.overlay(KEY)).draft?.baseVersion).toBe(0);
    expect(await c.publish(KEY, { overlay: emptyOverlay(), baseVersion: 0, note: '首版' })).toEqual({ version: 1 });
    expect((await c.overlay(KEY)).draft).toBeNull();
    await expect(c.publish(KEY, { overlay: emptyOverlay(), baseVersion: 0 })).rejects.toMatchObject({ status: 409 });
    expect((await c.versions(KEY, 1, 10)).rows.map((r) => r.note)).toEqual(['首版']);
  });

  it('runs the custom field calls, each publishing a version', async () => {
    const c = fresh();
    await c.createCustomField(KEY, { key: 'a', type: 'text', title: '甲' });
    await c.createCustomField(KEY, { key: 'b', type: 'number', title: '乙' });
    await c.switchCustomFields(KEY, 'disable', ['a']);
    await c.pinCustomField(KEY, 'b', 'top');
    await c.removeCustomFields(KEY, ['a']);
    const live = await c.customFields({ resourceKey: KEY });
    expect(live.rows.map((r) => [r.key, r.pinned, r.status])).toEqual([['b', 'top', 1]]);
    const removed = await c.customFields({ resourceKey: KEY, removed: true });
    expect(removed.rows.map((r) => [r.key, r.enabled])).toEqual([['a', false]]);
    await c.restoreCustomFields(KEY, ['a']);
    await c.updateCustomField(KEY, { key: 'a', type: 'text', title: '甲改' });
    expect((await c.overlay(KEY)).version).toBe(7);
    expect(c.current(KEY).fields.find((f) => f.key === 'a')?.schema.title).toBe('甲改');
  });

  it('refuses a bad definition by property, publishing nothing', async () => {
    const c = fresh();
    await expect(c.createCustomField(KEY, { key: 'mobile', type: 'text', title: '手机' })).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'key', message: '字段标识「mobile」与已有字段重复' }],
    });
    await expect(c.saveCompFields(KEY, [{ key: 'x', type: 'text', title: 'x', pattern: '[' }])).rejects.toMatchObject({ status: 400 });
    expect((await c.overlay(KEY)).version).toBe(0);
  });

  it('runs the comp-tab calls', async () => {
    const c = fresh();
    await c.createCompTab(KEY, '证书', 'cert');
    await c.createCompTab(KEY, '培训', 'train');
    await c.addCompTabFields(KEY, 'cert', ['certNo', 'certEnd']);
    await c.addCompTabFields(KEY, 'train', ['certEnd']);
    // A field not in the tab cannot be switched off there (checkOverlay, as on the server).
    await expect(c.switchCompTabFields(KEY, 'cert', 'disable', ['voided'])).rejects.toMatchObject({ status: 400, errors: [{ field: 'disabledFields' }] });
    await c.sortCompTabs(KEY, ['train', 'cert']);
    const tabs = await c.compTabs(KEY);
    expect(tabs.rows.map((t) => [t.key, t.fields])).toEqual([
      ['train', ['certEnd']],
      ['cert', ['certNo']],
    ]);
    const fields = await c.compTabFields(KEY, 'cert');
    expect(fields.rows).toEqual([{ field: 'certNo', title: SAFETY_MANAGER.form.properties.certNo.title, custom: false, enabled: true, missing: false }]);
    await c.removeCompTabs(KEY, ['train']);
    expect((await c.compFields(KEY)).rows.find((r) => r.field === 'certEnd')?.tabKey).toBeNull();
  });

  it('fails as told until the failure is lifted', async () => {
    const c = createFakeDesignerClient({ resources: [SAFETY_MANAGER], failures: { resources: { message: '无权', status: 403 } } });
    await expect(c.resources()).rejects.toMatchObject({ message: '无权', status: 403 });
    c.setFailure('resources', null);
    expect((await c.resources()).rows.map((r) => r.key)).toEqual([KEY]);
    expect(c.calls.map((x) => x.method)).toEqual(['resources', 'resources']);
  });
});
