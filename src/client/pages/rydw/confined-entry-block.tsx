// Block `rydw/confined-entry` (blocks.ts; placed by the confined-space permit file's detail.blocks): the permit's entry
// and exit record (GB 30871-2022 6.8 c) with who it has inside, checked against the location tags in the permit's
// site (docs/location.md "Confined space"); while the work is in progress, a person is recorded going in or out here.
import { Alert, AutoComplete, Button, Flex, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { formatTime } from '../../../domain/format.ts';
import { rydwZh } from '../../../domain/i18n/zh/rydw.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { DetailBlockProps } from '../../router/block-registry.ts';
import { confinedEntry, recordConfinedEntry, type ConfinedEntry } from './rydw-api.ts';

const t = textOf(rydwZh);

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; entry: ConfinedEntry };
type Mismatch = ConfinedEntry['mismatches'][number];

const mismatchText = (m: Mismatch) =>
  t(m.kind === 'unrecorded' ? 'rydw.ui.confined.unrecorded' : m.tagCode ? 'rydw.ui.confined.absent' : 'rydw.ui.confined.unseen', { who: m.person });

/** The permit's workers (作业人) by name, offered when recording. */
function workersOf(record: object): string[] {
  const list = (record as { zuoYeRen?: unknown }).zuoYeRen;
  if (!Array.isArray(list)) return [];
  return list.map((w: unknown) => (typeof (w as { xingMing?: unknown })?.xingMing === 'string' ? (w as { xingMing: string }).xingMing : '')).filter(Boolean);
}

export default function ConfinedEntryBlock({ record }: DetailBlockProps) {
  const id = Number((record as { id?: unknown }).id);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [person, setPerson] = useState('');
  const [busy, setBusy] = useState(false);
  const fetchEntry = useCallback(() => {
    if (!Number.isInteger(id)) return;
    confinedEntry(id).then(
      (entry) => setLoad({ status: 'ready', entry }),
      () => setLoad({ status: 'failed' }),
    );
  }, [id]);
  useEffect(fetchEntry, [fetchEntry]);

  const save = async (direction: 'in' | 'out') => {
    setBusy(true);
    try {
      const entry = await recordConfinedEntry(id, person.trim(), direction);
      setLoad({ status: 'ready', entry });
      setPerson('');
    } catch {
      // The http client showed the refusal.
    } finally {
      setBusy(false);
    }
  };

  if (load.status === 'failed') return <Typography.Text type="secondary">{t('rydw.ui.confined.failed')}</Typography.Text>;
  if (load.status === 'loading') return <Table size="small" loading pagination={false} dataSource={[]} />;
  const { entry } = load;
  const inProgress = entry.state === 'IN_PROGRESS';
  return (
    <Flex vertical gap={12} data-testid="confined-entry-block" data-inside={entry.inside.join(',')}>
      {entry.site ? (
        <Typography.Text type="secondary">{t('rydw.ui.confined.site', { area: entry.site.name })}</Typography.Text>
      ) : (
        <Alert type="info" showIcon message={t('rydw.ui.confined.noSite')} />
      )}
      {entry.site && inProgress && (
        entry.mismatches.length ? (
          <Alert type="error" showIcon data-testid="confined-entry-mismatches" message={t('rydw.ui.confined.disagree')} description={entry.mismatches.map((m) => <div key={m.person}>{mismatchText(m)}</div>)} />
        ) : (
          <Alert type="success" showIcon message={t('rydw.ui.confined.agree')} />
        )
      )}
      <Space wrap>
        <Typography.Text>{t('rydw.ui.confined.inside', { n: entry.inside.length })}</Typography.Text>
        {entry.inside.map((p) => (
          <Tag key={p} color="blue">
            {p}
          </Tag>
        ))}
      </Space>
      {inProgress && (
        <Space wrap>
          <AutoComplete
            style={{ width: 200 }}
            value={person}
            onChange={setPerson}
            options={workersOf(record).map((w) => ({ value: w }))}
            placeholder={t('rydw.ui.confined.personPlaceholder')}
            aria-label={t('rydw.ui.confined.person')}
          />
          <Button type="primary" disabled={!person.trim()} loading={busy} onClick={() => void save('in')}>
            {t('rydw.ui.confined.in')}
          </Button>
          <Button disabled={!person.trim()} loading={busy} onClick={() => void save('out')}>
            {t('rydw.ui.confined.out')}
          </Button>
        </Space>
      )}
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={[...entry.lines].reverse()}
        locale={{ emptyText: t('rydw.ui.confined.empty') }}
        columns={[
          { title: t('rydw.ui.confined.time'), dataIndex: 'at', render: (v: string) => formatTime(v, 'MM-DD HH:mm:ss') },
          { title: t('rydw.ui.confined.person'), dataIndex: 'person' },
          { title: t('rydw.ui.confined.direction'), dataIndex: 'direction', render: (v: 'in' | 'out') => <Tag color={v === 'in' ? 'orange' : 'green'}>{t(v === 'in' ? 'rydw.ui.confined.dirIn' : 'rydw.ui.confined.dirOut')}</Tag> },
          { title: t('rydw.ui.confined.by'), dataIndex: 'byName' },
        ]}
      />
    </Flex>
  );
}
