// 检测大屏 (rydw/detection-screen; docs/location.md): a 1920 × 1080 full-screen board of the day's figures (people
// present, tags, alarms by kind, each area's people and hours), scaled to the window, refreshed each minute and
// by every pushed position.
import { Button, Col, Row, Statistic, Table } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { rydwZh } from '../../../domain/i18n/zh/rydw.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { ALARM_KINDS, alarmLabel, getJson, openPositionStream, type RtAlarm } from './rydw-api.ts';

interface Screen {
  date: string;
  present: number;
  tags: number;
  boundTags: number;
  peopleToday: number;
  alarmsToday: Record<string, number>;
  openAlarms: RtAlarm[];
  areas: { id: number; name: string; present: number; hours: number }[];
}

const t = textOf(rydwZh);

const panel = { background: 'rgba(22, 52, 96, 0.8)', border: '1px solid #1f6fb2', borderRadius: 6, padding: 16, color: '#e6f4ff' } as const;

export default function DetectionScreenPage({ title }: Partial<ViewProps>) {
  const [s, setS] = useState<Screen | null>(null);
  const [scale, setScale] = useState(1);
  const box = useRef<HTMLDivElement>(null);
  const load = useCallback(() => void getJson<Screen>('/rydw/screen').then(setS).catch(() => undefined), []);
  useEffect(() => {
    load();
    const timer = setInterval(load, 60_000);
    let last = 0;
    const off = openPositionStream(() => {
      if (Date.now() - last > 5000) {
        last = Date.now();
        load();
      }
    });
    const fit = () => setScale(Math.min(window.innerWidth / 1920, window.innerHeight / 1080));
    fit();
    window.addEventListener('resize', fit);
    return () => {
      clearInterval(timer);
      off();
      window.removeEventListener('resize', fit);
    };
  }, [load]);
  const full = () => void box.current?.requestFullscreen?.().catch(() => undefined);
  return (
    <div ref={box} style={{ position: 'fixed', inset: 0, zIndex: 1000, background: '#04132b', overflow: 'hidden' }} data-testid="rydw-detection-screen">
      <div style={{ width: 1920, height: 1080, transform: `scale(${scale})`, transformOrigin: '0 0', padding: 32, boxSizing: 'border-box', color: '#e6f4ff' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 24 }}>
          <h1 style={{ color: '#e6f4ff', fontSize: 40, margin: 0 }}>{title || t('rydw.ui.screen.title')}</h1>
          <span style={{ fontSize: 22 }}>
            {s?.date ?? ''} <Button ghost onClick={full} style={{ marginLeft: 16 }}>{t('rydw.ui.screen.fullscreen')}</Button>{' '}
            <Button ghost href="/rydw/realtime">{t('rydw.ui.screen.back')}</Button>
          </span>
        </div>
        <Row gutter={24} style={{ marginBottom: 24 }}>
          {[
            [t('rydw.ui.screen.present'), s?.present, t('rydw.ui.peopleUnit')],
            [t('rydw.ui.screen.peopleToday'), s?.peopleToday, t('rydw.ui.peopleUnit')],
            [t('rydw.ui.screen.tags'), s ? `${s.boundTags}/${s.tags}` : undefined, t('rydw.ui.screen.tagsUnit')],
            [t('rydw.ui.screen.alarmsToday'), s ? Object.values(s.alarmsToday).reduce((a, b) => a + b, 0) : undefined, t('rydw.ui.screen.alarmsUnit')],
          ].map(([label, value, unit]) => (
            <Col span={6} key={String(label)}>
              <div style={panel}>
                <Statistic title={<span style={{ color: '#91caff', fontSize: 22 }}>{label}</span>} value={value ?? '-'} suffix={unit} valueStyle={{ color: '#fff', fontSize: 56 }} />
              </div>
            </Col>
          ))}
        </Row>
        <Row gutter={24}>
          <Col span={12}>
            <div style={{ ...panel, height: 780 }}>
              <h2 style={{ color: '#e6f4ff' }}>{t('rydw.ui.screen.areas')}</h2>
              <Table
                rowKey="id"
                pagination={false}
                dataSource={s?.areas ?? []}
                columns={[
                  { title: t('rydw.ui.area'), dataIndex: 'name' },
                  { title: t('rydw.ui.screen.presentCol'), dataIndex: 'present' },
                  { title: t('rydw.ui.screen.hoursCol'), dataIndex: 'hours' },
                ]}
              />
            </div>
          </Col>
          <Col span={12}>
            <div style={{ ...panel, height: 780 }}>
              <h2 style={{ color: '#e6f4ff' }}>{t('rydw.ui.screen.alarmsToday')}</h2>
              <Row gutter={12} style={{ marginBottom: 16 }}>
                {ALARM_KINDS.map((k) => (
                  <Col span={6} key={k}>
                    <Statistic title={<span style={{ color: '#91caff' }}>{alarmLabel(k)}</span>} value={s?.alarmsToday[k] ?? 0} valueStyle={{ color: '#ff7875', fontSize: 40 }} />
                  </Col>
                ))}
              </Row>
              {(s?.openAlarms ?? []).map((a) => (
                <div key={a.id} style={{ fontSize: 20, padding: '8px 0', borderBottom: '1px solid #1f6fb2' }}>
                  [{alarmLabel(a.kind)}] {a.message}
                </div>
              ))}
            </div>
          </Col>
        </Row>
      </div>
    </div>
  );
}
