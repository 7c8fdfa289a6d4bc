// 法规详情 (fgcx/regulation-detail, /fgcx/detail/:id; `?kind=standard` for a standard): the record's facts, its clause
// tree (src/domain/kb-clauses.ts: chapters, sections, articles, numbered clauses) beside its text, every clause
// an anchor. Opened from a search hit (`?q=动火&clause=第四十三条`) it marks the searched words and scrolls to the
// clause; a click in the tree scrolls to that clause. Under each clause, the inspection clauses of 检查条款库 that
// cite it (their 依据 names this text, their 条款号 this clause) link to their record.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Empty, Row, Skeleton, Space, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fgcxZh } from '../../../domain/i18n/zh/fgcx.ts';
import { parseClauses, type ClauseNode } from '../../../domain/kb-clauses.ts';
import { distinctTerms, highlight } from '../../../domain/kb-search.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { ApiError, request } from '../../api/http.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { Highlighted } from './kb-search-page.tsx';

const t = textOf(fgcxZh);
type Rec = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const STATUS_COLOR: Record<string, string> = { current: 'green', amended: 'orange', repealed: 'default', pending: 'blue' };
const isStatus = (v: string): v is 'current' | 'amended' | 'repealed' | 'pending' => v in STATUS_COLOR;

/** The anchor id of a clause (its number, unique within the text). */
export const clauseAnchor = (no: string) => `clause-${encodeURIComponent(no)}`;

function treeData(nodes: readonly ClauseNode[]): DataNode[] {
  return nodes.map((n) => ({
    key: n.no,
    title: n.heading ? `${n.no} ${n.heading}` : `${n.no} ${n.text.split('\n')[0].slice(0, 24)}${n.text.length > 24 ? '…' : ''}`,
    children: treeData(n.children),
  }));
}

/** The inspection clauses citing this text, by the clause number they cite. */
type Citations = ReadonlyMap<string, readonly { id: number; content: string }[]>;

function ClauseBlock({ node, terms, active, cites }: { node: ClauseNode; terms: readonly string[]; active: string | null; cites: Citations }) {
  const head = node.kind === 'chapter' || node.kind === 'section';
  const citing = cites.get(node.no) ?? [];
  return (
    <div id={clauseAnchor(node.no)} data-clause={node.no} style={{ scrollMarginTop: 80 }}>
      {head ? (
        <Typography.Title level={node.kind === 'chapter' ? 5 : 5} style={{ textAlign: node.kind === 'chapter' ? 'center' : 'left', marginTop: 16 }}>
          {node.no} {node.heading}
        </Typography.Title>
      ) : null}
      {node.text ? (
        <Typography.Paragraph
          className={active === node.no ? 'kb-clause-active' : undefined}
          style={{ whiteSpace: 'pre-line', padding: '4px 8px', borderRadius: 4, background: active === node.no ? '#e6f4ff' : undefined }}
        >
          {head ? null : <Typography.Text strong>{node.no} </Typography.Text>}
          <Highlighted parts={highlight(node.text, terms)} />
        </Typography.Paragraph>
      ) : null}
      {citing.length ? (
        <div className="kb-citing" style={{ margin: '-8px 0 8px 8px' }}>
          <Typography.Text type="secondary">{t('fgcx.ui.citedBy')}</Typography.Text>
          {citing.map((c) => (
            <Tag key={c.id} color="purple" style={{ marginInlineStart: 4 }}>
              <Link to={`/aqbz/check-bar?detail=${c.id}`}>{c.content}</Link>
            </Tag>
          ))}
        </div>
      ) : null}
      {node.children.map((c) => (
        <ClauseBlock key={c.no} node={c} terms={terms} active={active} cites={cites} />
      ))}
    </div>
  );
}

