// A patrol walked point by point on the phone (docs/patrol.md "On the phone"): one card per point of the route, in
// its order, each check item answered 正常/异常 or by its reading (the normal range beside it; a reading outside it
// or beyond the instrument's range is said at once); an abnormal answer asks for photos and a note, and says what it
// opens (a repair order, a hidden danger). 暂存 saves what is answered; 提交巡检 saves and submits, after its
// confirmation, once every item is answered. A patrol no longer waiting shows its results with the server's verdicts
// and the repair orders they opened. 扫码 (PatrolScanDialog) reads a point's QR code: a point of the route is marked
// 已扫码, scrolled to and outlined; the points reached by scan are the record's `scannedPointIds`. Without signal a code
// that is not of a point of the route is refused on the phone at once (localScanRefusal), and nothing is queued.
import { ScanOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, InputNumber, Modal, Radio, Tag, Typography, message } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { xjxcZh } from '../../../../domain/i18n/zh/xjxc.ts';
import { localScanRefusal } from '../../../../domain/patrol-scan.ts';
import { phoneRecordPath } from '../../../../domain/phone-paths.ts';
import { sayText, textOf } from '../../../../runtime/i18n/text-of.ts';
import { PhotoCapture } from '../../../../runtime/phone/photo-capture.tsx';
import { browserOnline } from '../../outbox/phone-outbox.ts';
import { entriesOf, entryHint, resultRows, unansweredCount, wantsPhoto, type PatrolEntry, type RouteItem, type RoutePoint } from './patrol-entries.ts';
import type { PatrolTask } from './patrol-phone-load.ts';
import { PatrolScanDialog } from './patrol-scan-dialog.tsx';

const t = textOf(xjxcZh);

const VERDICT_COLOR: Record<string, string> = { normal: 'green', warning: 'gold', abnormal: 'red' };
const dash = (v: number | null | undefined) => (typeof v === 'number' ? String(v) : '-');

export interface PatrolPhoneFormProps {
  task: PatrolTask;
  /** Saves the results (暂存); rejects with the server's refusal. */
  onSave: (results: Record<string, unknown>[]) => Promise<void>;
  /** Saves the results and submits the patrol. */
  onSubmit: (results: Record<string, unknown>[]) => Promise<void>;
  /** Records a scanned point's code (the page asks the server); rejects with the words to show. No 扫码 without it. */
  onScan?: (code: string) => Promise<PatrolScanResult>;
  /** Whether the phone has signal now (the browser's navigator.onLine unless given: stories). */
  online?: () => boolean;
}

/** A scanned point: sent (the server's list of the points reached by scan) or waiting on the phone without signal. */
export interface PatrolScanResult {
  pointId: number;
  queued: boolean;
  scannedPointIds?: number[];
}

const idsOf = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

function ItemResult({ item, entry }: { item: RouteItem; entry: PatrolEntry | undefined }) {
  const answered = item.itemType === 'reading' ? entry?.reading !== undefined && entry.reading !== null : typeof entry?.normal === 'boolean';
  return (
    <Flex vertical gap={4} data-testid="patrol-item" data-item={item.id}>
      <Typography.Text strong>{item.content}</Typography.Text>
      <Flex gap={8} wrap align="center">
        {!answered && <Typography.Text type="secondary">{t('xjxc.phone.noAnswer')}</Typography.Text>}
        {answered && item.itemType === 'reading' && (
          <span>
            {t('xjxc.phone.reading')} {entry?.reading}
            {item.unit}
          </span>
        )}
        {answered && item.itemType === 'check' && <span>{entry?.normal ? t('xjxc.phone.normal') : t('xjxc.phone.abnormal')}</span>}
        {entry?.verdict && <Tag color={VERDICT_COLOR[entry.verdict]}>{t(`xjxc.phone.verdict.${entry.verdict}` as 'xjxc.phone.verdict.normal')}</Tag>}
        {entry?.repairOrderId && <Link to={phoneRecordPath('repair-order', entry.repairOrderId)}>{t('xjxc.phone.repairOrder', { id: entry.repairOrderId })}</Link>}
      </Flex>
      {entry?.note && <Typography.Text type="secondary">{entry.note}</Typography.Text>}
      {entry?.photos?.length ? <PhotoCapture value={entry.photos} readOnly /> : null}
    </Flex>
  );
}

