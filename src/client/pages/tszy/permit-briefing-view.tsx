// The job hazard analysis and the safety briefing of a permit, read-only (issue 16 item 5; the detail shows each as its
// field's view, permit-field-views.tsx): the analysis as a table (作业步骤, 危害因素, 控制措施, 分析人), the briefing (交底人, 交底时间, 交底内容) and each worker's signature image with
// its time, and the workers who must sign again when the content changed after they signed (the detail's
// jiaoDiChongQian); a permit of the former form shows its free texts 安全交底人 / 接受交底人 instead. The signatures' images
// come through the page's SiteClient (the image call needs the session).
import { Alert, Descriptions, Flex, Table, Typography } from 'antd';
import { permitBriefingUiZh } from '../../../domain/i18n/zh/permit-briefing-ui.ts';
import { briefingOf, hazardSteps, type BriefingSignature, type HazardStep } from '../../../domain/permit-briefing.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { SignatureImage } from '../../../runtime/phone/signature-image.tsx';
import type { PermitView } from '../../api/permit-api.ts';
import { showTime, t } from './permit-labels.ts';

const tb = textOf(permitBriefingUiZh);

/** The free texts of a permit before the briefing, or null when it has none. */
export function legacyBriefingText(permit: Pick<PermitView, 'jiaoDiRen' | 'jieShouRen'>): string | null {
  if (!permit.jiaoDiRen && !permit.jieShouRen) return null;
  return tb('permitsui.briefing.legacy', { briefer: permit.jiaoDiRen ?? '—', receivers: permit.jieShouRen ?? '—' });
}

/** One signature: the image, the name and the time. */
export function BriefingSignatureItem({ s, height = 48 }: { s: BriefingSignature; height?: number }) {
  return (
    <Flex vertical align="center" gap={2} data-testid="briefing-signature" data-signer={s.xingMing}>
      <SignatureImage id={s.qianMing} alt={tb('permitsui.briefing.signatureAlt', { name: s.xingMing })} height={height} />
      <Typography.Text>{s.xingMing}</Typography.Text>
      {s.shiJian && <Typography.Text type="secondary">{showTime(s.shiJian)}</Typography.Text>}
    </Flex>
  );
}

/** The job hazard analysis as a table (作业步骤, 危害因素, 控制措施, 分析人). */
export function PermitHazardsView({ permit }: { permit: PermitView }) {
  const steps = hazardSteps(permit).map((s, i) => ({ ...s, rowKey: i }));
  return (
    <Table<HazardStep & { rowKey: number }>
      size="small"
      rowKey="rowKey"
      pagination={false}
      dataSource={steps}
      aria-label={tb('permitsui.jha.title')}
      locale={{ emptyText: tb('permitsui.jha.none') }}
      columns={[
        { title: '#', key: 'no', width: 50, render: (_: unknown, s: { rowKey: number }) => s.rowKey + 1 },
        { title: tb('permitsui.jha.step'), dataIndex: 'buZhou' },
        { title: tb('permitsui.jha.hazard'), dataIndex: 'weiHai', render: (v?: string) => v || '—' },
        { title: tb('permitsui.jha.control'), dataIndex: 'kongZhi', render: (v?: string) => v || '—' },
        { title: tb('permitsui.jha.analyst'), dataIndex: 'fenXiRen', width: 120, render: (v?: string) => v || '—' },
      ]}
    />
  );
}

/** The briefing (交底人, 交底时间, 交底内容) and the workers' signatures, or the former free texts. */
export function PermitBriefingView({ permit }: { permit: PermitView }) {
  const b = briefingOf(permit);
  const signatures = b.qianZi ?? [];
  const legacy = legacyBriefingText(permit);
  const signAgain = permit.jiaoDiChongQian ?? [];
  return (
    <div data-testid="permit-briefing-view">
      {b.jiaoDiRen || b.jiaoDiNeiRong ? (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
          items={[
            { key: 'by', label: tb('permitsui.briefing.briefer'), children: b.jiaoDiRen || '—' },
            { key: 'at', label: tb('permitsui.briefing.time'), children: b.jiaoDiShiJian ? showTime(b.jiaoDiShiJian) : '—' },
            { key: 'what', label: tb('permitsui.briefing.content'), span: 2, children: b.jiaoDiNeiRong || '—' },
          ]}
        />
      ) : (
        <Typography.Paragraph type="secondary">{legacy ?? tb('permitsui.briefing.none')}</Typography.Paragraph>
      )}
      {legacy && (b.jiaoDiRen || b.jiaoDiNeiRong) && <Typography.Paragraph type="secondary">{legacy}</Typography.Paragraph>}
      <Typography.Text strong style={{ display: 'block', marginTop: 8 }}>
        {tb('permitsui.briefing.signatures')}
      </Typography.Text>
      {signAgain.length > 0 && (
        <Alert type="warning" showIcon data-testid="briefing-sign-again" style={{ margin: '4px 0' }} message={tb('permitsui.briefing.signAgain', { names: signAgain.join(t('permitsui.sep.list')) })} />
      )}
      {signatures.length === 0 ? (
        <Typography.Text type="secondary">{tb('permitsui.briefing.unsigned')}</Typography.Text>
      ) : (
        <Flex gap={16} wrap style={{ marginTop: 4 }}>
          {signatures.map((s) => (
            <BriefingSignatureItem key={s.qianMing} s={s} />
          ))}
        </Flex>
      )}
    </div>
  );
}