export default function RegulationDetailPage({ title }: Partial<ViewProps>) {
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const standard = params.get('kind') === 'standard';
  const q = params.get('q') ?? '';
  const [active, setActive] = useState<string | null>(params.get('clause'));
  const [record, setRecord] = useState<Rec | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = Number(idParam);

  useEffect(() => {
    if (!Number.isSafeInteger(id) || id <= 0) {
      setError(t('fgcx.ui.notFound'));
      return;
    }
    let live = true;
    request<Rec>({ method: 'GET', url: `/u-basic/${standard ? 'standard' : 'regulation'}/${id}`, silent: true })
      .then((b) => live && setRecord(b.data ?? null))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : t('fgcx.ui.notFound')));
    return () => {
      live = false;
    };
  }, [id, standard]);

  const [cites, setCites] = useState<Citations>(new Map());
  const basis = record ? str(standard ? record.stdNo : record.title) : '';
  useEffect(() => {
    if (!basis) return;
    let live = true;
    // The clauses citing this record by reference, and old ones citing it by its text alone.
    const list = (params: Record<string, unknown>) =>
      request<{ rows: Rec[] }>({ method: 'GET', url: '/u-basic/check-clause/list', params: { ...params, limit: 100 }, silent: true }).then((b) => b.data?.rows ?? []);
    Promise.all([list({ [standard ? 'basisStandardId' : 'basisRegulationId']: id }), list({ basisNo: basis })])
      .then(([byRef, byText]) => {
        if (!live) return;
        const cited = (r: Rec) => r.basisRegulationId != null || r.basisStandardId != null;
        const rows = [...byRef, ...byText.filter((r) => !cited(r) && str(r.basisNo).trim() === basis.trim())];
        const by = new Map<string, { id: number; content: string }[]>();
        for (const r of rows) {
          if (!str(r.clauseNo)) continue;
          by.set(str(r.clauseNo), [...(by.get(str(r.clauseNo)) ?? []), { id: Number(r.id), content: str(r.content) }]);
        }
        setCites(by);
      })
      // Citations are an addition: without access to 检查条款库 the text is shown alone.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [basis, id, standard]);
  const terms = useMemo(() => (q ? distinctTerms(q) : []), [q]);
  const tree = useMemo(() => parseClauses(str(record?.body)), [record]);
  useEffect(() => {
    if (!record || !active) return;
    document.getElementById(clauseAnchor(active))?.scrollIntoView({ block: 'start' });
  }, [record, active]);

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)}>
      {t('fgcx.ui.back')}
    </Button>
  );
  if (error) return <Space direction="vertical">{back}<Alert type="error" showIcon message={error} /></Space>;
  if (!record) return <Skeleton active />;
  const status = str(record.timeliness);
  const heading = standard ? `${str(record.stdNo)} ${str(record.title)}` : str(record.title);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space>
        {back}
        <Typography.Text type="secondary">{title}</Typography.Text>
      </Space>
      <Typography.Title level={3} style={{ margin: 0 }}>
        <Highlighted parts={highlight(heading, terms)} /> {isStatus(status) ? <Tag color={STATUS_COLOR[status]}>{t(`fgcx.status.${status}`)}</Tag> : null}
        {record.shared === true ? <Tag>{t('fgcx.ui.shared')}</Tag> : null}
      </Typography.Title>
      {q ? <Typography.Text type="secondary">{t('fgcx.ui.highlightOn', { q })}</Typography.Text> : null}
      <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
        <Descriptions.Item label={standard ? t('fgcx.ui.stdNo') : t('fgcx.ui.docNo')}>{str(standard ? record.stdNo : record.docNo) || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('fgcx.ui.issuer')}>{str(record.issuer) || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('fgcx.ui.published')}>{str(record.publishDate) || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('fgcx.ui.effective')}>{str(record.effectiveDate) || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('fgcx.ui.summary')} span={2}>
          <Highlighted parts={highlight(str(record.summary), terms)} />
        </Descriptions.Item>
      </Descriptions>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Card size="small" title={t('fgcx.ui.clauseTree')} styles={{ body: { maxHeight: 600, overflow: 'auto' } }}>
            {tree.nodes.length ? (
              <Tree
                defaultExpandAll
                selectedKeys={active ? [active] : []}
                treeData={treeData(tree.nodes)}
                onSelect={(keys) => {
                  const k = keys[0];
                  if (typeof k === 'string') setActive(k);
                }}
              />
            ) : (
              <Empty description={t('fgcx.ui.noText')} />
            )}
          </Card>
        </Col>
        <Col xs={24} md={16}>
          <Card size="small" title={t('fgcx.ui.fullText')}>
            {tree.preamble ? (
              <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
                <Highlighted parts={highlight(tree.preamble, terms)} />
              </Typography.Paragraph>
            ) : null}
            {tree.nodes.map((n) => (
              <ClauseBlock key={n.no} node={n} terms={terms} active={active} cites={cites} />
            ))}
            {!tree.nodes.length && !tree.preamble ? <Empty description={t('fgcx.ui.noText')} /> : null}
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
