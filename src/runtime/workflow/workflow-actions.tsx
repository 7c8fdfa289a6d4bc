// The actions of a record the person may take now, as buttons (the detail) or as the 流程 menu of a list row:
// only what `GET {ep}/actions?id=` offers. Choosing one calls `onStart` (the screen's useWorkflowAction).
import { useState } from 'react';
import { Alert, Button, Dropdown, Flex, Spin } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { ResourceRecord } from '../resource-client.ts';
import { useWorkflowOffers } from './use-workflow-offers.ts';
import type { WorkflowOffer } from './workflow-client.ts';
import { wfuiZh } from '../../domain/i18n/zh/wfui.ts';
import { textOf } from '../i18n/text-of.ts';

const t = textOf(wfuiZh);

export interface WorkflowActionsProps {
  resource: ResourceFile;
  record: ResourceRecord;
  /** Bumped after an action: the offers load again. */
  version: number;
  onStart: (record: ResourceRecord, offer: WorkflowOffer) => void;
  /** Only the offers of this kind (the approval panel shows the approval ops, the header the transitions). */
  kind?: WorkflowOffer['kind'];
}

/** Buttons of the offered actions (none offered: nothing, or a quiet note). */
export function WorkflowActions({ resource, record, version, onStart, kind }: WorkflowActionsProps) {
  const loaded = useWorkflowOffers(resource, record.id, version);
  const { loading, error } = loaded;
  const offers = kind ? loaded.offers.filter((o) => o.kind === kind) : loaded.offers;
  if (error) return <Alert type="warning" showIcon message={error} data-testid="workflow-actions-error" />;
  if (loading && offers.length === 0) return <Spin size="small" aria-label={t('wfui.loading')} />;
  if (offers.length === 0) return null;
  return (
    <Flex gap={8} wrap data-testid="workflow-actions">
      {offers.map((o, i) => (
        <Button key={o.action} type={i === 0 ? 'primary' : 'default'} onClick={() => onStart(record, o)}>
          {o.label}
        </Button>
      ))}
    </Flex>
  );
}

/** The 流程 menu of a list row: its offers load when it opens. */
export function WorkflowRowMenu({ resource, record, version, onStart }: WorkflowActionsProps) {
  const [open, setOpen] = useState(false);
  const { offers, loading, error } = useWorkflowOffers(resource, record.id, version, open);
  let items;
  if (loading) items = [{ key: '__loading', label: t('wfui.loading'), disabled: true }];
  else if (error) items = [{ key: '__error', label: error, disabled: true }];
  else if (offers.length === 0) items = [{ key: '__none', label: t('wfui.actions.none'), disabled: true }];
  else items = offers.map((o) => ({ key: o.action, label: o.label }));
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          const offer = offers.find((o) => o.action === key);
          setOpen(false);
          if (offer) onStart(record, offer);
        },
      }}
    >
      <Button type="link" size="small" aria-label={`${t('wfui.actions.menu')} ${String(record.id)}`}>
        {t('wfui.actions.menu')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
