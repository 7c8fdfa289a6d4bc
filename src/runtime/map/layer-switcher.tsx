// The layer switcher of the plant map: the layers of GET /u-basic/map/layers, area polygons then point layers,
// each with its colour and a checkbox (layer-choice.ts keeps the choice per enterprise).
import { Checkbox, Flex, Typography } from 'antd';
import { mapuiZh } from '../../domain/i18n/zh/mapui.ts';
import { textOf } from '../i18n/text-of.ts';
import { groupLayers } from './layer-choice.ts';
import type { MapLayer } from './map-client.ts';

const t = textOf(mapuiZh);

export interface LayerSwitcherProps {
  layers: readonly MapLayer[];
  visible: ReadonlySet<string>;
  onToggle: (key: string, on: boolean) => void;
}

function Group({ title, layers, visible, onToggle }: LayerSwitcherProps & { title: string }) {
  if (!layers.length) return null;
  return (
    <div role="group" aria-label={title}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <Flex vertical gap={2} style={{ marginTop: 4 }}>
        {layers.map((l) => (
          <Checkbox key={l.key} data-layer={l.key} checked={visible.has(l.key)} onChange={(e) => onToggle(l.key, e.target.checked)}>
            <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, marginRight: 6, background: l.color ?? '#1677ff', borderRadius: l.geometry === 'point' ? 5 : 2 }} />
            {l.title}
          </Checkbox>
        ))}
      </Flex>
    </div>
  );
}

/** 图层: the area layers and the point layers. */
export function LayerSwitcher({ layers, visible, onToggle }: LayerSwitcherProps) {
  const { polygons, points } = groupLayers(layers);
  return (
    <Flex vertical gap={12} data-testid="layer-switcher" aria-label={t('mapui.layer.switcher')} style={{ minWidth: 160 }}>
      <Typography.Text strong>{t('mapui.layer.switcher')}</Typography.Text>
      {!layers.length && <Typography.Text type="secondary">{t('mapui.layer.none')}</Typography.Text>}
      <Group title={t('mapui.layer.polygons')} layers={polygons} visible={visible} onToggle={onToggle} />
      <Group title={t('mapui.layer.points')} layers={points} visible={visible} onToggle={onToggle} />
    </Flex>
  );
}