function ItemEntry({ item, entry, onChange }: { item: RouteItem; entry: PatrolEntry | undefined; onChange: (e: PatrolEntry) => void }) {
  const e = entry ?? {};
  const hint = entryHint(item, entry);
  const range = item.lowerLimit !== null || item.upperLimit !== null;
  return (
    <Flex vertical gap={6} data-testid="patrol-item" data-item={item.id}>
      <Typography.Text strong>{item.content}</Typography.Text>
      {item.itemType === 'check' ? (
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={typeof e.normal === 'boolean' ? String(e.normal) : undefined}
          onChange={(ev) => onChange({ ...e, normal: ev.target.value === 'true' })}
          options={[
            { label: t('xjxc.phone.normal'), value: 'true' },
            { label: t('xjxc.phone.abnormal'), value: 'false' },
          ]}
        />
      ) : (
        <>
          <InputNumber
            aria-label={`${item.content} ${t('xjxc.phone.reading')}`}
            inputMode="decimal"
            style={{ width: '100%' }}
            value={e.reading ?? null}
            addonAfter={item.unit || undefined}
            onChange={(v) => onChange({ ...e, reading: typeof v === 'number' ? v : null })}
          />
          {range && (
            <Typography.Text type="secondary">{t('xjxc.phone.range', { lower: dash(item.lowerLimit), upper: dash(item.upperLimit), unit: item.unit ?? '' })}</Typography.Text>
          )}
        </>
      )}
      {hint === 'abnormal' && item.itemType === 'reading' && <Alert type="error" showIcon message={t('xjxc.phone.hint.abnormal')} />}
      {hint === 'outside' && (
        <Alert type="warning" showIcon message={t('xjxc.phone.hint.outside', { min: dash(item.physicalMin), max: dash(item.physicalMax), unit: item.unit ?? '' })} />
      )}
      {wantsPhoto(item, entry) && (
        <Flex vertical gap={6} data-testid="patrol-abnormal">
          {item.onAbnormal !== 'none' && (
            <Typography.Text type="danger">{t(item.onAbnormal === 'repair' ? 'xjxc.phone.opensRepair' : 'xjxc.phone.opensDanger')}</Typography.Text>
          )}
          <Typography.Text>{t(item.photoRequired ? 'xjxc.phone.photoRequired' : 'xjxc.phone.photo')}</Typography.Text>
          <PhotoCapture value={e.photos ?? []} maxCount={6} onChange={(photos) => onChange({ ...e, photos })} />
          <Input.TextArea aria-label={t('xjxc.phone.note')} placeholder={t('xjxc.phone.note')} maxLength={200} autoSize value={e.note} onChange={(ev) => onChange({ ...e, note: ev.target.value })} />
        </Flex>
      )}
    </Flex>
  );
}

function PointCard({ point, scanned, reached, children }: { point: RoutePoint; scanned: boolean; reached: boolean; children: ReactNode }) {
  const extra = (
    <Flex gap={4} align="center">
      {scanned && <Tag color="blue">{t('xjxc.phone.scanned')}</Tag>}
      <span>{point.code}</span>
    </Flex>
  );
  return (
    <Card
      size="small"
      title={point.name}
      extra={extra}
      data-testid="patrol-point"
      data-point={point.id}
      data-reached={reached || undefined}
      style={reached ? { borderColor: '#1677ff', boxShadow: '0 0 0 2px rgba(22,119,255,0.35)', scrollMarginTop: 64 } : { scrollMarginTop: 64 }}
    >
      {point.location && <Typography.Paragraph type="secondary">{point.location}</Typography.Paragraph>}
      <Flex vertical gap={16}>
        {children}
      </Flex>
    </Card>
  );
}

