// The permit form bench page (built for production by ../bench-page-server.ts): the real PermitRuntimeForm (SchemaForm
// over the kind's file and its blocks; or, ?form=antd, the same fields as a plain antd Form) of the kind with
// the most fields, in a Card as PermitEditPage shows it, inside the app's ConfigProvider, in a box as wide as the
// page's content. ?mode=new is the create page (empty lists), ?mode=draft a filled draft with its lists. The clock
// starts just before root.render (the code and CSS are loaded by then) and stops at the end of the first frame
// after the form's last field control is in the DOM.
// Must come first, as in src/client/main.tsx: lets antd 5 run on React 19.
import '@ant-design/v5-patch-for-react-19';
import 'antd/dist/reset.css';
import { Card } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PERMIT_KIND_INFO } from '../../../src/domain/permit-kinds.ts';
import { AppConfigProvider } from '../../../src/client/layout/app-config-provider.tsx';
import { PermitRuntimeForm } from '../../../src/client/pages/tszy/permit-runtime-form.tsx';
import { KIND_FIELDS } from './bench-field-specs.ts';
import { timeKeystrokes, whenMounted } from '../form-bench/bench-timing.ts';
import { AntdPermitForm } from './antd-permit-form.tsx';
import { benchDraft, expectedControls, largestKind } from './bench-permit.ts';
import { permitBenchWindow, permitFormOf, permitModeOf } from './permit-bench-window.ts';

dayjs.locale('zh-cn');

/** The content width of the app's page at the bench's 1280 px viewport (less the side menu and the padding). */
const CONTENT_WIDTH = 1000;

async function mount(): Promise<number> {
  const mode = permitModeOf(window.location.search);
  const form = permitFormOf(window.location.search);
  const kind = largestKind();
  const controls = expectedControls(kind, mode);
  const info = PERMIT_KIND_INFO[kind];
  permitBenchWindow().__benchPermit = { kind, kindName: info.name, ownFields: KIND_FIELDS[kind].length, controls, mode, form };
  const initial = mode === 'draft' ? benchDraft(kind) : null;
  const host = document.getElementById('root');
  if (!host) throw new Error('#root is missing from index.html');
  const started = performance.now();
  const mounted = whenMounted(host, controls, started);
  createRoot(host).render(
    <StrictMode>
      <AppConfigProvider>
        <div style={{ width: CONTENT_WIDTH, padding: 24 }}>
          <Card title={initial ? `编辑${info.name}票 ${initial.zuoYeBianHao}` : `新增${info.name}票`}>
            {form === 'antd' ? <AntdPermitForm kind={kind} initial={initial} /> : <PermitRuntimeForm kind={kind} initial={initial} onCancel={() => undefined} />}
          </Card>
        </div>
      </AppConfigProvider>
    </StrictMode>,
  );
  return mounted;
}

timeKeystrokes();
permitBenchWindow().__benchMounted = mount();
