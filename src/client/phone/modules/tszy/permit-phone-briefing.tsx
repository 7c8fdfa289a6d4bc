// 安全交底签字 on a permit's phone page (issue 16 item 5, GB 30871 4.4): the briefing (交底人, 交底时间, 交底内容) and
// each 作业人 with their signature; while the permit is a draft, a worker who has not signed signs on the phone's pad
// (the runtime's SignaturePad; the signature is this permit's, drawn by the phone's account through the page's
// SiteClient), then `POST /{kind}/jiaoDiQianZi` names them as its signer. PermitPhoneBriefing shows and asks;
// PermitPhoneBriefingCard sends the naming through phoneSend and reloads the page.
import { Alert, Button, Card, Flex, List, Tag, Typography, message } from 'antd';
import { useState } from 'react';
import { permitBriefingUiZh } from '../../../../domain/i18n/zh/permit-briefing-ui.ts';
import { briefingOf, signedBy, type BriefingSignature } from '../../../../domain/permit-briefing.ts';
import { permitKindPath } from '../../../../domain/permit-kinds.ts';
import { PERMIT_SITE_RESOURCE, phonePermitPath } from '../../../../domain/phone-paths.ts';
import { textOf } from '../../../../runtime/i18n/text-of.ts';
import { SignatureImage } from '../../../../runtime/phone/signature-image.tsx';
import { SignaturePad, type SignatureResult } from '../../../../runtime/phone/signature-pad.tsx';
import { useSiteClient } from '../../../../runtime/phone/site-client.ts';
import type { PermitView, Worker } from '../../../api/permit-api.ts';
import { reasonOf, showTime } from '../../../pages/tszy/permit-labels.ts';
import { phoneSend } from '../../phone-send.ts';

const tb = textOf(permitBriefingUiZh);

export interface PermitPhoneBriefingProps {
  permit: PermitView;
  /** The person may write permits (a reader sees the signatures only). */
  canSign: boolean;
  /** Names worker row `row` the signer of signature `signatureId`; rejects with the reason shown. */
  onSign: (row: number, signatureId: number) => Promise<void>;
}

const signatureOf = (w: Partial<Worker>, signatures: readonly BriefingSignature[]) =>
  signatures.find((s) => signedBy(s, { xingMing: w.xingMing, ...(typeof w.renYuan === 'number' ? { renYuan: w.renYuan } : {}) }));

export function PermitPhoneBriefing({ permit, canSign, onSign }: PermitPhoneBriefingProps) {
  const site = useSiteClient();
  const [signing, setSigning] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const b = briefingOf(permit);
  const signatures = b.qianZi ?? [];
  const workers = (permit.zuoYeRen ?? []).map((w, row) => ({ ...w, row }));
  const draft = permit.zhuangTai === 'DRAFT';
  if (!draft && signatures.length === 0) return null;

  const confirm = async (row: number, name: string, r: SignatureResult) => {
    if (!site) return;
    setBusy(true);
    try {
      const saved = await site.sign({ resource: PERMIT_SITE_RESOURCE, recordId: permit.id, image: r.image, strokes: r.strokes });
      await onSign(row, saved.id);
      void message.success(tb('permitsui.briefing.done', { name }));
      setSigning(null);
    } catch (e) {
      void message.error(reasonOf(e, tb('permitsui.briefing.failed')));
      throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title={tb('permitsui.briefing.phoneTitle')} data-testid="permit-phone-briefing" style={{ marginTop: 12 }}>
      <Flex vertical gap={8}>
        {b.jiaoDiNeiRong ? (
          <>
            <Typography.Text type="secondary">{b.jiaoDiShiJian ? tb('permitsui.briefing.givenByAt', { name: b.jiaoDiRen ?? '—', time: showTime(b.jiaoDiShiJian) }) : tb('permitsui.briefing.givenBy', { name: b.jiaoDiRen ?? '—' })}</Typography.Text>
            <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{b.jiaoDiNeiRong}</Typography.Paragraph>
          </>
        ) : (
          <Typography.Text type="secondary">{tb('permitsui.briefing.none')}</Typography.Text>
        )}
        {!draft && <Alert type="info" showIcon message={tb('permitsui.briefing.frozen')} />}
        <List
          size="small"
          dataSource={workers}
          locale={{ emptyText: tb('permitsui.briefing.noWorkers') }}
          renderItem={(w) => {
            const s = signatureOf(w, signatures);
            return (
              <List.Item key={w.row} data-testid="briefing-worker" data-worker={w.xingMing}>
                <Flex vertical gap={6} style={{ width: '100%' }}>
                  <Flex justify="space-between" align="center">
                    <Typography.Text strong>{w.xingMing}</Typography.Text>
                    {s ? (
                      <Tag color="success">{s.shiJian ? tb('permitsui.briefing.signedAt', { time: showTime(s.shiJian) }) : tb('permitsui.briefing.signed')}</Tag>
                    ) : draft && canSign && site && signing !== w.row ? (
                      <Button type="primary" size="small" disabled={busy} onClick={() => setSigning(w.row)} aria-label={`${tb('permitsui.briefing.sign')} ${w.xingMing}`}>
                        {tb('permitsui.briefing.sign')}
                      </Button>
                    ) : (
                      !s && signing !== w.row && <Tag>{tb('permitsui.briefing.unsigned')}</Tag>
                    )}
                  </Flex>
                  {s && <SignatureImage id={s.qianMing} alt={tb('permitsui.briefing.signatureAlt', { name: w.xingMing })} height={48} />}
                  {!s && signing === w.row && (
                    <>
                      <Typography.Text>{tb('permitsui.briefing.signFor', { name: w.xingMing })}</Typography.Text>
                      <SignaturePad height={160} disabled={busy} confirmText={tb('permitsui.briefing.confirm')} onConfirm={(r) => confirm(w.row, w.xingMing, r)} />
                      <Button size="small" disabled={busy} onClick={() => setSigning(null)}>
                        {tb('permitsui.briefing.cancel')}
                      </Button>
                    </>
                  )}
                </Flex>
              </List.Item>
            );
          }}
        />
      </Flex>
    </Card>
  );
}

export interface PermitPhoneBriefingCardProps {
  permit: PermitView;
  canSign: boolean;
  /** After a worker signed (the page reloads the permit). */
  onSigned: () => void;
}

/** The briefing card of the phone page: the naming sent as the phone's other writes are (phoneSend). */
export function PermitPhoneBriefingCard({ permit, canSign, onSigned }: PermitPhoneBriefingCardProps) {
  const onSign = async (row: number, signatureId: number) => {
    await phoneSend({
      method: 'POST',
      url: `/tszy/${permitKindPath(permit.zuoYeLeiXing)}/jiaoDiQianZi`,
      body: { id: permit.id, zuoYeRen: row, signatureId },
      label: `${permit.zuoYeBianHao} ${tb('permitsui.briefing.phoneTitle')}`,
      page: phonePermitPath(permit.id),
    });
    onSigned();
  };
  return <PermitPhoneBriefing permit={permit} canSign={canSign} onSign={onSign} />;
}
