import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { PdfPreview } from '../../src/runtime/pdf-preview.tsx';
import { shows } from '../support/play-helpers.ts';
import { currentFakeClient, withFakeClient } from '../support/fake-client-provider.tsx';
import { fileMeta } from '../support/fake-resource-client.ts';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';

const FILE = fileMeta('41', '安全生产许可证.pdf', 'document');

/** A stored PDF previewed in the page: fetched through the client as its download is, shown by the browser's viewer. */
const meta = {
  title: 'Runtime/PdfPreview',
  component: PdfPreview,
  args: { file: FILE, onClose: () => undefined },
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER], files: [FILE] })],
} satisfies Meta<typeof PdfPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The PDF in the modal's frame (an object URL of the fetched bytes). */
export const Open: Story = {
  play: async () => {
    await shows(() => screen.getByTitle('预览 安全生产许可证.pdf'));
    await expect(screen.getByTitle('预览 安全生产许可证.pdf').getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect(currentFakeClient?.calls.at(-1)).toEqual({ method: 'fileBlob', args: ['41'] }));
  },
};

/** While the bytes load. */
export const Loading: Story = {
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER], files: [FILE], pending: ['fileBlob'] })],
};

/** The file could not be fetched: the server's message. */
export const Fails: Story = {
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER], files: [FILE], failures: { fileBlob: { message: '文件不存在或已删除' } } })],
  play: async () => {
    await shows(() => screen.getByText('文件不存在或已删除'));
  },
};

/** Closed: nothing shown. */
export const Closed: Story = { args: { file: null } };
