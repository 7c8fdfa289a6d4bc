// 监护人现场记录 on a permit's phone page (issue 16 item 8; docs/phone.md "Permits on the phone"): while the permit is
// 作业中, its guardian (监护人; the 作业负责人 too when the enterprise allows it) confirms each 作业中 / 作业结束 safety
// measure (optionally with photos: the time is the moment of the click) and, on a 受限空间 permit, records each person
// going in or coming out (GB 30871—2022 6.8 c), the time now or one typed, with the count of those inside. A measure
// whose template names who confirms it (confirmRole) says so (须由作业负责人确认) and is offered to its holder, guardian
// or not: the server tells which (`mayConfirm`). Everyone else sees the record read-only. Every write is a phoneSend request (permit-guard-requests.ts), so it waits in the
// outbox without signal.
import { AutoComplete, Button, Card, Flex, Input, List, Popconfirm, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { commonZh } from '../../../../domain/i18n/zh/common.ts';
import { permitGuardZh } from '../../../../domain/i18n/zh/permit-guard.ts';
import { MAX_SLOT_PHOTOS } from '../../../../domain/permit-site-signing.ts';
import type { EntryDirection } from '../../../../domain/rydw-confined-entry.ts';
import { textOf } from '../../../../runtime/i18n/text-of.ts';
import { PhotoCapture } from '../../../../runtime/phone/photo-capture.tsx';
import type { PermitDetail } from '../../../api/permit-api.ts';
import { siteGuardOf, whoConfirmsKey, type SiteGuard, type SiteGuardMeasure } from '../../../api/permit-guard-api.ts';
import { showTime, t as tp } from '../../../pages/tszy/permit-labels.ts';
import type { PhoneRequest } from '../../phone-send.ts';
import { guardEntryRequest, guardMeasureRequest, pickedInstant } from './permit-guard-requests.ts';
import type { PermitRef } from './permit-phone-requests.ts';

const t = textOf(permitGuardZh);
const tc = textOf(commonZh);

export interface PermitPhoneGuardProps {
  permit: PermitDetail;
  /** Sends a write (phoneSend), says it is done or queued and reloads; rejects with the shown reason. */
  onSend: (req: PhoneRequest, done: string) => Promise<void>;
}

function MeasureItem({ m, note, busy, onConfirm }: { m: SiteGuardMeasure; note: string; busy: boolean; onConfirm: (m: SiteGuardMeasure) => Promise<void> }) {
  return (
    <List.Item
      data-measure={m.index}
      actions={
        m.mayConfirm && !m.check
          ? [
              <Popconfirm
                key="confirm"
                title={t('permitsui.guard.confirmAsk', { measure: m.cuoShi })}
                okText={tc('common.ok')}
                cancelText={tc('common.cancel')}
                onConfirm={() => onConfirm(m)}
              >
                <Button type="primary" loading={busy}>
                  {t('permitsui.guard.confirm')}
                </Button>
              </Popconfirm>,
            ]
          : []
      }
    >
      <Flex vertical gap={2}>
        <span>
          <Tag color={m.jieDuan === 'during' ? 'blue' : 'purple'}>{t(`permitsui.guard.phase.${m.jieDuan}`)}</Tag>
          {m.cuoShi}
        </span>
        <Typography.Text type={m.check ? 'success' : 'warning'} data-testid="guard-measure-status">
          {m.check ? t('permitsui.guard.confirmedBy', { by: m.check.byName, at: showTime(m.check.at) }) : t('permitsui.guard.unconfirmed')}
        </Typography.Text>
        {!m.check && (
          <Typography.Text type="secondary" data-testid="guard-measure-confirmer">
            {note}
          </Typography.Text>
        )}
      </Flex>
    </List.Item>
  );
}

function EntryRecord({ guard, workers, canRecord, onEntry }: { guard: SiteGuard; workers: string[]; canRecord: boolean; onEntry: (person: string, d: EntryDirection, local: string) => Promise<boolean> }) {
  const [person, setPerson] = useState('');
  const [local, setLocal] = useState('');
  const [busy, setBusy] = useState<EntryDirection | null>(null);
  const [error, setError] = useState('');
  const options = [...new Set([...guard.inside, ...workers])].map((v) => ({ value: v }));
  const go = async (d: EntryDirection) => {
    if (!person.trim()) return setError(t('permitsui.guard.needPerson'));
    setError('');
    setBusy(d);
    try {
      if (await onEntry(person, d, local)) {
        setPerson('');
        setLocal('');
      }
    } finally {
      setBusy(null);
    }
  };
  return (
    <section data-testid="permit-phone-entry">
      <Flex align="center" gap={8} wrap>
        <Typography.Text strong>{t('permitsui.guard.entry')}</Typography.Text>
        <Tag color={guard.inside.length ? 'orange' : 'green'} data-testid="guard-inside-count">
          {guard.inside.length ? t('permitsui.guard.insideCount', { count: guard.inside.length }) : t('permitsui.guard.nobodyInside')}
        </Tag>
      </Flex>
      {guard.inside.length > 0 && <Typography.Text>{t('permitsui.guard.insideNames', { names: guard.inside.join(tp('permitsui.sep.list')) })}</Typography.Text>}
      <List
        size="small"
        locale={{ emptyText: t('permitsui.guard.noEntries') }}
        dataSource={guard.stays}
        renderItem={(s, i) => (
          <List.Item key={`${s.person}-${i}`} data-stay={s.person}>
            <Typography.Text strong>{s.person}</Typography.Text>
            <Typography.Text type="secondary">
              {showTime(s.in)} → {s.out ? showTime(s.out) : t('permitsui.guard.stillInside')}
            </Typography.Text>
          </List.Item>
        )}
      />
      {canRecord && (
        <Flex vertical gap={8}>
          <AutoComplete
            aria-label={t('permitsui.guard.person')}
            placeholder={t('permitsui.guard.personPlaceholder')}
            options={options}
            value={person}
            onChange={(v: string) => setPerson(v)}
            filterOption={(input, o) => String(o?.value ?? '').includes(input.trim())}
            status={error ? 'error' : undefined}
          />
          <Input type="datetime-local" aria-label={t('permitsui.guard.time')} placeholder={t('permitsui.guard.time')} value={local} onChange={(e) => setLocal(e.target.value)} />
          {error && <Typography.Text type="danger">{error}</Typography.Text>}
          <Flex gap={12}>
            <Button block size="large" type="primary" loading={busy === 'in'} disabled={busy !== null} onClick={() => void go('in')}>
              {t('permitsui.guard.in')}
            </Button>
            <Button block size="large" loading={busy === 'out'} disabled={busy !== null} onClick={() => void go('out')}>
              {t('permitsui.guard.out')}
            </Button>
          </Flex>
        </Flex>
      )}
    </section>
  );
}

export function PermitPhoneGuard({ permit, onSend }: PermitPhoneGuardProps) {
  const guard = siteGuardOf(permit);
  const [photos, setPhotos] = useState<string[]>([]);
  const [busy, setBusy] = useState<number | null>(null);
  const workers = useMemo(() => (permit.zuoYeRen ?? []).map((w) => w.xingMing).filter((n): n is string => typeof n === 'string' && n.trim() !== ''), [permit.zuoYeRen]);
  if (!guard || (!guard.measures.length && !guard.confined)) return null;
  const ref: PermitRef = { id: permit.id, kind: permit.zuoYeLeiXing, number: permit.zuoYeBianHao };
  const canRecord = guard.mayRecord && guard.recording;
  // The measures the caller may confirm (the server decides: the holder of a measure's role, or the guardian).
  const mayConfirmAny = guard.measures.some((m) => m.mayConfirm && !m.check);
  const who = [guard.guardian, guard.leader].filter(Boolean).join(tp('permitsui.sep.list')) || '—';

  const confirm = async (m: SiteGuardMeasure) => {
    setBusy(m.index);
    try {
      await onSend(guardMeasureRequest(ref, m.index, new Date().toISOString(), t('permitsui.guard.confirm'), photos), t('permitsui.guard.confirmed'));
      setPhotos([]);
    } catch {
      // The page shows the server's reason.
    } finally {
      setBusy(null);
    }
  };
  const entry = async (person: string, d: EntryDirection, local: string): Promise<boolean> => {
    const label = t(d === 'in' ? 'permitsui.guard.in' : 'permitsui.guard.out');
    try {
      await onSend(guardEntryRequest(ref, person, d, pickedInstant(local), `${label} ${person.trim()}`), t(d === 'in' ? 'permitsui.guard.recordedIn' : 'permitsui.guard.recordedOut'));
      return true;
    } catch {
      return false;
    }
  };

  return (
    <Card size="small" title={t('permitsui.guard.title')} data-testid="permit-phone-guard" style={{ marginTop: 12 }}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {canRecord ? t('permitsui.guard.hint', { who }) : mayConfirmAny ? t('permitsui.guard.hintRole', { who }) : t('permitsui.guard.readOnly')}
        </Typography.Text>
        {guard.measures.length > 0 && (
          <section data-testid="permit-phone-guard-measures">
            <Typography.Text strong>{t('permitsui.guard.measures')}</Typography.Text>
            <List
              size="small"
              dataSource={guard.measures}
              renderItem={(m) => <MeasureItem key={m.index} m={m} note={t(whoConfirmsKey(m, guard))} busy={busy === m.index} onConfirm={confirm} />}
            />
            {mayConfirmAny && <PhotoCapture value={photos} onChange={setPhotos} maxCount={MAX_SLOT_PHOTOS} disabled={busy !== null} />}
          </section>
        )}
        {guard.confined && <EntryRecord guard={guard} workers={workers} canRecord={canRecord} onEntry={entry} />}
      </Flex>
    </Card>
  );
}
