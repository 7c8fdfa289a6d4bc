import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { PRECOMPRESS_PLUGIN } from '../tools/vite-precompress.ts';

/** The project root: the project's vite.config.ts roots Vite at src/client and serves under /zax/. */
const projectRoot = path.resolve(import.meta.dirname, '..');

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // Storybook reuses vite.config.ts (the React plugin); its root (src/client) and base (/zax/) belong to the
    // app. Stories live outside src/client and the static Storybook is served from any folder: root is the
    // project, base relative. The API proxy goes too: stories answer API calls with stories/support/mock-http.ts.
    // The preview bundles antd whole in one chunk: no size warning for it.
    // The gzip copies the app's build writes for its server (tools/vite-precompress.ts) serve no purpose here.
    const { server, build, plugins, ...rest } = viteConfig;
    const { proxy: _proxy, ...serverRest } = server ?? {};
    const kept = (plugins ?? []).filter((p) => !(p && typeof p === 'object' && 'name' in p && p.name === PRECOMPRESS_PLUGIN));
    return { ...rest, plugins: kept, root: projectRoot, base: './', server: serverRest, build: { ...build, chunkSizeWarningLimit: 4000 } };
  },
};

export default config;
