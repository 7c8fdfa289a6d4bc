// 作业票详情 (menu component tszy/permit-detail, /tszy/detail/:id): the header (number, kind, grade and its
// rule, state, 已中断 since … while the work is interrupted), the actions the server lists for the person
// (allowedActions), the blocks the kind's file places (the approval flow with 同意 / 退回 when 'audit' is
// allowed, the gas analyses, the work at the same site, the guardian's record…: permit-approval-block.tsx and
// the others, given the page through PermitDetailContext), the form read-only (SchemaDetail), the history, and
// 打印 (the print view the file places as its `detail.print`: the Annex A sheet with the QR code of the
// permit's phone page, permit-print-block.tsx). Each slot shows the signature, distance and photos taken at
// the site (slot-site-proof.tsx). Once shown, the person's notifications about the permit become read (a
// notification stays unread until its record was seen).
import { Alert, Button, Card, Descriptions, Flex, Result, Spin, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { interruptedSince } from '../../api/permit-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { PermitActionsBar } from './permit-actions-bar.tsx';
import { PermitDetailContext } from './permit-detail-context.ts';
import { PermitEventList } from './permit-event-list.tsx';
import { PermitDetailFields } from './permit-detail-fields.tsx';
import { resumeHint } from './permit-interrupt-dialog.tsx';
import { gradeName, kindName, kindShortName, showTime, slotTitle, STATE_COLORS, stateName, t } from './permit-labels.ts';
import { DetailBlocks } from '../../components/detail-blocks.tsx';
import { DetailPrintDialog } from '../../components/detail-print-dialog.tsx';
import { useNotificationStore } from '../../shell/notification-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { tailoredPermitFile, usePermitFormFile } from './use-permit-form-file.ts';
import { usePermitLoad } from './use-permit-load.ts';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import { httpSiteClient } from '../../api/site-client-http.ts';
import { ResourceClientContext } from '../../../runtime/resource-client.ts';
import { SiteClientContext } from '../../../runtime/phone/site-client.ts';

export default function PermitDetailPage(_: Partial<ViewProps>) {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const navigate = useNavigate();
  const { load, reload } = usePermitLoad(id);
  const [printing, setPrinting] = useState(false);
  const hasStaff = useSessionStore((s) => s.userInfo?.renYuanId != null);
  const shownId = load.status === 'ready' ? load.permit.id : null;
  // The kind's file as the enterprise tailored it: the form read-only and the print view show it.
  const fileLoad = usePermitFormFile(load.status === 'ready' ? load.permit.zuoYeLeiXing : null);

  // Seen: the person's notifications about this permit become read (only people with a staff record get any).
  useEffect(() => {
    if (shownId !== null && hasStaff) void useNotificationStore.getState().recordSeen('tszy', shownId);
  }, [shownId, hasStaff]);

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
  const file = tailoredPermitFile(permit.zuoYeLeiXing, fileLoad);
  const { resource } = file;
  const print = resource.detail?.print;
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
              onPrint={print ? () => setPrinting(true) : undefined}
              onRemoved={() => void navigate('/tszy/list')}
            />
          </Card>
          {/* The file's blocks: the approval flow, the gas analyses, the work at the same site, the guardian's record… */}
          <PermitDetailContext.Provider value={{ permit, slots: people.slots, file, reload, changed }}>
            <DetailBlocks blocks={resource.detail?.blocks} record={permit} />
            <Card title={t('permitsui.detail.content')}>
              <PermitDetailFields permit={permit} file={file} />
            </Card>
            <Card title={t('permitsui.detail.events')}>
              <PermitEventList events={permit.events} />
            </Card>
            {print && <DetailPrintDialog print={print} record={permit} open={printing} onClose={() => setPrinting(false)} />}
          </PermitDetailContext.Provider>
        </Flex>
      </ResourceClientContext.Provider>
    </SiteClientContext.Provider>
  );
}
