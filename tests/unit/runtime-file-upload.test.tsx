// @vitest-environment jsdom
// FileUpload (the form's Upload): names of existing ids, upload through the client, type/size/count
// checks before upload, removal.
import { ConfigProvider, message } from 'antd';
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileUpload, uploadRefusal, type FileUploadProps } from '../../src/runtime/file-upload.tsx';
import { ResourceClientContext, type FileKind } from '../../src/runtime/resource-client.ts';
import { createFakeResourceClient, type FakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { SAFETY_MANAGER } from '../../stories/support/resource-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const MB = 1024 * 1024;
const dom = mountRoot();
let client: FakeResourceClient;
let errorToast: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  client = createFakeResourceClient({ resources: [SAFETY_MANAGER] });
  errorToast = vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const tick = () => act(async () => new Promise((r) => setTimeout(r, 0)));

/** A controlled FileUpload whose value changes are recorded. */
async function render(props: Omit<FileUploadProps, 'value' | 'onChange'> & { initial?: string[] }) {
  const changes: string[][] = [];
  function Host() {
    const [value, setValue] = useState<string[]>(props.initial ?? []);
    return (
      <FileUpload
        {...props}
        value={value}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
      />
    );
  }
  // No motion: jsdom never ends the CSS animations of removed list items.
  await act(async () =>
    dom.root.render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ResourceClientContext.Provider value={client}>
          <Host />
        </ResourceClientContext.Provider>
      </ConfigProvider>,
    ),
  );
  await tick();
  return changes;
}

function file(name: string, size = 1024): File {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

async function choose(...files: File[]) {
  const input = dom.host.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
  await tick();
  await tick();
}

const names = () => [...dom.host.querySelectorAll('.ant-upload-list-item-name')].map((n) => n.textContent);

describe('uploadRefusal', () => {
  it.each<[string, number, FileKind, string | null]>([
    ['制度.docx', 1024, 'document', null],
    ['台账.XLSX', 49 * MB, 'document', null],
    ['报告.pdf', 51 * MB, 'document', '文件大小不能超过50MB'],
    ['脚本.exe', 10, 'document', '只能上传 Word、Excel、PowerPoint、PDF 格式的文件'],
    ['现场.jpg', 9 * MB, 'image', null],
    ['现场.png', 11 * MB, 'image', '文件大小不能超过10MB'],
    ['现场.bmp', 1, 'image', '只能上传 png、jpg、jpeg、gif 格式的文件'],
    ['演练.mp4', 199 * MB, 'video', null],
    ['演练.mp4', 201 * MB, 'video', '文件大小不能超过200MB'],
    ['演练.avi', 1, 'video', '只能上传 mp4 格式的文件'],
  ])('%s (%d bytes) as %s', (name, size, kind, expected) => {
    expect(uploadRefusal({ name, size }, kind)).toBe(expected);
  });
});

describe('FileUpload', () => {
  it('names the files it holds', async () => {
    await render({ initial: ['41', '900'] });
    expect(names()).toEqual(['附件41.pdf', '导入失败明细.xlsx']);
    expect(dom.host.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('.doc,.docx,.xls,.xlsx,.ppt,.pptx,.pdf');
  });

  it('uploads a chosen file and adds its id', async () => {
    const changes = await render({ initial: ['41'] });
    await choose(file('应急预案.pdf'));
    expect(client.calls.filter((c) => c.method === 'upload')).toEqual([{ method: 'upload', args: ['应急预案.pdf', 'document'] }]);
    expect(changes).toEqual([['41', '1000']]);
    expect(names()).toEqual(['附件41.pdf', '应急预案.pdf']);
  });

  it('refuses a file of the wrong type or size before uploading', async () => {
    const changes = await render({ accept: 'image' });
    await choose(file('大图.png', 12 * MB));
    expect(errorToast).toHaveBeenCalledWith('文件大小不能超过10MB');
    await choose(file('文档.pdf'));
    expect(errorToast).toHaveBeenCalledWith('只能上传 png、jpg、jpeg、gif 格式的文件');
    expect(client.calls.some((c) => c.method === 'upload')).toBe(false);
    expect(changes).toEqual([]);
  });

  it('respects maxCount: no button when full, a message past it', async () => {
    await render({ initial: ['41', '42'], maxCount: 2 });
    expect(dom.host.textContent).not.toContain('上传文件');
    const changes = await render({ initial: ['41'], maxCount: 2 });
    await choose(file('a.pdf'), file('b.pdf'));
    expect(changes.at(-1)).toHaveLength(2);
    expect(errorToast).toHaveBeenCalledWith('最多上传2个文件');
  });

  it('removes a file', async () => {
    const changes = await render({ initial: ['41', '42'] });
    const remove = dom.host.querySelector<HTMLButtonElement>('.ant-upload-list-item button[title="删除文件"], .ant-upload-list-item .anticon-delete');
    expect(remove).not.toBeNull();
    await act(async () => (remove as HTMLElement).click());
    await tick();
    expect(changes).toEqual([['42']]);
  });

  it('shows the refusal of a failed upload', async () => {
    client = createFakeResourceClient({ resources: [SAFETY_MANAGER], failures: { upload: { message: '文件类型不支持', status: 400 } } });
    const changes = await render({});
    await choose(file('伪装.pdf'));
    expect(errorToast).toHaveBeenCalledWith('文件类型不支持');
    expect(changes).toEqual([]);
    expect(names()).toEqual([]);
  });

  it('offers no upload and no removal when read-only', async () => {
    await render({ initial: ['41'], readOnly: true });
    expect(dom.host.textContent).not.toContain('上传文件');
    expect(dom.host.querySelector('.anticon-delete')).toBeNull();
    expect(names()).toEqual(['附件41.pdf']);
  });
});
