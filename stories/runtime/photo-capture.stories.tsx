import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { PhotoCapture, type PhotoCaptureProps } from '../../src/runtime/phone/photo-capture.tsx';
import { shows } from '../support/play-helpers.ts';
import { withFakeClient } from '../support/fake-client-provider.tsx';
import { fileMeta } from '../support/fake-resource-client.ts';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';

const FILES = [fileMeta('42', '罐区现场.jpg', 'image'), fileMeta('43', '巡检录像.mp4', 'video')];

/** PhotoCapture holding its value, as a Formily field does. */
function Controlled(props: PhotoCaptureProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 360 }}>
      <PhotoCapture
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

/** The phone's photo field (issue 15, `x-component: "PhotoCapture"`): camera, compression, stamp, upload. */
const meta = {
  title: 'Runtime/Phone/PhotoCapture',
  component: PhotoCapture,
  render: (args) => <Controlled {...args} />,
  args: { value: [], maxCount: 9, onChange: fn() },
  decorators: [withFakeClient({ resources: [SAFETY_MANAGER], files: FILES, delayMs: 200 })],
} satisfies Meta<typeof PhotoCapture>;

export default meta;
type Story = StoryObj<typeof meta>;

function cameraInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('[data-testid="photo-input"]');
  if (!input) throw new Error('no camera input');
  return input;
}

/** Nothing yet: the camera button, the input asking for the back camera. */
export const Empty: Story = {
  play: async () => {
    await shows(() => screen.getByText('拍照/录像'));
    await expect(cameraInput().getAttribute('capture')).toBe('environment');
    await expect(cameraInput().accept).toBe('image/*,video/mp4');
  },
};

/** Stored photos and a video: thumbnails. */
export const WithPhotos: Story = {
  args: { value: ['42', '43'] },
  play: async () => {
    await shows(() => screen.getByAltText('罐区现场.jpg'));
    await shows(() => screen.getByText('巡检录像.mp4'));
  },
};

/** A video taken: checked by the upload rules and uploaded as it is. */
export const VideoTaken: Story = {
  play: async ({ args }) => {
    await userEvent.upload(cameraInput(), new File(['....ftypmp42'], '巡检.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(['1000']));
  },
};
