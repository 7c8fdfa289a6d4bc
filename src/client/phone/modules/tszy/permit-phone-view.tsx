// A permit on the phone (issue 16 item 8), one column: its key facts (kind, grade, number, site, planned window,
// state), its people, its approval slots with who signed and what was taken at the site (signature, distance,
// photos; a 会签 slot's departments each with its state), 现场签字审批 when the person gives the current slot's opinion
// (on a 会签 slot with departments, one per department the person countersigns now: huiQianBuMen), the actions the person may take now (the
// server's allowedActions, as on the desktop; those the phone does not take are named with a link to the
// computer's page), the gas analyses with 录入分析数据 for whoever may add one, and a spot for the other site steps.
import { Button, Card, Descriptions, Flex, Popconfirm, Steps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { commonZh } from '../../../../domain/i18n/zh/common.ts';
import type { PermitUiAction } from '../../../../domain/permit-permissions.ts';
import { textOf } from '../../../../runtime/i18n/text-of.ts';
import type { NewGasAnalysisSet, Participants, PermitDetail } from '../../../api/permit-api.ts';
import { GasAnalysisForm } from '../../../pages/tszy/gas-analysis-form.tsx';
import { gradeName, kindShortName, showTime, slotTitle, STATE_COLORS, stateName, t } from '../../../pages/tszy/permit-labels.ts';
import { SlotSiteProof } from '../../../pages/tszy/slot-site-proof.tsx';
import { permitCountersignZh } from '../../../../domain/i18n/zh/permit-countersign.ts';
import { PhoneCountersignDepartments } from './permit-phone-departments.tsx';
import { PermitPhoneSign } from './permit-phone-sign.tsx';
import { phoneActions, type SlotDecision } from './permit-phone-requests.ts';

const tc = textOf(commonZh);
const tcs = textOf(permitCountersignZh);

export interface PermitPhoneViewProps {
  permit: PermitDetail;
  people: Participants;
  /** The person may record gas analyses (a writer, while the permit is before its end). */
  canAddGas: boolean;
  /** The desktop's page of the permit (the actions the phone does not take). */
  desktopHref: string;
  onDecide: (d: SlotDecision) => Promise<void>;
  /** A department's countersign (or its return) of a 动土 / 断路 permit, with its site proof. */
  onCountersign: (department: string, d: SlotDecision) => Promise<void>;
  onAction: (action: PermitUiAction) => Promise<void>;
  onGas: (set: NewGasAnalysisSet) => Promise<void>;
}

/** A person field of the form as text: a name, a list of workers, or an object with a name. */
export function personText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.map(personText).filter(Boolean).join(t('permitsui.sep.list'));
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return personText(o.xingMing ?? o.name ?? o.staffName ?? '');
  }
  return '';
}

function Facts({ permit }: { permit: PermitDetail }) {
  return (
    <Card size="small" title={t('permitsui.phone.facts')}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'no', label: t('permitsui.col.number'), children: permit.zuoYeBianHao },
          { key: 'kind', label: t('permitsui.col.kind'), children: kindShortName(permit.zuoYeLeiXing) },
          { key: 'grade', label: t('permitsui.detail.grade'), children: gradeName(permit.jiBieDaiMa, permit.zuoYeJiBie) },
          { key: 'state', label: t('permitsui.col.state'), children: <Tag color={STATE_COLORS[permit.zhuangTai]}>{stateName(permit.zhuangTai, permit.zhuangTaiMingCheng)}</Tag> },
          { key: 'site', label: t('permitsui.phone.site'), children: permit.zuoYeDiDian ?? '—' },
          { key: 'window', label: t('permitsui.phone.window'), children: `${showTime(permit.jiHuaKaiShiShiJian)} ~ ${showTime(permit.jiHuaJieShuShiJian)}` },
          { key: 'slot', label: t('permitsui.col.slot'), children: slotTitle(permit.dangQianHuanJie) ?? '—' },
        ]}
      />
    </Card>
  );
}

function People({ permit, people }: { permit: PermitDetail; people: Participants }) {
  const p = people.people;
  const rows: [string, unknown][] = [
    ['permitsui.phone.leader', p.zuoYeFuZeRen ?? permit.zuoYeFuZeRen],
    ['permitsui.phone.workers', p.zuoYeRen ?? permit.zuoYeRen],
    ['permitsui.phone.guardian', p.jianHuRen ?? permit.jianHuRen],
    ['permitsui.phone.analyst', p.fenXiRen ?? permit.fenXiRen],
    ['permitsui.phone.applicant', p.shenQingRen ?? permit.createdByName],
  ];
  return (
    <Card size="small" title={t('permitsui.phone.people')}>
      <Descriptions
        size="small"
        column={1}
        items={rows.map(([label, v]) => ({ key: label, label: t(label as 'permitsui.phone.leader'), children: personText(v) || '—' }))}
      />
    </Card>
  );
}

