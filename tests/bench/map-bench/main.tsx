// The map bench page (built for production by tests/bench/map-section.ts): the runtime's PlantMap over a
// GeoJSON plan with 5,000 labelled features in one layer, 1280 × 800. window.__panFps(ms, dragging) pans the
// view a little every animation frame for `ms` and answers the frames the map rendered per second.
import 'antd/dist/reset.css';
import type OlMap from 'ol/Map.js';
import ViewHint from 'ol/ViewHint.js';
import { createRoot } from 'react-dom/client';
import { MapClientContext, type MapClient } from '../../../src/runtime/map/map-client.ts';
import { PlantMap } from '../../../src/runtime/map/plant-map.tsx';
import { benchFeatures, benchPlan } from './map-bench-data.ts';

interface BenchWindow extends Window {
  __mapReady?: boolean;
  __panFps?: (ms: number, dragging: boolean) => Promise<number>;
}

const plan = benchPlan();
const overlays = [{ key: 'bench', features: benchFeatures(), color: '#1677ff' }];
const unused = () => Promise.reject(new Error('not in the bench'));
const client: MapClient = {
  plan: async () => plan,
  savePlan: unused,
  uploadImage: unused,
  imageUrl: unused,
  layers: async () => [],
  features: unused,
  who: () => ({ enterpriseId: 'bench', canSetPlan: false, planPath: '#' }),
};

function measure(map: OlMap): void {
  const w = window as BenchWindow;
  map.once('rendercomplete', () => {
    w.__mapReady = true;
  });
  // dragging: the view is hinted as interacting, as OpenLayers' DragPan does while the mouse drags it (the
  // vector layers then move their last drawing and redraw when the drag ends); else every frame redraws.
  w.__panFps = (ms, dragging) =>
    new Promise((resolve) => {
      const view = map.getView();
      if (dragging) view.setHint(ViewHint.INTERACTING, 1);
      const resolution = view.getResolution() ?? 1;
      let frames = 0;
      const count = () => {
        frames++;
      };
      map.on('postrender', count);
      const start = performance.now();
      let dir = 1;
      const step = (now: number) => {
        const c = view.getCenter() ?? [0, 0];
        // 6 CSS pixels a frame, back and forth every second.
        if (Math.floor((now - start) / 1000) % 2 === 1) dir = -1;
        else dir = 1;
        view.setCenter([c[0] + dir * 6 * resolution, c[1] + dir * 3 * resolution]);
        if (now - start < ms) requestAnimationFrame(step);
        else {
          map.un('postrender', count);
          if (dragging) view.setHint(ViewHint.INTERACTING, -1);
          resolve((frames * 1000) / (now - start));
        }
      };
      requestAnimationFrame(step);
    });
}

const host = document.getElementById('root');
if (!host) throw new Error('#root is missing from index.html');
createRoot(host).render(
  <MapClientContext.Provider value={client}>
    <div style={{ width: 1280 }}>
      <PlantMap plan={plan} overlays={overlays} height={800} onMap={(m) => m && measure(m)} />
    </div>
  </MapClientContext.Provider>,
);
