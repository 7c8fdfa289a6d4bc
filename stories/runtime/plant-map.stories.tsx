import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { FeatureRecordDrawer, type FeatureRecord } from '../../src/runtime/map/feature-record-drawer.tsx';
import { GeometryPicker } from '../../src/runtime/map/geometry-picker.tsx';
import { LayerSwitcher } from '../../src/runtime/map/layer-switcher.tsx';
import { LazyGeometryPicker, LazyMapView, LazyPlantMapPanel } from '../../src/runtime/map/lazy-map.tsx';
import type { MapGeometry } from '../../src/runtime/map/map-client.ts';
import { MapView } from '../../src/runtime/map/map-view.tsx';
import { PlanEditor } from '../../src/runtime/map/plan-editor.tsx';
import { PlanImagePoints } from '../../src/runtime/map/plan-image-points.tsx';
import { EMPTY_DRAFT, type PointDraft } from '../../src/runtime/map/plan-transform.ts';
import { NoPlan, PlantMapPanel } from '../../src/runtime/map/plant-map-panel.tsx';
import { PlantMap } from '../../src/runtime/map/plant-map.tsx';
import { DEMO_FEATURES, DEMO_LAYERS, DEMO_PLAN, PLAN_SVG } from '../support/fake-map-client.ts';
import { withFakeMap } from '../support/fake-map-provider.tsx';
import { AREA_MAP, areaRows } from '../support/map-fixtures.ts';

type Show =
  | 'map'
  | 'panel'
  | 'lazy-panel'
  | 'no-plan'
  | 'switcher'
  | 'point'
  | 'polygon'
  | 'bow-tie'
  | 'read-only'
  | 'lazy-picker'
  | 'map-view'
  | 'lazy-map-view'
  | 'plan-editor'
  | 'image-points'
  | 'feature-drawer';

const BOW_TIE: MapGeometry = { type: 'Polygon', coordinates: [[[50, 50], [200, 200], [200, 50], [50, 200], [50, 50]]] };
const PLACED: MapGeometry = { type: 'Polygon', coordinates: [[[30, 180], [160, 180], [160, 270], [30, 270], [30, 180]]] };

/** What a click did, shown under the component for the play functions. */
function MapStory({ show }: { show: Show }) {
  const [said, say] = useState('');
  const [visible, setVisible] = useState(new Set(['production-areas', 'work-sites']));
  const [value, setValue] = useState<MapGeometry | null>(show === 'bow-tie' ? BOW_TIE : show === 'read-only' ? PLACED : null);
  const [drafts, setDrafts] = useState<[PointDraft, PointDraft]>([EMPTY_DRAFT, EMPTY_DRAFT]);
  const [open, setOpen] = useState<FeatureRecord | null>(null);
  const picked = <p data-testid="said">{said || JSON.stringify(value)}</p>;
  switch (show) {
    case 'map':
      return (
        <>
          <PlantMap plan={DEMO_PLAN} overlays={[{ key: 'areas', features: DEMO_FEATURES['production-areas'], color: '#fa8c16' }]} onFeatureClick={(_k, f) => say(`打开：${String(f.properties.label)}`)} />
          {picked}
        </>
      );
    case 'panel':
      return <PlantMapPanel />;
    case 'lazy-panel':
      return <LazyPlantMapPanel />;
    case 'no-plan':
      return <NoPlan />;
    case 'switcher':
      return (
        <LayerSwitcher
          layers={DEMO_LAYERS}
          visible={visible}
          onToggle={(key, on) => setVisible((v) => { const n = new Set(v); if (on) n.add(key); else n.delete(key); return n; })}
        />
      );
    case 'point':
    case 'polygon':
    case 'bow-tie':
      return (
        <>
          <GeometryPicker kind={show === 'point' ? 'point' : 'polygon'} title="区域范围" value={value} onChange={setValue} />
          {picked}
        </>
      );
    case 'read-only':
      return <GeometryPicker kind="polygon" readOnly value={value} />;
    case 'lazy-picker':
      return <LazyGeometryPicker kind="point" title="位置" value={value} onChange={setValue} />;
    case 'map-view':
    case 'lazy-map-view': {
      const View = show === 'map-view' ? MapView : LazyMapView;
      return (
        <>
          <View resource={AREA_MAP} spec={{ field: 'shape' }} params={{}} version={0} onOpen={(r) => say(`打开：${String(r.name)}`)} />
          {picked}
        </>
      );
    }
    case 'plan-editor':
      return <PlanEditor />;
    case 'image-points':
      return (
        <>
          <PlanImagePoints src={PLAN_SVG} drafts={drafts} onChange={setDrafts} onSize={(s) => say(`尺寸：${s.join('×')}`)} />
          {picked}
        </>
      );
    case 'feature-drawer':
      return (
        <>
          <button type="button" onClick={() => setOpen({ resource: AREA_MAP.key, id: 1 })}>
            打开一号装置区
          </button>
          <FeatureRecordDrawer target={open} onClose={() => setOpen(null)} />
        </>
      );
  }
}

