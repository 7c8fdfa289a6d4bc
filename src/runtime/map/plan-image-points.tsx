// The image half of the plan page: the uploaded image, on which two clicks place the reference points
// (numbered markers), and the plant coordinates typed for each (plan-transform.ts turns them into the extent).
import { Flex, InputNumber, Typography } from 'antd';
import type { MouseEvent } from 'react';
import { useState } from 'react';
import { mapuiZh } from '../../domain/i18n/zh/mapui.ts';
import { textOf } from '../i18n/text-of.ts';
import { clickToPixel, pickPixel, type PointDraft } from './plan-transform.ts';

const t = textOf(mapuiZh);
const MARKER_COLORS = ['#f5222d', '#1677ff'];

export interface PlanImagePointsProps {
  src: string;
  drafts: [PointDraft, PointDraft];
  onChange: (drafts: [PointDraft, PointDraft]) => void;
  /** The image's pixel size, once loaded. */
  onSize: (size: [number, number]) => void;
}

/** The image with its two reference points and their plant coordinates. */
export function PlanImagePoints({ src, drafts, onChange, onSize }: PlanImagePointsProps) {
  const [natural, setNatural] = useState<[number, number] | null>(null);
  const click = (e: MouseEvent<HTMLImageElement>) => {
    if (!natural) return;
    const box = e.currentTarget.getBoundingClientRect();
    const pixel = clickToPixel([e.clientX - box.left, e.clientY - box.top], [box.width, box.height], natural);
    onChange(pickPixel(drafts, pixel));
  };
  const next = drafts.findIndex((d) => !d.pixel);
  const setPlant = (i: 0 | 1, axis: 0 | 1, v: number | null) => {
    const copy: [PointDraft, PointDraft] = [{ ...drafts[0] }, { ...drafts[1] }];
    const plant: [number | null, number | null] = [...copy[i].plant];
    plant[axis] = v;
    copy[i] = { ...copy[i], plant };
    onChange(copy);
  };
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('mapui.plan.pickPoint', { n: next < 0 ? 2 : next + 1 })}</Typography.Text>
      <div style={{ position: 'relative', display: 'inline-block', maxWidth: '100%', lineHeight: 0 }}>
        <img
          src={src}
          alt={t('mapui.plan.title')}
          data-testid="plan-image"
          onClick={click}
          onLoad={(e) => {
            const size: [number, number] = [e.currentTarget.naturalWidth, e.currentTarget.naturalHeight];
            setNatural(size);
            onSize(size);
          }}
          style={{ maxWidth: '100%', maxHeight: 480, cursor: 'crosshair', outline: '1px solid #d9d9d9' }}
        />
        {natural &&
          drafts.map((d, i) =>
            d.pixel ? (
              <span
                key={i}
                data-testid={`plan-marker-${i + 1}`}
                style={{
                  position: 'absolute',
                  left: `${(d.pixel[0] / natural[0]) * 100}%`,
                  top: `${(d.pixel[1] / natural[1]) * 100}%`,
                  transform: 'translate(-50%, -50%)',
                  width: 18,
                  height: 18,
                  borderRadius: 9,
                  background: MARKER_COLORS[i],
                  color: '#fff',
                  fontSize: 12,
                  lineHeight: '18px',
                  textAlign: 'center',
                  pointerEvents: 'none',
                }}
              >
                {i + 1}
              </span>
            ) : null,
          )}
      </div>
      {drafts.map((d, i) => (
        <Flex key={i} gap={8} align="center" wrap data-testid={`plan-point-${i + 1}`}>
          <Typography.Text strong style={{ color: MARKER_COLORS[i] }}>
            {t('mapui.plan.point', { n: i + 1 })}
          </Typography.Text>
          <Typography.Text type="secondary">{d.pixel ? t('mapui.plan.pixel', { x: d.pixel[0], y: d.pixel[1] }) : '—'}</Typography.Text>
          <InputNumber aria-label={`${t('mapui.plan.point', { n: i + 1 })} ${t('mapui.plan.plantX')}`} placeholder={t('mapui.plan.plantX')} value={d.plant[0]} onChange={(v) => setPlant(i as 0 | 1, 0, v)} />
          <InputNumber aria-label={`${t('mapui.plan.point', { n: i + 1 })} ${t('mapui.plan.plantY')}`} placeholder={t('mapui.plan.plantY')} value={d.plant[1]} onChange={(v) => setPlant(i as 0 | 1, 1, v)} />
        </Flex>
      ))}
    </Flex>
  );
}
