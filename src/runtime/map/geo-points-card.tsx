// The plan page's geographic reference points and location rule (issue 15 item 5): two rows of plant x/y with
// the longitude and latitude they lie at (checked as the server does, src/domain/geo-position.ts), and the
// enterprise's largest distance with whether too far is refused. Shown to those who may set the plan, when the
// map client offers them.
import { Alert, Button, Card, Checkbox, Flex, InputNumber, Space, Typography, message } from 'antd';
import { useEffect, useState } from 'react';
import { geoPointsProblem, type GeoPoint } from '../../domain/geo-position.ts';
import { siteuiZh } from '../../domain/i18n/zh/siteui.ts';
import { siteZh } from '../../domain/i18n/zh/site.ts';
import { failureText } from '../client-failure.ts';
import { textOf } from '../i18n/text-of.ts';
import { useMapClient, type PhoneConfig, type PlantPlan } from './map-client.ts';

const t = textOf(siteuiZh);
const ts = textOf(siteZh);
/** x, y, lon, lat of one point while typed. */
type Row = [number | null, number | null, number | null, number | null];
const EMPTY: [Row, Row] = [[null, null, null, null], [null, null, null, null]];
const PROBLEM_TEXT = { count: 'site.error.geoPoints', range: 'site.error.geoPointsRange', same: 'site.error.geoPointsSame', scale: 'site.error.geoPointsScale' } as const;

const rowsOf = (points: GeoPoint[] | null | undefined): [Row, Row] =>
  points?.length === 2 ? [[...points[0].plant, ...points[0].geo], [...points[1].plant, ...points[1].geo]] : EMPTY;
const pointsOf = (rows: [Row, Row]): GeoPoint[] | null =>
  rows.every((r) => r.every((n) => n !== null)) ? rows.map(([x, y, lon, lat]) => ({ plant: [x as number, y as number], geo: [lon as number, lat as number] })) : null;

/** The two reference points of the current plan. */
export function GeoPointsCard({ plan, onSaved }: { plan: PlantPlan; onSaved: () => void }) {
  const client = useMapClient();
  const [rows, setRows] = useState<[Row, Row]>(() => rowsOf(plan.geoPoints));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setRows(rowsOf(plan.geoPoints)), [plan]);
  if (!client.saveGeoPoints) return null;
  const points = pointsOf(rows);
  const problem = points ? geoPointsProblem(points) : null;
  const set = (i: 0 | 1, k: number, v: number | null) => setRows((rs) => rs.map((r, j) => (j === i ? r.map((n, m) => (m === k ? v : n)) : r)) as [Row, Row]);
  const save = async (value: GeoPoint[] | null) => {
    setSaving(true);
    setError(null);
    try {
      await client.saveGeoPoints?.(value);
      void message.success(t('siteui.geo.saved'));
      onSaved();
    } catch (e) {
      setError(failureText(e, t('siteui.geo.incomplete')));
    } finally {
      setSaving(false);
    }
  };
  const labels = ['siteui.geo.x', 'siteui.geo.y', 'siteui.geo.lon', 'siteui.geo.lat'] as const;
  return (
    <Card size="small" title={t('siteui.geo.title')} data-testid="geo-points">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('siteui.geo.hint')}</Typography.Text>
        {([0, 1] as const).map((i) => (
          <Space key={i} wrap>
            <Typography.Text strong>{t('siteui.geo.point', { n: i + 1 })}</Typography.Text>
            {labels.map((label, k) => (
              <InputNumber
                key={label}
                aria-label={`${t('siteui.geo.point', { n: i + 1 })} ${t(label)}`}
                addonBefore={t(label)}
                value={rows[i][k]}
                step={k >= 2 ? 0.000001 : 1}
                precision={k >= 2 ? 7 : undefined}
                style={{ width: k >= 2 ? 220 : 160 }}
                onChange={(v) => set(i, k, typeof v === 'number' ? v : null)}
              />
            ))}
          </Space>
        ))}
        {problem && <Alert type="warning" showIcon message={ts(PROBLEM_TEXT[problem])} data-testid="geo-problem" />}
        {error && <Alert type="error" showIcon message={error} />}
        <Space>
          <Button type="primary" loading={saving} disabled={!points || problem !== null} onClick={() => void save(points)}>
            {t('siteui.geo.save')}
          </Button>
          {plan.geoPoints && (
            <Button disabled={saving} onClick={() => void save(null)}>
              {t('siteui.geo.clear')}
            </Button>
          )}
        </Space>
      </Flex>
    </Card>
  );
}

/** The enterprise's location rule. */
export function PhoneConfigCard() {
  const client = useMapClient();
  const [config, setConfig] = useState<PhoneConfig | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    client.phoneConfig?.().then(
      (c) => live && setConfig(c),
      (e: unknown) => live && setError(failureText(e, t('siteui.config.title'))),
    );
    return () => {
      live = false;
    };
  }, [client]);
  if (!client.phoneConfig || !client.savePhoneConfig) return null;
  const save = async () => {
    if (!config) return;
    setSaving(true);
    setError(null);
    try {
      setConfig((await client.savePhoneConfig?.(config)) ?? config);
      void message.success(t('siteui.config.saved'));
    } catch (e) {
      setError(failureText(e, t('siteui.config.title')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card size="small" title={t('siteui.config.title')} data-testid="phone-config">
      {config && (
        <Flex vertical gap={8}>
          <InputNumber
            addonBefore={t('siteui.config.maxDistance')}
            aria-label={t('siteui.config.maxDistance')}
            min={1}
            max={100000}
            value={config.maxDistanceM}
            style={{ width: 320 }}
            onChange={(v) => setConfig({ ...config, maxDistanceM: typeof v === 'number' ? v : config.maxDistanceM })}
          />
          <Checkbox checked={config.refuseTooFar} onChange={(e) => setConfig({ ...config, refuseTooFar: e.target.checked })}>
            {t('siteui.config.refuse')}
          </Checkbox>
          <Button type="primary" style={{ alignSelf: 'flex-start' }} loading={saving} onClick={() => void save()}>
            {t('siteui.config.save')}
          </Button>
        </Flex>
      )}
      {error && <Alert type="error" showIcon message={error} />}
    </Card>
  );
}
