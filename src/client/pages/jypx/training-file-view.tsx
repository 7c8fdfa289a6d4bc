// A person's training file (docs/training.md "Training files"): the totals (hours, courses completed, exams
// passed and failed, plans completed), each plan with its hours, final exam and courses, the training records and
// the exam attempts (for a contractor worker: its contractor, training status and contractor training sessions among
// the records); beside it the departments' and the enterprise's completion.
import { Card, Col, Empty, Progress, Row, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { jypxZh } from '../../../domain/i18n/zh/jypx.ts';
import { hoursText } from '../../../domain/jypx-study.ts';
import type { TrainingFile } from '../../../domain/jypx-training-file.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import type { CompletionAnswer, FileApi, FilePerson } from './file-api.ts';

const t = textOf(jypxZh);

type FileRecord = TrainingFile['records'][number];

const STATUS_KEYS = {
  untrained: 'jypx.file.ui.status.untrained',
  trained: 'jypx.file.ui.status.trained',
  passed: 'jypx.file.ui.status.passed',
  failed: 'jypx.file.ui.status.failed',
} as const;

const isStatus = (s: string): s is keyof typeof STATUS_KEYS => Object.hasOwn(STATUS_KEYS, s);

/** A contractor worker's line: the contractor and the training status the permit's check reads. */
function ContractorLine({ contractor }: { contractor: NonNullable<TrainingFile['contractor']> }) {
  const status = contractor.trainingStatus;
  return (
    <Typography.Text data-testid="file-contractor">
      {t('jypx.file.ui.contractorLine', { contractor: contractor.name ?? '-' })} {t('jypx.file.ui.trainingStatus')}
      <Tag color={status === 'passed' ? 'success' : status === 'failed' ? 'error' : 'default'}>{isStatus(status) ? t(STATUS_KEYS[status]) : status}</Tag>
    </Typography.Text>
  );
}

export function TrainingFileCard({ file }: { file: TrainingFile }) {
  const { totals } = file;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="training-file">
      {file.contractor && <ContractorLine contractor={file.contractor} />}
      <Row gutter={16}>
        <Col span={5}><Statistic title={t('jypx.file.ui.hours')} value={hoursText(totals.hours)} /></Col>
        <Col span={5}><Statistic title={t('jypx.file.ui.courses')} value={totals.coursesCompleted} /></Col>
        <Col span={5}><Statistic title={t('jypx.file.ui.passed')} value={totals.examsPassed} /></Col>
        <Col span={5}><Statistic title={t('jypx.file.ui.failed')} value={totals.examsFailed} /></Col>
        <Col span={4}><Statistic title={t('jypx.file.ui.plans')} value={`${totals.plansCompleted} / ${totals.plans}`} /></Col>
      </Row>
      <Typography.Title level={5}>{t('jypx.file.ui.byPlan')}</Typography.Title>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={file.plans}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        columns={[
          { key: 'name', title: t('jypx.file.ui.plan'), dataIndex: 'name' },
          { key: 'hours', title: t('jypx.file.ui.planHours'), width: 140, render: (_: unknown, p: TrainingFile['plans'][number]) => `${hoursText(p.hours)} / ${hoursText(p.requiredHours)}` },
          {
            key: 'exam',
            title: t('jypx.file.ui.exam'),
            render: (_: unknown, p: TrainingFile['plans'][number]) =>
              p.exam ? (
                <span>
                  {t('jypx.file.ui.examLine', { name: p.exam.name, n: p.exam.attempts, best: p.exam.bestScore ?? '-' })}{' '}
                  <Tag color={p.exam.passed ? 'success' : 'default'}>{p.exam.passed ? t('jypx.ui.result.passed') : t('jypx.ui.result.failed')}</Tag>
                </span>
              ) : (
                '-'
              ),
          },
          {
            key: 'courses',
            title: t('jypx.file.ui.courseList'),
            render: (_: unknown, p: TrainingFile['plans'][number]) => p.courses.map((c) => <div key={c.id}>{`${c.name} ${c.completed ? t('jypx.file.ui.done') : `${c.percent}%`}`}</div>),
          },
          { key: 'state', title: t('jypx.ui.col.state'), width: 90, render: (_: unknown, p: TrainingFile['plans'][number]) => <Tag color={p.completed ? 'success' : 'processing'}>{p.completed ? t('jypx.file.ui.done') : t('jypx.file.ui.notDone')}</Tag> },
        ]}
      />
      <Typography.Title level={5}>{t('jypx.file.ui.records')}</Typography.Title>
      <Table
        rowKey={(r) => `${r.source}-${r.id}`}
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={file.records}
        data-testid="file-records"
        columns={[
          { key: 'date', title: t('jypx.file.ui.date'), dataIndex: 'date', width: 110 },
          {
            key: 'name',
            title: t('jypx.file.ui.name'),
            render: (_: unknown, r: FileRecord) => (r.source === 'contractor' ? <span>{r.name} <Tag color="cyan">{t('jypx.file.ui.contractorSource')}</Tag></span> : r.name),
          },
          { key: 'hours', title: t('jypx.study.ui.hours'), width: 70, render: (_: unknown, r: FileRecord) => hoursText(r.hours) },
          { key: 'score', title: t('jypx.file.ui.score'), width: 70, render: (_: unknown, r: FileRecord) => r.score ?? '-' },
          {
            key: 'passed',
            title: t('jypx.file.ui.result'),
            width: 80,
            render: (_: unknown, r: FileRecord) => <Tag color={r.passed ? 'success' : 'default'}>{r.passed ? t('jypx.file.ui.resultPassed') : t('jypx.file.ui.resultFailed')}</Tag>,
          },
          { key: 'certificate', title: t('jypx.file.ui.certificate'), width: 130, render: (_: unknown, r: FileRecord) => r.certificateNo ?? '-' },
        ]}
      />
      <Typography.Title level={5}>{t('jypx.file.ui.attempts')}</Typography.Title>
      <Table
        rowKey={(a) => `${a.examName}-${a.attemptNo}`}
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={file.attempts}
        data-testid="file-attempts"
        columns={[
          { key: 'name', title: t('jypx.file.ui.name'), render: (_: unknown, a: TrainingFile['attempts'][number]) => t('jypx.file.ui.attemptLine', { name: a.examName, n: a.attemptNo }) },
          { key: 'at', title: t('jypx.file.ui.date'), dataIndex: 'submittedAt', width: 170 },
          { key: 'score', title: t('jypx.file.ui.score'), width: 70, render: (_: unknown, a: TrainingFile['attempts'][number]) => a.score ?? '-' },
          {
            key: 'passed',
            title: t('jypx.ui.col.state'),
            width: 90,
            render: (_: unknown, a: TrainingFile['attempts'][number]) =>
              a.passed === null ? <Tag>{t('jypx.ui.state.continue')}</Tag> : <Tag color={a.passed ? 'success' : 'error'}>{a.passed ? t('jypx.ui.result.passed') : t('jypx.ui.result.failed')}</Tag>,
          },
        ]}
      />
    </Space>
  );
}

