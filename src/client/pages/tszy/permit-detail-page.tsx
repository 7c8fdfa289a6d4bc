// 作业票详情 (menu component tszy/permit-detail, /tszy/detail/:id): the header (number, kind, grade and its
// rule, state, 已中断 since … while the work is interrupted), the actions the server lists for the person
// (allowedActions), the approval view (participants' slots, 同意 / 退回 when 'audit' is allowed), the gas
// analyses, the form read-only, the history, and 打印 (the Annex A print view). Once shown, the person's
// notifications about the permit become read (a notification stays unread until its record was seen).
import { Alert, Button, Card, Descriptions, Flex, Modal, Result, Spin, Tag, Typography, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { needsGasAnalysis } from '../../../domain/gas-analysis.ts';
import { interruptedSince, permitApi, type Participants, type PermitDetail } from '../../api/permit-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { ApprovalSteps } from './approval-steps.tsx';
import { GasAnalysisTable } from './gas-analysis-table.tsx';
import { PermitActionsBar } from './permit-actions-bar.tsx';
import { PermitEventList } from './permit-event-list.tsx';
import { PermitFormView } from './permit-form-view.tsx';
import { resumeHint } from './permit-interrupt-dialog.tsx';
import { kindName, reasonOf, showTime, STATE_COLORS } from './permit-labels.ts';
import { PermitPrintView } from './permit-print-view.tsx';
import { useNotificationStore } from '../../shell/notification-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { usePermitWriter } from './use-permit-session.ts';

type Load =
  | { status: 'loading' }
  | { status: 'failed'; reason: string; notFound: boolean }
  | { status: 'ready'; permit: PermitDetail; people: Participants };

const RECORDING = ['DRAFT', 'APPROVING', 'APPROVED', 'IN_PROGRESS'];

export default function PermitDetailPage(_: Partial<ViewProps>) {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const navigate = useNavigate();
  const canWrite = usePermitWriter();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [printing, setPrinting] = useState(false);
  const hasStaff = useSessionStore((s) => s.userInfo?.renYuanId != null);
  const shownId = load.status === 'ready' ? load.permit.id : null;

  // Seen: the person's notifications about this permit become read (only people with a staff record get any).
  useEffect(() => {
    if (shownId !== null && hasStaff) void useNotificationStore.getState().recordSeen('tszy', shownId);
  }, [shownId, hasStaff]);

  useEffect(() => {
    let live = true;
    if (!Number.isInteger(id) || id < 1) {
      setLoad({ status: 'failed', reason: '作业票不存在', notFound: true });
      return;
    }
    setLoad((l) => (l.status === 'ready' && l.permit.id === id ? l : { status: 'loading' }));
    permitApi
      .detail(id)
      .then(async (permit) => ({ permit, people: await permitApi.participants(permit.zuoYeLeiXing, id) }))
      .then(
        ({ permit, people }) => live && setLoad({ status: 'ready', permit, people }),
        (e: unknown) => live && setLoad({ status: 'failed', reason: reasonOf(e, '作业票加载失败'), notFound: (e as { status?: number }).status === 404 }),
      );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  /** After an action: the permit reloads, and so do the notifications and the workbench's waiting work. */
  const changed = useCallback(() => {
    reload();
    useNotificationStore.getState().changed();
  }, [reload]);

  if (load.status === 'loading') {
    return (
      <Flex justify="center" align="center" style={{ minHeight: 240 }}>
        <Spin size="large" aria-label="加载中" />
      </Flex>
    );
  }
  if (load.status === 'failed') {
    return (
      <Result
        status={load.notFound ? '404' : 'error'}
        title={load.notFound ? '作业票不存在' : '作业票加载失败'}
        subTitle={load.reason}
        extra={[
          !load.notFound && (
            <Button key="retry" onClick={reload}>
              重试
            </Button>
          ),
          <Button key="back" onClick={() => void navigate('/tszy/list')}>
            返回作业票列表
          </Button>,
        ]}
      />
    );
  }
  const { permit, people } = load;
  const kind = permit.zuoYeLeiXing;
  const interrupted = interruptedSince(permit);
  const onAudit = async (slot: { index: number }, decision: 'approve' | 'return', opinion: string) => {
    try {
      await permitApi.audit(kind, id, slot.index, decision, opinion || undefined);
      void message.success(decision === 'approve' ? '已同意' : '已退回');
      changed();
    } catch (e) {
      void message.error(reasonOf(e, '审批失败'));
      throw e;
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <span>
            {kindName(kind)}票 {permit.zuoYeBianHao} <Tag color={STATE_COLORS[permit.zhuangTai]}>{permit.zhuangTaiMingCheng}</Tag>
            {interrupted && <Tag color="red">已中断 自 {showTime(interrupted)}</Tag>}
          </span>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, lg: 4 }}
          items={[
            { key: 'kind', label: '作业类型', children: permit.zuoYeLeiXingMingCheng },
            { key: 'grade', label: '作业级别', children: permit.zuoYeJiBie ?? '—' },
            { key: 'slot', label: '当前环节', children: permit.dangQianHuanJie ?? '—' },
            { key: 'by', label: '申请人', children: permit.createdByName ?? '—' },
            { key: 'start', label: '计划开始', children: showTime(permit.jiHuaKaiShiShiJian) },
            { key: 'end', label: '计划结束', children: showTime(permit.jiHuaJieShuShiJian) },
            { key: 'real', label: '实际开始', children: showTime(permit.shiJiKaiShiShiJian) },
            { key: 'done', label: '完工时间', children: showTime(permit.wanGongShiJian) },
          ]}
        />
        {interrupted && (
          <Alert type="error" showIcon style={{ margin: '12px 0' }} message={`作业已于 ${showTime(interrupted)} 中断`} description={resumeHint(permit)} />
        )}
        {permit.jiBieYiJu && <Alert type="info" showIcon style={{ margin: '12px 0' }} message="定级依据" description={permit.jiBieYiJu} />}
        {permit.tuiHui && (
          <Alert
            type="warning"
            showIcon
            style={{ margin: '12px 0' }}
            message={`在「${permit.tuiHui.slotTitle}」被退回（${permit.tuiHui.byName ?? ''} ${showTime(permit.tuiHui.at)}）`}
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
      <Card title="审批流程">
        <ApprovalSteps
          slots={people.slots}
          permitNo={permit.zuoYeBianHao}
          canAudit={permit.allowedActions?.includes('audit') ?? false}
          onAudit={onAudit}
        />
      </Card>
      <Card title={needsGasAnalysis(kind) ? '气体分析（作业前 30 分钟内须合格）' : '气体分析'}>
        <GasAnalysisTable
          analyses={permit.analyses}
          canAdd={canWrite && RECORDING.includes(permit.zhuangTai)}
          onAdd={async (a) => {
            await permitApi.saveAnalysis(kind, id, a);
            reload();
          }}
        />
      </Card>
      <Card title="作业票内容">
        <PermitFormView permit={permit} />
      </Card>
      <Card title="操作记录">
        <PermitEventList events={permit.events} />
      </Card>
      <Modal
        title="打印预览"
        open={printing}
        width={900}
        onCancel={() => setPrinting(false)}
        footer={[
          <Button key="close" onClick={() => setPrinting(false)}>
            关闭
          </Button>,
          <Button key="print" type="primary" onClick={() => window.print()}>
            打印
          </Button>,
        ]}
      >
        <Typography.Paragraph type="secondary">打印时仅输出下方作业票（A4 纵向）。</Typography.Paragraph>
        <PermitPrintView permit={permit} slots={people.slots} />
      </Modal>
    </Flex>
  );
}
