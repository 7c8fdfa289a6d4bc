import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { FileUpload, type FileUploadProps } from '../../src/runtime/file-upload.tsx';
import { shows } from '../support/play-helpers.ts';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { fileMeta } from '../support/fake-resource-client.ts';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';

const FILES = [fileMeta('41', '安全生产许可证.pdf', 'document'), fileMeta('42', '罐区现场.png', 'image')];

/** FileUpload holding its value, as a Formily field does. */
function Controlled(props: FileUploadProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 480 }}>
      <FileUpload
        {...props}
        value={value}
        onChange={(ids) => {
          setValue(ids);
          props.onChange?.(ids);
        }}
      />
    </div>
  );
}

/** The file field of forms (Formily `Upload`): ids as value, upload with progress, type and size checks. */
const meta = {
  title: 'Runtime/FileUpload',
  component: FileUpload,
  render: (args) => <Controlled {...args} />,
  args: { value: [], accept: 'document', maxCount: 10, onChange: fn() },
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER], files: FILES, delayMs: 300 })],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Nothing yet; a document is chosen and uploaded. */
export const UploadDocument: Story = {
  play: async ({ args }) => {
    await screen.findByText('上传文件');
    await userEvent.upload(fileInput(), new File(['%PDF-1.4'], '应急预案.pdf', { type: 'application/pdf' }));
    await shows(() => screen.getByText('应急预案.pdf'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(['1000']));
  },
};

/** Files already stored: their names come from fileInfo. */
export const WithFiles: Story = {
  args: { value: ['41', '43'] },
  play: async () => {
    await shows(() => screen.getByText('安全生产许可证.pdf'));
    await shows(() => screen.getByText('附件43.pdf'));
  },
};

/** Images: thumbnails; a file of another type is refused before upload. */
export const Images: Story = {
  args: { value: ['42'], accept: 'image' },
  play: async ({ args }) => {
    await shows(() => screen.getByText('罐区现场.png'));
    await userEvent.upload(fileInput(), new File(['x'], '说明.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await shows(() => screen.getByText('只能上传 png、jpg、jpeg、gif 格式的文件'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** As many files as maxItems allows: no upload button. */
export const Full: Story = {
  args: { value: ['41', '43'], maxCount: 2 },
  play: async () => {
    await shows(() => screen.getByText('安全生产许可证.pdf'));
    await expect(screen.queryByText('上传文件')).toBeNull();
  },
};

/** Read-only: the files, nothing to add or remove. */
export const ReadOnly: Story = {
  args: { value: ['41'], readOnly: true },
};

/** The server refused the file. */
export const UploadFails: Story = {
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER], failures: { upload: { message: '文件内容与类型不符', status: 400 } } })],
  play: async () => {
    await screen.findByText('上传文件');
    await userEvent.upload(fileInput(), new File(['x'], '伪装.pdf', { type: 'application/pdf' }));
    await shows(() => screen.getByText('文件内容与类型不符'));
  },
};
