// 作业票详情 (menu component tszy/permit-detail, /tszy/detail/:id): the header (number, kind, grade and its
// rule, state, 已中断 since … while the work is interrupted), the actions the server lists for the person
// (allowedActions), the blocks the kind's file places (the approval flow with 同意 / 退回 when 'audit' is allowed,
// the gas analyses, the work at the same site, the guardian's record…: permit-approval-block.tsx and the others,
// given the page through PermitDetailContext), the form read-only (SchemaDetail), the history, and 打印 (the Annex A print view, with the QR code of the permit's
// phone page). Each slot shows the signature, distance and photos taken at the site (slot-site-proof.tsx). Once shown, the person's
// notifications about the permit become read (a notification stays unread until its record was seen).
import { Alert, Button, Card, Descriptions, Flex, Modal, Result, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { commonZh } from '../../../domain/i18n/zh/common.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { interruptedSince, permitApi } from '../../api/permit-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { PermitActionsBar } from './permit-actions-bar.tsx';
import { PermitDetailContext } from './permit-detail-context.ts';
import { PermitEventList } from './permit-event-list.tsx';
import { PermitDetailFields, permitHiddenFields } from './permit-detail-fields.tsx';
import { resumeHint } from './permit-interrupt-dialog.tsx';
import { gradeName, kindName, kindShortName, showTime, slotTitle, STATE_COLORS, stateName, t } from './permit-labels.ts';
import { PermitPrintView } from './permit-print-view.tsx';
import { DetailBlocks } from '../../components/detail-blocks.tsx';
import { useNotificationStore } from '../../shell/notification-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { permitFileOf, usePermitFormFile } from './use-permit-form-file.ts';
import { usePermitLoad } from './use-permit-load.ts';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import { httpSiteClient } from '../../api/site-client-http.ts';
import { ResourceClientContext } from '../../../runtime/resource-client.ts';
import { SiteClientContext } from '../../../runtime/phone/site-client.ts';

const tc = textOf(commonZh);

export default function PermitDetailPage(_: Partial<ViewProps>) {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const navigate = useNavigate();
  const { load, reload } = usePermitLoad(id);
  const [printing, setPrinting] = useState(false);
  const [qrUrl, setQrUrl] = useState<string | null>(null);
  const hasStaff = useSessionStore((s) => s.userInfo?.renYuanId != null);
  const shownId = load.status === 'ready' ? load.permit.id : null;
  // The kind's file as the enterprise tailored it: the form read-only and the print view show it.
  const file = usePermitFormFile(load.status === 'ready' ? load.permit.zuoYeLeiXing : null);

  // Seen: the person's notifications about this permit become read (only people with a staff record get any).
  useEffect(() => {
    if (shownId !== null && hasStaff) void useNotificationStore.getState().recordSeen('tszy', shownId);
  }, [shownId, hasStaff]);

  // The print view's QR code (the permit's phone page), fetched when it is first opened; none when it cannot be had.
  useEffect(() => {
    if (!printing || qrUrl !== null || !Number.isInteger(id)) return;
    let live = true;
    permitApi.qr(id).then(
      (q) => live && setQrUrl(q.url),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [printing, qrUrl, id]);

  /** After an action: the permit reloads, and so do the notifications and the workbench's waiting work. */
  const changed = useCallback(() => {
    reload();
    useNotificationStore.getState().changed();
  }, [reload]);

  if (load.status === 'loading') {
    return (
      <Flex justify="center" align="center" style={{ minHeight: 240 }}>
        <Spin size="large" aria-label={t('permitsui.page.loading')} />
      </Flex>
    );
  }
  if (load.status === 'failed') {
    return (
      <Result
        status={load.notFound ? '404' : 'error'}
        title={t(load.notFound ? 'permitsui.page.notFound' : 'permitsui.page.loadFailed')}
        subTitle={load.reason}
        extra={[
          !load.notFound && (
            <Button key="retry" onClick={reload}>
              {t('permitsui.page.retry')}
            </Button>
          ),
          <Button key="back" onClick={() => void navigate('/tszy/list')}>
            {t('permitsui.page.backToList')}
          </Button>,
        ]}
      />
    );
  }
  const { permit, people } = load;
  const resource = permitFileOf(permit.zuoYeLeiXing, file);
  const kind = permit.zuoYeLeiXing;
  const interrupted = interruptedSince(permit);
  return (
    <SiteClientContext.Provider value={httpSiteClient}>
      <ResourceClientContext.Provider value={httpResourceClient}>
        <Flex vertical gap={16}>
          <Card
            title={
              <span>
                {t('permitsui.detail.heading', { kind: kindName(kind), no: permit.zuoYeBianHao })}{' '}
                <Tag color={STATE_COLORS[permit.zhuangTai]}>{stateName(permit.zhuangTai, permit.zhuangTaiMingCheng)}</Tag>
                {interrupted && <Tag color="red">{t('permitsui.detail.interruptedSince', { time: showTime(interrupted) })}</Tag>}
              </span>
            }
          >
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2, lg: 4 }}
              items={[
                { key: 'kind', label: t('permitsui.col.kind'), children: kindShortName(kind) },
                { key: 'grade', label: t('permitsui.detail.grade'), children: gradeName(permit.jiBieDaiMa, permit.zuoYeJiBie) },
                { key: 'slot', label: t('permitsui.col.slot'), children: slotTitle(permit.dangQianHuanJie) ?? '—' },
                { key: 'by', label: t('permitsui.detail.applicant'), children: permit.createdByName ?? '—' },
                { key: 'version', label: t('permitsui.detail.version'), children: t('permitsui.detail.versionNo', { version: permit.banBen ?? 1 }) },
                { key: 'start', label: t('permitsui.col.plannedStart'), children: showTime(permit.jiHuaKaiShiShiJian) },
                { key: 'end', label: t('permitsui.col.plannedEnd'), children: showTime(permit.jiHuaJieShuShiJian) },
                { key: 'real', label: t('permitsui.detail.actualStart'), children: showTime(permit.shiJiKaiShiShiJian) },
                { key: 'done', label: t('permitsui.detail.finishedAt'), children: showTime(permit.wanGongShiJian) },
              ]}
            />
            {interrupted && (
              <Alert type="error" showIcon style={{ margin: '12px 0' }} message={t('permitsui.detail.interruptedAt', { time: showTime(interrupted) })} description={resumeHint(permit)} />
            )}
            {permit.jiBieYiJu && <Alert type="info" showIcon style={{ margin: '12px 0' }} message={t('permitsui.detail.gradeBasis')} description={permit.jiBieYiJu} />}
            {permit.tuiHui && (
              <Alert
                type="warning"
                showIcon
                style={{ margin: '12px 0' }}
                message={t('permitsui.detail.returned', { slot: slotTitle(permit.tuiHui.slotTitle), by: permit.tuiHui.byName ?? '', time: showTime(permit.tuiHui.at) })}
                description={permit.tuiHui.opinion}
              />
            )}
            <PermitActionsBar
              permit={permit}
              onChanged={changed}
              onEdit={() => void navigate(`/tszy/create?kind=${kind}&id=${id}`)}
              onPrint={() => setPrinting(true)}
              onRemoved={() => void navigate('/tszy/list')}
            />
          </Card>
          {/* The file's blocks: the approval flow, the gas analyses, the work at the same site, the guardian's record… */}
          <PermitDetailContext.Provider value={{ permit, slots: people.slots, reload, changed }}>
            <DetailBlocks blocks={resource.detail?.blocks} record={permit} />
          </PermitDetailContext.Provider>
          <Card title={t('permitsui.detail.content')}>
            <PermitDetailFields permit={permit} file={file} />
          </Card>
          <Card title={t('permitsui.detail.events')}>
            <PermitEventList events={permit.events} />
          </Card>
          <Modal
            title={t('permitsui.detail.printPreview')}
            open={printing}
            width={900}
            onCancel={() => setPrinting(false)}
            footer={[
              <Button key="close" onClick={() => setPrinting(false)}>
                {tc('common.close')}
              </Button>,
              <Button key="print" type="primary" onClick={() => window.print()}>
                {t('permitsui.action.print')}
              </Button>,
            ]}
          >
            <Typography.Paragraph type="secondary">{t('permitsui.detail.printHint')}</Typography.Paragraph>
            <PermitPrintView
              permit={permit}
              resource={resource}
              hiddenFields={permitHiddenFields(resource, file)}
              slots={people.slots}
              analyses={permit.analyses}
              qrUrl={qrUrl}
            />
          </Modal>
        </Flex>
      </ResourceClientContext.Provider>
    </SiteClientContext.Provider>
  );
}
