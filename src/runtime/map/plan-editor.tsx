// 厂区平面图 (the plan page's body, docs/schema-engine.md "Plant map"): the current plan on the map, and for
// those who may set it, a new plan: an image uploaded, then placed by two clicked points with their typed
// plant coordinates (the extent previewed on the map), or a GeoJSON file in plant coordinates; then saved.
import { Alert, Button, Card, Flex, Segmented, Typography, Upload, message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { mapuiZh } from '../../domain/i18n/zh/mapui.ts';
import { failureText } from '../client-failure.ts';
import { textOf } from '../i18n/text-of.ts';
import { useMapClient, type PlantPlan, type PlantPlanInput } from './map-client.ts';
import { GeoPointsCard, PhoneConfigCard } from './geo-points-card.tsx';
import { PlanImagePoints } from './plan-image-points.tsx';
import { completePoints, EMPTY_DRAFT, geojsonExtent, imageExtent, isProblem, placement, type Extent, type PointDraft } from './plan-transform.ts';
import { PlantMap } from './plant-map.tsx';
import { usePlan } from './use-map-data.ts';

const t = textOf(mapuiZh);
const MAX_GEOJSON_BYTES = 5 * 1024 * 1024;
const round = (n: number) => Math.round(n * 100) / 100;

type ImageDraft = { kind: 'image'; fileId: string | null; src: string | null; size: [number, number] | null; drafts: [PointDraft, PointDraft] };
type Draft = ImageDraft | { kind: 'geojson'; geojson: unknown; extent: Extent | null; error: string | null };

const NEW_IMAGE: ImageDraft = { kind: 'image', fileId: null, src: null, size: null, drafts: [EMPTY_DRAFT, EMPTY_DRAFT] };

/** What the draft would save and the plan it previews, or why it cannot yet. */
function preview(d: Draft): { input: PlantPlanInput; plan: PlantPlan } | { problem: string | null } {
  if (d.kind === 'geojson') {
    if (d.error) return { problem: d.error };
    if (!d.extent) return { problem: null };
    return { input: { kind: 'geojson', geojson: d.geojson }, plan: { kind: 'geojson', geojson: d.geojson as never, extent: d.extent } };
  }
  if (!d.fileId || !d.size) return { problem: null };
  const points = completePoints(d.drafts);
  if (!points) return { problem: t('mapui.plan.needPoints') };
  const p = placement(points);
  if (isProblem(p)) return { problem: t(p) };
  const extent = imageExtent(p, d.size[0], d.size[1]);
  return { input: { kind: 'image', fileId: d.fileId, points }, plan: { kind: 'image', fileId: d.fileId, width: d.size[0], height: d.size[1], points, extent } };
}

function ExtentText({ extent }: { extent: Extent }) {
  const [minX, minY, maxX, maxY] = extent.map(round);
  return <Typography.Text data-testid="plan-extent">{t('mapui.plan.extent', { minX, minY, maxX, maxY })}</Typography.Text>;
}

/** The current plan. */
function CurrentPlan({ plan }: { plan: PlantPlan | null }) {
  if (!plan) return <Alert type="info" showIcon message={t('mapui.plan.none')} data-testid="plan-none" />;
  return (
    <Flex vertical gap={8} data-testid="plan-current">
      <Flex gap={16} wrap>
        <ExtentText extent={plan.extent} />
        {plan.kind === 'image' && <Typography.Text type="secondary">{t('mapui.plan.size', { width: plan.width, height: plan.height })}</Typography.Text>}
        {plan.updatedAt && <Typography.Text type="secondary">{t('mapui.plan.updatedAt', { time: plan.updatedAt })}</Typography.Text>}
      </Flex>
      <PlantMap plan={plan} height={420} />
    </Flex>
  );
}

/** The plan page's body. */
export function PlanEditor() {
  const client = useMapClient();
  const who = client.who();
  const [version, setVersion] = useState(0);
  const current = usePlan(version);
  const [draft, setDraft] = useState<Draft>(NEW_IMAGE);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = useMemo(() => preview(draft), [draft]);
  const src = draft.kind === 'image' ? draft.src : null;
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);

  const uploadImage = async (file: File) => {
    setError(null);
    try {
      const fileId = await client.uploadImage(file);
      setDraft({ ...NEW_IMAGE, fileId, src: URL.createObjectURL(file) });
    } catch (e) {
      setError(t('mapui.plan.uploadFailed', { error: failureText(e, '') }));
    }
  };
  const readGeojson = async (file: File) => {
    setError(null);
    if (file.size > MAX_GEOJSON_BYTES) return setDraft({ kind: 'geojson', geojson: null, extent: null, error: t('mapui.plan.tooBig') });
    try {
      const geojson: unknown = JSON.parse(await file.text());
      const extent = geojsonExtent(geojson);
      if (!extent) throw new Error('FeatureCollection');
      setDraft({ kind: 'geojson', geojson, extent, error: null });
    } catch (e) {
      setDraft({ kind: 'geojson', geojson: null, extent: null, error: t('mapui.plan.badGeojson', { error: e instanceof Error ? e.message : String(e) }) });
    }
  };
  const save = async () => {
    if (!('input' in shown)) return;
    setSaving(true);
    setError(null);
    try {
      await client.savePlan(shown.input);
      void message.success(t('mapui.plan.saved'));
      setDraft(NEW_IMAGE);
      setVersion((v) => v + 1);
    } catch (e) {
      setError(failureText(e, t('mapui.map.failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="plan-editor">
      <Card size="small" title={t('mapui.plan.current')}>
        {current.status === 'ready' ? <CurrentPlan plan={current.value} /> : current.status === 'failed' ? <Alert type="error" message={current.error} /> : null}
      </Card>
      {who.canSetPlan && current.status === 'ready' && current.value && <GeoPointsCard plan={current.value} onSaved={() => setVersion((v) => v + 1)} />}
      {who.canSetPlan && <PhoneConfigCard />}
      {!who.canSetPlan && <Alert type="info" message={t('mapui.plan.readOnly')} />}
      {who.canSetPlan && (
        <Card size="small" title={t('mapui.plan.kind')}>
          <Flex vertical gap={12}>
            <Segmented
              value={draft.kind}
              onChange={(k) => setDraft(k === 'image' ? NEW_IMAGE : { kind: 'geojson', geojson: null, extent: null, error: null })}
              options={[
                { value: 'image', label: t('mapui.plan.kindImage') },
                { value: 'geojson', label: t('mapui.plan.kindGeojson') },
              ]}
            />
            <Upload
              accept={draft.kind === 'image' ? 'image/png,image/jpeg,image/gif,image/webp' : '.geojson,.json,application/geo+json,application/json'}
              showUploadList={false}
              beforeUpload={(file) => {
                void (draft.kind === 'image' ? uploadImage(file) : readGeojson(file));
                return false;
              }}
            >
              <Button>{draft.kind === 'image' ? t('mapui.plan.uploadImage') : t('mapui.plan.uploadGeojson')}</Button>
            </Upload>
            {draft.kind === 'image' && draft.src && (
              <PlanImagePoints
                src={draft.src}
                drafts={draft.drafts}
                onChange={(drafts) => setDraft({ ...draft, drafts })}
                onSize={(size) => setDraft((d) => (d.kind === 'image' ? { ...d, size } : d))}
              />
            )}
            {'problem' in shown && shown.problem && <Alert type="warning" showIcon message={shown.problem} data-testid="plan-problem" />}
            {'plan' in shown && (
              <Flex vertical gap={8} data-testid="plan-preview">
                <Typography.Text strong>{t('mapui.plan.preview')}</Typography.Text>
                <ExtentText extent={shown.plan.extent} />
                <PlantMap plan={shown.plan} imageSrc={src ?? undefined} height={320} />
              </Flex>
            )}
            {error && <Alert type="error" showIcon message={error} data-testid="plan-error" />}
            <Button type="primary" disabled={!('input' in shown)} loading={saving} onClick={() => void save()}>
              {t('mapui.plan.save')}
            </Button>
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
