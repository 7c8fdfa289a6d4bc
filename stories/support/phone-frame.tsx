// The phone's screen around a story of the phone shell: 360 × 640 on the shell's grey, with the shell's stylesheet.
import type { Decorator } from '@storybook/react-vite';
import '../../src/client/phone/phone.css';

/** A decorator drawing the story on a 360 × 640 phone screen. */
export const phoneFrame: Decorator = (Story) => <div style={{ width: 360, minHeight: 640, background: '#f5f5f5' }}>{Story()}</div>;
