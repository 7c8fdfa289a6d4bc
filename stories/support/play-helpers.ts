// Helpers of the stories' play functions.
import { expect, waitFor } from 'storybook/test';

/**
 * Waits until the element `find` answers is there and visible. antd fades popups, dialogs and form messages
 * in (opacity 0 at first), so a plain toBeVisible right after the click would see them still transparent. Ten seconds:
 * the CI machine runs the browser tests beside the story walk, and three seconds proved too short there.
 */
export async function shows(find: () => HTMLElement, timeout = 10_000): Promise<void> {
  await waitFor(() => expect(find()).toBeVisible(), { timeout });
}
