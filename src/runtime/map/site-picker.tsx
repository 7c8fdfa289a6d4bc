// SitePicker, the form component of an `x-geometry: any` field (a permit's 作业位置, issue 16 item 6; registered by
// key in formily-components.tsx, loaded lazily through lazy-map.tsx): the
// site is a point placed on the plan, a named area of the plant map (the site takes the area's polygon) or a polygon
// drawn on the plan. The way is chosen above the map; changing it clears the value of the other way. An area is chosen
// in the list or by a click on it on the map (the areas are drawn there, areaAt of site-areas.ts). Read-only it is
// GeometryPicker's small map with the area's name.
import { useField } from '@formily/react';
import { Flex, Segmented, Select, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { mapuiZh } from '../../domain/i18n/zh/mapui.ts';
import { textOf } from '../i18n/text-of.ts';
import { GeometryPicker } from './geometry-picker.tsx';
import { isGeometry } from './geometry-rules.ts';
import type { MapGeometry } from './map-client.ts';
import { areaAt, areaOf, useSiteAreas } from './site-areas.ts';

const t = textOf(mapuiZh);

export type SiteWay = 'point' | 'area' | 'polygon';

export interface SitePickerProps {
  value?: unknown;
  onChange?: (value: MapGeometry | null) => void;
  readOnly?: boolean;
  disabled?: boolean;
  /** The field's title in messages (default: the Formily field's). */
  title?: string;
  height?: number;
}

/** Whether the Formily field around the picker, if any, only shows its value. */
function useFormilyPretty(): boolean {
  const field = useField() as { pattern?: string } | undefined;
  return field?.pattern === 'readPretty' || field?.pattern === 'readOnly';
}

/** The picker. */
export function SitePicker({ value, onChange, readOnly, disabled, title, height }: SitePickerProps) {
  const geometry = isGeometry(value) ? value : null;
  const areas = useSiteAreas();
  const area = areaOf(areas, geometry);
  const [chosen, choose] = useState<SiteWay>();
  const [missed, setMissed] = useState(false);
  // A click on the map in the area way picks the area under it (the smallest when areas nest).
  const pick = useCallback(
    (at: [number, number]) => {
      const hit = areaAt(areas, at);
      setMissed(!hit);
      if (hit) onChange?.(hit.geometry);
    },
    [areas, onChange],
  );
  const pretty = useFormilyPretty();
  const way: SiteWay = chosen ?? (geometry?.type === 'Polygon' ? (area ? 'area' : 'polygon') : 'point');
  const still = readOnly === true || disabled === true || pretty;

  if (still) {
    return (
      <Flex vertical gap={4} data-testid="site-picker" data-way={way}>
        {area && <Typography.Text>{t('mapui.site.areaNamed', { area: area.label })}</Typography.Text>}
        <GeometryPicker kind={geometry?.type === 'Polygon' ? 'polygon' : 'point'} value={geometry} readOnly title={title} height={height} />
      </Flex>
    );
  }

  const switchTo = (next: SiteWay) => {
    choose(next);
    const keeps = next === 'point' ? geometry?.type === 'Point' : next === 'polygon' ? geometry?.type === 'Polygon' && !area : area !== undefined;
    if (geometry && !keeps) onChange?.(null);
  };

  return (
    <Flex vertical gap={6} data-testid="site-picker" data-way={way}>
      <Segmented<SiteWay>
        value={way}
        onChange={switchTo}
        options={[
          { value: 'point', label: t('mapui.site.point') },
          { value: 'area', label: t('mapui.site.area') },
          { value: 'polygon', label: t('mapui.site.polygon') },
        ]}
      />
      {way === 'area' && areas.length > 0 && <Typography.Text type="secondary">{t('mapui.site.clickArea')}</Typography.Text>}
      {way === 'area' && (
        <Select
          aria-label={t('mapui.site.area')}
          showSearch
          optionFilterProp="label"
          placeholder={areas.length ? t('mapui.site.chooseArea') : t('mapui.site.noArea')}
          value={area?.key}
          options={areas.map((a) => ({ value: a.key, label: a.label }))}
          onChange={(key: string) => onChange?.(areas.find((a) => a.key === key)?.geometry ?? null)}
          style={{ maxWidth: 360 }}
        />
      )}
      <GeometryPicker
        key={way}
        kind={way === 'point' ? 'point' : 'polygon'}
        value={geometry}
        onChange={onChange}
        readOnly={way === 'area'}
        title={title}
        height={height}
        {...(way === 'area' ? { choices: areas, onPick: pick } : {})}
      />
      {way === 'area' && missed && <Typography.Text type="warning">{t('mapui.site.noAreaHere')}</Typography.Text>}
    </Flex>
  );
}