export function CompletionCard({ data }: { data: CompletionAnswer }) {
  return (
    <Card title={t('jypx.file.ui.completion')} size="small" data-testid="training-completion">
      <Typography.Paragraph>{t('jypx.file.ui.enterprise', { completed: data.enterprise.completed, due: data.enterprise.due, percent: data.enterprise.percent })}</Typography.Paragraph>
      <Table
        rowKey={(d) => String(d.department ?? 0)}
        size="small"
        pagination={false}
        dataSource={data.departments}
        columns={[
          { key: 'name', title: t('jypx.file.ui.department'), dataIndex: 'name' },
          { key: 'due', title: t('jypx.file.ui.due'), dataIndex: 'due', width: 80 },
          { key: 'completed', title: t('jypx.file.ui.completedCol'), dataIndex: 'completed', width: 80 },
          { key: 'percent', title: t('jypx.file.ui.percent'), width: 140, render: (_: unknown, d: CompletionAnswer['departments'][number]) => <Progress size="small" percent={d.percent} /> },
        ]}
      />
    </Card>
  );
}

/** A person in the picker: a contractor worker with its contractor, else with the department. */
function personLabel(p: FilePerson): string {
  if (p.contractor !== null) return t('jypx.file.ui.contractorOption', { name: p.name, contractor: p.contractor });
  return p.department ? t('jypx.file.ui.personOption', { name: p.name, department: p.department }) : p.name;
}

/** The page's body: the person picker (the signed-in person first), their file, and the completion. */
export function TrainingFilePanel({ api }: { api: FileApi }) {
  const [people, setPeople] = useState<FilePerson[]>([]);
  const [staffId, setStaffId] = useState<number | undefined>(undefined);
  const [file, setFile] = useState<TrainingFile | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [completion, setCompletion] = useState<CompletionAnswer | null>(null);
  useEffect(() => {
    void api.people().then(setPeople, () => undefined);
    void api.completion().then(setCompletion, () => undefined);
  }, [api]);
  useEffect(() => {
    let live = true;
    setFailed(null);
    api.person(staffId).then(
      (f) => live && setFile(f),
      (e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [api, staffId]);
  return (
    <Row gutter={16}>
      <Col xs={24} xl={16}>
        <Card
          size="small"
          title={
            <Space>
              {t('jypx.file.ui.person')}
              <Select
                data-testid="file-person"
                showSearch
                optionFilterProp="label"
                style={{ width: 320 }}
                value={staffId ?? file?.person.id}
                onChange={(v: number) => setStaffId(v)}
                options={people.map((p) => ({ value: p.id, label: personLabel(p) }))}
              />
            </Space>
          }
        >
          {failed ? <Typography.Text type="danger">{t('jypx.file.ui.loadFailedWith', { message: failed })}</Typography.Text> : file ? <TrainingFileCard file={file} /> : null}
        </Card>
      </Col>
      <Col xs={24} xl={8}>{completion && <CompletionCard data={completion} />}</Col>
    </Row>
  );
}
