// The form bench page (built for production by tests/bench/form-bench/page-server.ts): ?mode=schema renders
// the runtime's SchemaForm over the bench resource, ?mode=antd the same fields as a plain antd Form, inside
// the app's ConfigProvider (zh-CN, the default theme and size) in a box as wide as the form drawer. The clock
// starts just before root.render: the resource, the mode's chunk and the CSS are in place by then.
// Must come first, as in src/client/main.tsx: lets antd 5 run on React 19.
import '@ant-design/v5-patch-for-react-19';
import 'antd/dist/reset.css';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppConfigProvider } from '../../../src/client/layout/app-config-provider.tsx';
import { FIELD_COUNT, benchMerge } from './bench-resource.ts';
import { benchWindow, modeOf, timeKeystrokes, whenMounted } from './bench-timing.ts';

dayjs.locale('zh-cn');

/** DRAWER_WIDTH of src/runtime/record-drawers.tsx (not imported: it would load the runtime in both modes). */
const DRAWER_WIDTH = 720;

async function mount(): Promise<number> {
  const mode = modeOf(window.location.search);
  benchWindow().__benchModeName = mode;
  const { resource, warnings } = benchMerge();
  if (warnings.length) throw new Error(`the bench overlay merged with warnings: ${warnings.map((w) => w.message).join('; ')}`);
  const { BenchForm } = mode === 'antd' ? await import('./antd-bench-form.tsx') : await import('./schema-bench-form.tsx');
  const host = document.getElementById('root');
  if (!host) throw new Error('#root is missing from index.html');
  timeKeystrokes();
  const started = performance.now();
  const mounted = whenMounted(host, FIELD_COUNT, started);
  createRoot(host).render(
    <StrictMode>
      <AppConfigProvider>
        <div style={{ width: DRAWER_WIDTH, padding: 24 }}>
          <BenchForm resource={resource} />
        </div>
      </AppConfigProvider>
    </StrictMode>,
  );
  const figure = await mounted;
  benchWindow().__benchMount = figure;
  return figure;
}

benchWindow().__benchMounted = mount();
