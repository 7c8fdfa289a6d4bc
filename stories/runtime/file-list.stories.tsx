import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { FileList } from '../../src/runtime/file-list.tsx';
import { shows } from '../support/play-helpers.ts';
import { currentFakeClient, withFakeClient } from '../support/fake-client-provider.tsx';
import { fileMeta } from '../support/fake-resource-client.ts';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';

const FILES = [
  fileMeta('41', '安全生产许可证.pdf', 'document'),
  fileMeta('43', '应急预案.docx', 'document'),
  fileMeta('42', '罐区现场.png', 'image'),
  fileMeta('44', '消防设施.jpg', 'image'),
];

/** The files of a file field: names open the file, images show thumbnails with preview. */
const meta = {
  title: 'Runtime/FileList',
  component: FileList,
  args: { ids: ['41', '43'] },
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER], files: FILES })],
} satisfies Meta<typeof FileList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Documents; a click opens the file through the client. */
export const Documents: Story = {
  play: async () => {
    await userEvent.click(await screen.findByText('安全生产许可证.pdf'));
    await waitFor(() => expect(currentFakeClient?.calls.at(-1)).toEqual({ method: 'openFile', args: ['41'] }));
  },
};

/** A PDF also has 预览: the file opens in a modal in the page. */
export const PdfPreviewed: Story = {
  play: async () => {
    await userEvent.click(await screen.findByTitle('预览 安全生产许可证.pdf'));
    const frame = () => screen.getAllByTitle('预览 安全生产许可证.pdf').find((e) => e.tagName === 'IFRAME');
    await waitFor(() => expect(frame()).toBeDefined(), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByTitle('预览 应急预案.docx')).toBeNull());
  },
};

/** Images with thumbnails. */
export const Images: Story = {
  args: { ids: ['42', '44', '41'] },
  play: async () => {
    await shows(() => screen.getByAltText('罐区现场.png'));
    await shows(() => screen.getByText('安全生产许可证.pdf'));
  },
};

/** While the names load. */
export const Loading: Story = {
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER], pending: ['fileInfo'] })],
};

/** The names could not be loaded: the ids stay openable. */
export const InfoFails: Story = {
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER], failures: { fileInfo: { message: '网络错误' } } })],
  play: async () => {
    await shows(() => screen.getByText('附件信息加载失败'));
    await shows(() => screen.getByText('附件 41'));
  },
};

/** No files: -. */
export const None: Story = { args: { ids: [] } };