function Slots({ people }: { people: Participants }) {
  if (!people.slots.length) return null;
  return (
    <Card size="small" title={t('permitsui.phone.slots')}>
      <Steps
        direction="vertical"
        size="small"
        items={people.slots.map((s) => ({
          title: slotTitle(s.title),
          status: s.decision === 'return' ? 'error' : s.decision === 'approve' ? 'finish' : s.current ? 'process' : 'wait',
          description: s.departments?.length ? (
            <PhoneCountersignDepartments departments={s.departments} />
          ) : s.decision ? (
            <Flex vertical gap={4}>
              <span>
                <Tag color={s.decision === 'approve' ? 'green' : 'red'}>{t(s.decision === 'approve' ? 'permitsui.approval.approve' : 'permitsui.approval.return')}</Tag>
                {s.opinion || ''}
              </span>
              <Typography.Text type="secondary">{t('permitsui.approval.signed', { signer: s.signerName ?? s.signer ?? '—', time: showTime(s.at) })}</Typography.Text>
              <SlotSiteProof slot={s} />
            </Flex>
          ) : s.current ? (
            <Tag color="processing">{t('permitsui.approval.waiting')}</Tag>
          ) : null,
        }))}
      />
    </Card>
  );
}

function Actions({ permit, desktopHref, onAction }: Pick<PermitPhoneViewProps, 'permit' | 'desktopHref' | 'onAction'>) {
  const [busy, setBusy] = useState<PermitUiAction | null>(null);
  const { phone, desktop } = phoneActions(permit.allowedActions ?? []);
  if (!phone.length && !desktop.length) return null;
  const run = async (a: PermitUiAction) => {
    setBusy(a);
    try {
      await onAction(a);
    } catch {
      // The page shows the server's reason.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card size="small" title={t('permitsui.phone.actions')} data-testid="permit-phone-actions">
      <Flex vertical gap={8}>
        {phone.map((a) => (
          <Popconfirm
            key={a}
            title={t('permitsui.phone.confirm', { no: permit.zuoYeBianHao, action: t(`permitsui.action.${a}` as 'permitsui.action.start') })}
            okText={tc('common.ok')}
            cancelText={tc('common.cancel')}
            onConfirm={() => void run(a)}
          >
            <Button block size="large" loading={busy === a} disabled={busy !== null}>
              {t(`permitsui.action.${a}` as 'permitsui.action.start')}
            </Button>
          </Popconfirm>
        ))}
        {desktop.length > 0 && (
          <Typography.Text type="secondary">
            {t('permitsui.phone.onDesktop')}: {desktop.map((a) => t(`permitsui.action.${a}` as 'permitsui.action.start')).join(t('permitsui.sep.list'))}{' '}
            <a href={desktopHref}>{t('permitsui.phone.openDesktop')}</a>
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

function Gas({ permit, canAddGas, onGas }: Pick<PermitPhoneViewProps, 'permit' | 'canAddGas' | 'onGas'>) {
  const [open, setOpen] = useState(false);
  const analyses = permit.analyses ?? [];
  if (!analyses.length && !canAddGas) return null;
  const latest = analyses[0];
  return (
    <Card size="small" title={t('permitsui.phone.gas')} data-testid="permit-phone-gas">
      <Flex vertical gap={8}>
        <Typography.Text>
          {latest ? t('permitsui.phone.gasCount', { count: analyses.length, time: showTime(latest.fenXiShiJian) }) : t('permitsui.phone.gasNone')}
        </Typography.Text>
        {latest && (
          <Typography.Text type={latest.heGe ? 'success' : 'danger'}>
            {latest.qiTiMingCheng} {latest.nongDu} {latest.nongDuDanWei}
          </Typography.Text>
        )}
        {canAddGas && (
          <Button block size="large" onClick={() => setOpen(true)}>
            {t('permitsui.phone.addGas')}
          </Button>
        )}
      </Flex>
      {canAddGas && (
        <GasAnalysisForm
          open={open}
          onCancel={() => setOpen(false)}
          onSave={async (set) => {
            await onGas(set);
            setOpen(false);
          }}
        />
      )}
    </Card>
  );
}

export function PermitPhoneView({ permit, people, canAddGas, desktopHref, onDecide, onCountersign, onAction, onGas }: PermitPhoneViewProps) {
  const current = people.slots.find((s) => s.current && !s.decision);
  const mayAudit = (permit.allowedActions ?? []).includes('audit') && current !== undefined;
  // A 会签 slot with departments is countersigned department by department (the server's huiQianBuMen), not approved.
  const byDepartment = current?.departments?.length ? current : undefined;
  const mine = byDepartment ? (permit.huiQianBuMen ?? []) : [];
  return (
    <Flex vertical gap={12} data-testid="permit-phone-view">
      <Facts permit={permit} />
      {mayAudit && current && !byDepartment && (
        <PermitPhoneSign permitId={permit.id} permitNo={permit.zuoYeBianHao} slot={current} signatureRequired={people.signatureRequired === true} onDecide={onDecide} />
      )}
      {byDepartment &&
        mine.map((department) => (
          <PermitPhoneSign
            key={department}
            permitId={permit.id}
            permitNo={permit.zuoYeBianHao}
            slot={{ ...byDepartment, title: tcs('permits.countersign.slotTitle', { slot: slotTitle(byDepartment.title), department }) }}
            signatureRequired={people.signatureRequired === true}
            onDecide={(d) => onCountersign(department, d)}
          />
        ))}
      <Actions permit={permit} desktopHref={desktopHref} onAction={onAction} />
      <People permit={permit} people={people} />
      <Slots people={people} />
      <Gas permit={permit} canAddGas={canAddGas} onGas={onGas} />
      {/* The other site steps of a permit: the guardian's card (measures, confined-space entry and exit) and the
          briefing's signatures follow this view on the page (permit-phone-page.tsx). */}
      <Card size="small" title={t('permitsui.phone.more')} data-testid="permit-phone-more">
        <Typography.Text type="secondary">{t('permitsui.phone.moreHint')}</Typography.Text>
      </Card>
    </Flex>
  );
}