/** The patrol's points and items: answered on the phone while it waits, its results once submitted. */
export function PatrolPhoneForm({ task, onSave, onSubmit, onScan, online = browserOnline }: PatrolPhoneFormProps) {
  const { record, points } = task;
  const [entries, setEntries] = useState<Record<number, PatrolEntry>>(() => entriesOf(record.results));
  const [busy, setBusy] = useState(false);
  const [scanned, setScanned] = useState<number[]>(() => idsOf(record.scannedPointIds));
  const [scanOpen, setScanOpen] = useState(false);
  const [reached, setReached] = useState<number | null>(null);
  const [modal, holder] = Modal.useModal();
  const pending = record.patrolState === 'pending';
  const total = points.reduce((n, p) => n + p.items.length, 0);
  const left = unansweredCount(points, entries);
  const run = async (what: (rows: Record<string, unknown>[]) => Promise<void>) => {
    setBusy(true);
    try {
      await what(resultRows(points, entries));
    } catch {
      // The page has said why (its message); the entries stay as they are.
    } finally {
      setBusy(false);
    }
  };
  const scan = async (code: string) => {
    if (!onScan) return;
    // Without signal the server cannot name what is wrong: the phone refuses a code that is not of a point of this
    // route itself, at once, and nothing waits to be sent (with signal the server's words name the point).
    const refused = online() ? null : localScanRefusal(code, points.map((p) => p.id));
    if (refused) throw new Error(sayText(refused, xjxcZh));
    const r = await onScan(code);
    const point = points.find((p) => p.id === r.pointId);
    if (!point) throw new Error(t('xjxc.result.notOnRoute'));
    setScanned((s) => r.scannedPointIds ?? (s.includes(point.id) ? s : [...s, point.id]));
    setReached(point.id);
    setScanOpen(false);
    if (r.queued) void message.info(t('xjxc.phone.scanQueued', { point: point.name }));
    else void message.success(t('xjxc.phone.scanDone', { point: point.name }));
  };
  useEffect(() => {
    if (reached === null) return;
    document.querySelector(`[data-testid="patrol-point"][data-point="${reached}"]`)?.scrollIntoView({ block: 'start' });
  }, [reached]);
  const submit = () =>
    void modal.confirm({
      title: t('xjxc.phone.submit'),
      content: t('xjxc.phone.confirm'),
      okText: t('xjxc.phone.submit'),
      cancelText: t('xjxc.phone.cancel'),
      onOk: () => run(onSubmit),
    });

  return (
    <Flex vertical gap={12} className="zm-pad" data-testid="patrol-phone">
      {holder}
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>{String(record.name ?? '')}</Typography.Text>
        {!pending && <Tag color={record.patrolState === 'done' ? 'green' : 'red'}>{t(record.patrolState === 'done' ? 'xjxc.phone.state.done' : 'xjxc.phone.state.missed')}</Tag>}
        {record.late === true && <Tag color="orange">{t('xjxc.phone.late')}</Tag>}
        {typeof record.abnormalCount === 'number' && record.abnormalCount > 0 && <Tag color="red">{t('xjxc.phone.abnormalCount', { count: record.abnormalCount })}</Tag>}
      </Flex>
      {typeof record.dueAt === 'string' && <Typography.Text type="secondary">{t('xjxc.phone.due', { at: record.dueAt })}</Typography.Text>}
      {typeof record.finishedAt === 'string' && <Typography.Text type="secondary">{t('xjxc.phone.finishedAt', { at: record.finishedAt })}</Typography.Text>}
      {pending && <Typography.Text data-testid="patrol-progress">{t('xjxc.phone.progress', { done: total - left, total })}</Typography.Text>}
      {pending && onScan && (
        <>
          <Button size="large" block icon={<ScanOutlined />} onClick={() => setScanOpen(true)}>
            {t('xjxc.phone.scan')}
          </Button>
          <PatrolScanDialog open={scanOpen} onClose={() => setScanOpen(false)} scan={scan} />
        </>
      )}
      {points.length === 0 && <Alert type="warning" showIcon message={t('xjxc.phone.noPoints')} />}
      {points.map((p) => (
        <PointCard key={p.id} point={p} scanned={scanned.includes(p.id)} reached={reached === p.id}>
          {p.items.map((item) =>
            pending ? (
              <ItemEntry key={item.id} item={item} entry={entries[item.id]} onChange={(e) => setEntries((all) => ({ ...all, [item.id]: e }))} />
            ) : (
              <ItemResult key={item.id} item={item} entry={entries[item.id]} />
            ),
          )}
        </PointCard>
      ))}
      {pending && (
        <Flex vertical gap={8}>
          {left > 0 && <Typography.Text type="secondary">{t('xjxc.phone.incomplete', { count: left })}</Typography.Text>}
          <Flex gap={8}>
            <Button block size="large" disabled={busy} onClick={() => void run(onSave)}>
              {t('xjxc.phone.save')}
            </Button>
            <Button block size="large" type="primary" loading={busy} disabled={left > 0} onClick={submit}>
              {t('xjxc.phone.submit')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Flex>
  );
}
