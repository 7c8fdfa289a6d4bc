// The job hazard analysis and the safety briefing of the permit form (issue 16 item 5, GB 30871 4.1 and 4.4):
// 工作危害分析 rows (作业步骤, 危害因素, 控制措施, the analyst picked among the staff, whose name the server writes) and
// the 安全交底 block (交底人 typed or picked, 交底时间, 交底内容) with the workers' signature state. The signatures are
// drawn on the permit's phone page and written by the server (jiaoDiQianZi); the form neither shows nor sends them
// as fields (a saving keeps them), it lists who has signed from the saved permit. Submission is refused while the
// analysis is missing or a worker has not signed.
import { CheckCircleTwoTone, ClockCircleOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, DatePicker, Form, Input, Row, Space, Tag, Typography } from 'antd';
import { permitBriefingUiZh } from '../../../domain/i18n/zh/permit-briefing-ui.ts';
import { signedBy, type BriefingSignature } from '../../../domain/permit-briefing.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { Worker } from '../../api/permit-api.ts';
import { showTime } from './permit-labels.ts';
import { StaffWorkerSelect } from './staff-worker-select.tsx';

const tb = textOf(permitBriefingUiZh);
const JHA = 'fengXianFenXi';
const BRIEFING = 'anQuanJiaoDi';
const MAX_STEPS = 50;

/** One JHA row: the step, its hazards and controls, the analyst picked (the name kept hidden). */
function HazardRow({ row, onRemove }: { row: number; onRemove: () => void }) {
  const form = Form.useFormInstance();
  const label = (key: 'permitsui.jha.step' | 'permitsui.jha.hazard' | 'permitsui.jha.control' | 'permitsui.jha.analystStaff') => tb('permitsui.jha.row', { label: tb(key), n: row + 1 });
  const typed = Form.useWatch([JHA, row, 'fenXiRen'], form) as string | undefined;
  const staff = Form.useWatch([JHA, row, 'fenXiRenYuan'], form) as number | undefined;
  return (
    <div role="listitem" aria-label={tb('permitsui.jha.row', { label: tb('permitsui.jha.title'), n: row + 1 })} style={{ marginTop: 8, paddingBottom: 8, borderBottom: '1px dashed #f0f0f0' }}>
      <Space align="baseline" wrap style={{ display: 'flex' }}>
        <Form.Item name={[row, 'buZhou']} rules={[{ required: true, whitespace: true, message: tb('permitsui.jha.stepRequired') }]} style={{ marginBottom: 0 }}>
          <Input placeholder={tb('permitsui.jha.step')} maxLength={200} style={{ width: 200 }} aria-label={label('permitsui.jha.step')} />
        </Form.Item>
        <Form.Item name={[row, 'weiHai']} style={{ marginBottom: 0 }}>
          <Input.TextArea autoSize placeholder={tb('permitsui.jha.hazard')} maxLength={500} style={{ width: 260 }} aria-label={label('permitsui.jha.hazard')} />
        </Form.Item>
        <Form.Item name={[row, 'kongZhi']} style={{ marginBottom: 0 }}>
          <Input.TextArea autoSize placeholder={tb('permitsui.jha.control')} maxLength={500} style={{ width: 300 }} aria-label={label('permitsui.jha.control')} />
        </Form.Item>
        <Form.Item name={[row, 'fenXiRenYuan']} style={{ marginBottom: 0 }}>
          <StaffWorkerSelect label={label('permitsui.jha.analystStaff')} onPicked={(p) => form.setFieldValue([JHA, row, 'fenXiRen'], p?.name)} />
        </Form.Item>
        {staff === undefined && typed && <Typography.Text>{tb('permitsui.jha.analystNamed', { name: typed })}</Typography.Text>}
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={tb('permitsui.jha.row', { label: tb('permitsui.jha.title'), n: row + 1 })} onClick={onRemove} />
      </Space>
      <Form.Item name={[row, 'fenXiRen']} hidden>
        <Input />
      </Form.Item>
    </div>
  );
}

