// @vitest-environment jsdom
// The record's paper copy (`detail.print`, src/runtime/detail-print-context.ts): the detail drawer offers 打印 for a
// file that places a print block, once the record is loaded and where the host provides the dialog, and hands the
// dialog the block and the loaded record; the client's dialog (detail-print-dialog.tsx) finds the block by its key.
import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { DetailPrintDialog } from '../../src/client/components/detail-print-dialog.tsx';
import { DetailPrintContext, type DetailPrintProps } from '../../src/runtime/detail-print-context.ts';
import { RecordDetailDrawer } from '../../src/runtime/record-drawers.tsx';
import { ResourceClientContext, type ResourceRecord } from '../../src/runtime/resource-client.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { createFakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { mountRoot } from './helpers/dom-root.ts';
import { settle, until } from './helpers/wait-for.ts';

const TICKET: ResourceFile = {
  key: 'test-ticket',
  title: '测试票',
  module: null,
  endpoint: '/u-basic/test-ticket',
  actions: ['list', 'detail'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: { type: 'object', properties: { name: { type: 'string', title: '名称', 'x-decorator': 'FormItem', 'x-component': 'Input' } } },
  list: { columns: [{ field: 'name' }] },
  detail: { sections: [{ title: '基本信息', fields: ['name'] }], print: { key: 'test/ticket-sheet', title: '测试票样式', props: { copies: 2 } } },
};
const ROW: ResourceRecord = { id: 7, name: '一号票', status: 1, sortOrder: 0, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

const dom = mountRoot();

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, '');
const button = (label: string) => [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => squash(b.textContent) === label);

/** What the host's dialog was handed, shown so the test reads it. */
function FakeDialog({ print, record, open }: DetailPrintProps) {
  return open ? <div data-testid="fake-print">{`${print.key}|${String((record as ResourceRecord).name)}|${String(print.props?.copies)}`}</div> : null;
}

function renderDrawer(resource: ResourceFile, dialog: typeof FakeDialog | null): void {
  const client = createFakeResourceClient({ resources: [resource], records: { [resource.key]: [ROW] } });
  act(() =>
    dom.root.render(
      <ResourceClientContext.Provider value={client}>
        <DetailPrintContext.Provider value={dialog}>
          <RecordDetailDrawer resource={resource} target={{ mode: 'detail', row: ROW }} onClose={() => undefined} />
        </DetailPrintContext.Provider>
      </ResourceClientContext.Provider>,
    ),
  );
}

describe('detail.print in the detail drawer', () => {
  it('offers 打印 once the record is loaded, and hands the host’s dialog the file’s block and the record', async () => {
    renderDrawer(TICKET, FakeDialog);
    await until(() => squash(document.body.textContent).includes('一号票'), 'the record');
    const print = await until(() => button('打印'), '打印');
    expect(document.querySelector('[data-testid="fake-print"]')).toBeNull();
    await act(async () => print.click());
    expect(document.querySelector('[data-testid="fake-print"]')?.textContent).toBe('test/ticket-sheet|一号票|2');
  });

  it('offers no 打印 for a file without a print view, nor where the host provides no dialog', async () => {
    renderDrawer({ ...TICKET, detail: { sections: TICKET.detail?.sections ?? [] } }, FakeDialog);
    await until(() => squash(document.body.textContent).includes('一号票'), 'the record');
    expect(button('打印')).toBeUndefined();
    renderDrawer(TICKET, null);
    await settle(100);
    expect(squash(document.body.textContent)).toContain('一号票');
    expect(button('打印')).toBeUndefined();
  });
});

describe('DetailPrintDialog', () => {
  it('says so for a key no module registered, and prints nothing', async () => {
    act(() => dom.root.render(<DetailPrintDialog print={{ key: 'nope/missing', title: '未注册' }} record={ROW} open onClose={() => undefined} />));
    await until(() => squash(document.body.textContent).includes('不支持的组件nope/missing'), 'the warning');
    expect(squash(document.body.textContent)).toContain('打印时仅输出下方的未注册，A4纵向。');
    expect(button('打印')?.disabled).toBe(true);
  });
});
