// Must come first: lets antd 5 (static message/notification, wave effect) run on React 19.
import '@ant-design/v5-patch-for-react-19';
import 'antd/dist/reset.css';
import '../src/client/layout/layout.css';
import { ConfigProvider, Typography } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { AppConfigProvider } from '../src/client/layout/app-config-provider.tsx';
import { MapClientContext } from '../src/runtime/map/map-client.ts';
import { createFakeMapClient } from '../stories/support/fake-map-client.ts';
import { installMockHttp } from '../stories/support/mock-http.ts';
import { seedStores } from '../stories/support/seed-stores.ts';
import type { ShellParameters } from '../stories/support/story-parameters.ts';

dayjs.locale('zh-cn');

// The play functions' findBy… and waitFor wait up to ten seconds, not one: the CI machine walks the stories beside the
// browser tests, and a story's answer there can take longer than a second to show.
configure({ asyncUtilTimeout: 10_000 });

// As in main.tsx: static message/notification (the API client's) render with the app's configuration.
ConfigProvider.config({
  holderRender: (children) => <AppConfigProvider>{children}</AppConfigProvider>,
});

/** Where the app went when a story navigated away from its route. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <Typography.Paragraph style={{ padding: 24 }} data-testid="story-location">
      已跳转到：<Typography.Text code>{`${pathname}${search}`}</Typography.Text>
    </Typography.Paragraph>
  );
}

/** The plant map's client of every story (geometry fields draw over the demo plan); a story may give its own. */
const storyMapClient = createFakeMapClient();

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
  },
  // Each story starts from fresh stores and its own API stubs (the iframe keeps modules between stories).
  beforeEach({ parameters }) {
    const p = parameters as ShellParameters;
    seedStores(p.seed);
    installMockHttp(typeof p.api === 'function' ? p.api() : p.api);
  },
  decorators: [
    (Story, { parameters, id }) => {
      const router = (parameters as ShellParameters).router ?? {};
      return (
        <AppConfigProvider>
          <MapClientContext.Provider value={storyMapClient}>
            <MemoryRouter key={id} initialEntries={[router.path ?? '/dashboard']}>
              {router.route ? (
                <Routes>
                  <Route path={router.route} element={<Story />} />
                  <Route path="*" element={<LocationProbe />} />
                </Routes>
              ) : (
                <Story />
              )}
            </MemoryRouter>
          </MapClientContext.Provider>
        </AppConfigProvider>
      );
    },
  ],
};

export default preview;
