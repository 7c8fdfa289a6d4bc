// 厂区平面图 (component key basic-security-manage/plant-plan, docs/schema-engine.md "Plant map"): the
// enterprise's plan, set by its administrator from an image placed by two points or a GeoJSON file. The page
// is its own chunk (the registry loads it lazily), OpenLayers with it.
import { Typography } from 'antd';
import { mapuiZh } from '../../domain/i18n/zh/mapui.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';
import { MapClientContext } from '../../runtime/map/map-client.ts';
import { PlanEditor } from '../../runtime/map/plan-editor.tsx';
import { ResourceClientContext } from '../../runtime/resource-client.ts';
import { httpMapClient } from '../api/map-client-http.ts';
import { httpResourceClient } from '../api/resource-client-http.ts';
import type { ViewProps } from '../router/view-registry.ts';

const t = textOf(mapuiZh);

export default function PlantPlanPage({ title }: ViewProps) {
  return (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <MapClientContext.Provider value={httpMapClient}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {title || t('mapui.plan.title')}
        </Typography.Title>
        <PlanEditor />
      </MapClientContext.Provider>
    </ResourceClientContext.Provider>
  );
}