/** 工作危害分析: the rows of the analysis, added and removed. */
export function PermitHazardList() {
  const title = tb('permitsui.jha.title');
  return (
    <Form.List name={JHA}>
      {(fields, { add, remove }) => (
        <div role="group" aria-label={title} style={{ marginBottom: 16 }}>
          <Typography.Text strong>{title}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {tb('permitsui.jha.hint')}
          </Typography.Paragraph>
          {fields.length === 0 && <Typography.Paragraph type="secondary">{tb('permitsui.jha.none')}</Typography.Paragraph>}
          {fields.map((f) => (
            <HazardRow key={f.key} row={f.name} onRemove={() => remove(f.name)} />
          ))}
          <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= MAX_STEPS} onClick={() => add()} style={{ marginTop: 8 }}>
            {tb('permitsui.jha.add')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

export interface BriefingSignaturesProps {
  /** The 作业人 rows as the form holds them. */
  workers: readonly Partial<Worker>[];
  /** The signatures the saved permit holds. */
  signatures: readonly BriefingSignature[];
}

/** Who of the workers has signed the briefing (a tag each), and how many have not. */
export function BriefingSignatures({ workers, signatures }: BriefingSignaturesProps) {
  const named = workers.filter((w) => typeof w?.xingMing === 'string' && w.xingMing.trim() !== '');
  if (named.length === 0) return <Typography.Text type="secondary">{tb('permitsui.briefing.noWorkers')}</Typography.Text>;
  const signedOf = (w: Partial<Worker>) => signatures.find((s) => signedBy(s, { xingMing: w.xingMing, ...(typeof w.renYuan === 'number' ? { renYuan: w.renYuan } : {}) }));
  const waiting = named.filter((w) => !signedOf(w)).length;
  return (
    <Space direction="vertical" size={4} data-testid="briefing-signatures">
      <Space wrap>
        {named.map((w, i) => {
          const s = signedOf(w);
          return (
            <Tag key={`${i}-${w.xingMing}`} color={s ? 'success' : 'default'} icon={s ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <ClockCircleOutlined />}>
              {tb('permitsui.briefing.workerState', {
                name: w.xingMing ?? '',
                state: s ? (s.shiJian ? tb('permitsui.briefing.signedAt', { time: showTime(s.shiJian) }) : tb('permitsui.briefing.signed')) : tb('permitsui.briefing.unsigned'),
              })}
            </Tag>
          );
        })}
      </Space>
      <Typography.Text type={waiting ? 'warning' : 'success'}>{waiting ? tb('permitsui.briefing.waiting', { n: waiting }) : tb('permitsui.briefing.allSigned')}</Typography.Text>
    </Space>
  );
}

export interface PermitBriefingBlockProps {
  /** The saved permit's signatures; null before the draft is saved. */
  signatures: readonly BriefingSignature[] | null;
}

/** 安全交底: briefer (typed or picked), time, content, and who has signed. */
export function PermitBriefingBlock({ signatures }: PermitBriefingBlockProps) {
  const form = Form.useFormInstance();
  const workers = (Form.useWatch('zuoYeRen', { form, preserve: true }) as Partial<Worker>[] | undefined) ?? [];
  const title = tb('permitsui.briefing.title');
  return (
    <div role="group" aria-label={title} style={{ marginBottom: 16 }}>
      <Typography.Text strong>{title}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {tb('permitsui.briefing.hint')}
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name={[BRIEFING, 'jiaoDiRen']} label={tb('permitsui.briefing.briefer')}>
            <Input maxLength={50} placeholder={tb('permitsui.briefing.briefer')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[BRIEFING, 'jiaoDiRenYuan']} label={tb('permitsui.briefing.brieferStaff')}>
            <StaffWorkerSelect label={tb('permitsui.briefing.brieferStaff')} onPicked={(p) => p && form.setFieldValue([BRIEFING, 'jiaoDiRen'], p.name)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[BRIEFING, 'jiaoDiShiJian']} label={tb('permitsui.briefing.time')}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} placeholder={tb('permitsui.briefing.time')} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name={[BRIEFING, 'jiaoDiNeiRong']} label={tb('permitsui.briefing.content')}>
            <Input.TextArea maxLength={2000} showCount autoSize={{ minRows: 2, maxRows: 6 }} placeholder={tb('permitsui.briefing.content')} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text strong>{tb('permitsui.briefing.signatures')}</Typography.Text>
      <div style={{ marginTop: 4 }}>
        {signatures === null ? <Alert type="info" showIcon message={tb('permitsui.briefing.saveFirst')} /> : <BriefingSignatures workers={workers} signatures={signatures} />}
      </div>
    </div>
  );
}
