// The departments of a 会签 slot on a permit's phone page (动土 / 断路, issue 16 item 2): one line each, 已会签 with
// who, when, the opinion and the site proof (signature, distance, photos), or 待会签 with who may sign.
import { Flex, Tag, Typography } from 'antd';
import { permitCountersignZh } from '../../../../domain/i18n/zh/permit-countersign.ts';
import { textOf } from '../../../../runtime/i18n/text-of.ts';
import type { CountersignDepartmentEntry } from '../../../api/permit-api.ts';
import { showTime, t as tp } from '../../../pages/tszy/permit-labels.ts';
import { SlotSiteProof } from '../../../pages/tszy/slot-site-proof.tsx';

const t = textOf(permitCountersignZh);

export function PhoneCountersignDepartments({ departments }: { departments: readonly CountersignDepartmentEntry[] }) {
  return (
    <Flex vertical gap={8} data-testid="phone-countersign-departments">
      {departments.map((d) => (
        <Flex key={d.name} vertical gap={2} data-department={d.name}>
          <span>
            <Typography.Text strong>{d.name}</Typography.Text>{' '}
            {d.signer ? <Tag color="green">{t('permitsui.countersign.signed')}</Tag> : <Tag color="processing">{t('permitsui.countersign.waiting')}</Tag>}
          </span>
          {d.signer ? (
            <>
              <Typography.Text type="secondary">{tp('permitsui.approval.signed', { signer: d.signerName ?? d.signer, time: showTime(d.at) })}</Typography.Text>
              {d.opinion && <Typography.Text>{d.opinion}</Typography.Text>}
              <SlotSiteProof slot={d} />
            </>
          ) : (
            <Typography.Text type="secondary">{t('permitsui.countersign.mayBeSignedBy', { names: (d.signerNames ?? []).join(tp('permitsui.sep.list')) || '—' })}</Typography.Text>
          )}
        </Flex>
      ))}
    </Flex>
  );
}
