// @vitest-environment jsdom
// The phone's pages that load antd (src/client/phone/with-antd.tsx) and antd's static messages: antd keeps one holder of
// static messages per page and remounts it when the component wrapping it changes, and a message sent then is lost.
// So only the phone's entry draws the statics in the phone's configuration; a phone page loaded elsewhere (a story, in
// the page of every other story) leaves the page's configuration alone and its messages keep showing.
import '@ant-design/v5-patch-for-react-19';
import { ConfigProvider, message } from 'antd';
import { act, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { withAntd } from '../../src/client/phone/with-antd.tsx';

function DesktopConfig({ children }: { children: ReactNode }) {
  return <ConfigProvider componentSize="small">{children}</ConfigProvider>;
}

const settle = () => act(async () => new Promise((r) => setTimeout(r, 50)));
const shown = (text: string) => [...document.querySelectorAll('.ant-message-notice')].some((n) => n.textContent?.includes(text));

describe('a phone page loaded outside the phone entry', () => {
  it("leaves the page's static messages drawn, before and after it loads antd", async () => {
    ConfigProvider.config({ holderRender: (children) => <DesktopConfig>{children}</DesktopConfig> });
    await act(async () => void message.info('加载前的提示'));
    await settle();
    expect(shown('加载前的提示')).toBe(true);

    const page = await withAntd(async () => ({ default: () => <p>手机页面</p> }))();
    expect(page.default).toBeTypeOf('function');

    await act(async () => void message.info('加载后的提示'));
    await settle();
    expect(shown('加载后的提示')).toBe(true);
  });
});