/** The plant map (OpenLayers over the enterprise's plan), its layers, the geometry picker and the plan page. */
const meta = {
  title: 'Runtime/PlantMap',
  component: MapStory,
  args: { show: 'map' },
  decorators: [withFakeMap({}, { resources: [AREA_MAP], records: { [AREA_MAP.key]: areaRows() } })],
} satisfies Meta<typeof MapStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plan image over its extent with a layer of areas. */
export const Map: Story = {
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('plant-map').querySelector('canvas')).not.toBeNull());
  },
};

/** The map with its layer switcher: areas on, points off. */
export const Panel: Story = {
  args: { show: 'panel' },
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('layer-switcher')).toHaveTextContent('设备点位'));
  },
};

/** The same, loaded lazily (OpenLayers in its own chunk). */
export const LazyPanel: Story = { args: { show: 'lazy-panel' } };

/** No plan yet: the way to the plan page for the administrator. */
export const NoPlanYet: Story = {
  args: { show: 'no-plan' },
  play: async () => {
    await expect(screen.getByText('设置厂区平面图')).toBeVisible();
  },
};

/** The layer switcher alone. */
export const Switcher: Story = {
  args: { show: 'switcher' },
  play: async () => {
    const points = screen.getByRole('checkbox', { name: /设备点位/ });
    await expect(points).not.toBeChecked();
    await userEvent.click(points);
    await expect(points).toBeChecked();
  },
};

/** A point placed by a click. */
export const PickAPoint: Story = { args: { show: 'point' } };

/** A polygon drawn (click the vertices, double-click to finish). */
export const DrawAPolygon: Story = { args: { show: 'polygon' } };

/** A self-crossing polygon is named before saving. */
export const SelfCrossing: Story = {
  args: { show: 'bow-tie' },
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('geometry-problem')).toHaveTextContent('自相交'));
  },
};

/** Read-only (details): a small map. */
export const ReadOnly: Story = { args: { show: 'read-only' } };

/** The picker as forms load it. */
export const LazyPicker: Story = { args: { show: 'lazy-picker' } };

/** The map view of a resource: its records on the plan; one has no shape yet. */
export const ResourceMapView: Story = {
  args: { show: 'map-view' },
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('map-view')).toHaveTextContent('1 条记录尚未标注位置'));
  },
};

/** The same, loaded lazily. */
export const LazyResourceMapView: Story = { args: { show: 'lazy-map-view' } };

/** The plan page's body: the current plan and a new one. */
export const PlanPage: Story = {
  args: { show: 'plan-editor' },
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('plan-extent')).toHaveTextContent('X 0 ~ 400'));
  },
};

/** Two points clicked on the image, their plant coordinates typed. */
export const ImagePoints: Story = { args: { show: 'image-points' } };

/** A clicked feature's record in the detail drawer. */
export const FeatureDrawer: Story = {
  args: { show: 'feature-drawer' },
  play: async () => {
    await userEvent.click(screen.getByText('打开一号装置区'));
    await waitFor(() => expect(screen.getByText('厂区区域详情')).toBeVisible());
  },
};
