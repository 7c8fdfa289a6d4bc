// Block `qing-dan/derive-duty-lists` (blocks.ts; placed by the duty-template file's detail.blocks): 按岗位模板生成, the
// template's 履职清单 derived (or updated) for each person holding its post (POST /qing-dan/duty-template/derive,
// docs/checklists.md); the counts it answers, and a link to 履职清单. A refusal (no items, nobody holds the post, the
// template switched off) is shown by the http client; those who may not write checklists see no button.
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fxfjgkZh } from '../../../domain/i18n/zh/fxfjgk.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { request } from '../../api/http.ts';
import type { DetailBlockProps } from '../../router/block-registry.ts';
import { useSessionStore } from '../../stores/session-store.ts';

const t = textOf(fxfjgkZh);
const WRITERS = ['admin', 'qyUser'];

export interface DerivationResult {
  created: number;
  updated: number;
  disabled: number;
  listIds: number[];
}

export default function DeriveDutyListsBlock({ record }: DetailBlockProps) {
  const { id, postName } = record as { id?: unknown; postName?: unknown };
  const roles = useSessionStore((s) => s.roles);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<DerivationResult | null>(null);
  const derive = async () => {
    setBusy(true);
    try {
      const body = await request<DerivationResult>({ method: 'POST', url: '/qing-dan/duty-template/derive', data: { id: Number(id) } });
      setDone(body.data ?? null);
    } catch {
      // The http client showed the refusal.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={12} data-testid="derive-duty-lists">
      <Typography.Text type="secondary">{t('fxfjgk.qd.duty.block.hint', { post: typeof postName === 'string' ? postName : '' })}</Typography.Text>
      {roles.some((r) => WRITERS.includes(r)) && (
        <div>
          <Button type="primary" loading={busy} onClick={() => void derive()}>
            {t('fxfjgk.qd.duty.block.derive')}
          </Button>
        </div>
      )}
      {done && (
        <Alert
          type="success"
          showIcon
          message={t('fxfjgk.qd.duty.block.done', { created: done.created, updated: done.updated, disabled: done.disabled })}
          action={<Link to="/qing-dan/duty-list">{t('fxfjgk.qd.duty.block.open')}</Link>}
        />
      )}
    </Flex>
  );
}
