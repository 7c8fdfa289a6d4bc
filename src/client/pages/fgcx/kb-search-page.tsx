// 法规检索 (fgcx/search, /fgcx/search) and 智能检索结果 (aqbz/search-result, /aqbz/search-result): the two faces of
// the knowledge library's search (POST /kb/search, docs/knowledge.md "Search"). The query and filters live in
// the URL (`?q=动火&kinds=regulation`), so a result page can be linked and the browser's back returns to it. Hits
// show the record's title and a window of its words with the searched words marked; a regulation's or a
// standard's hit opens 法规详情 at its clause, a check clause or an accident case opens its record.
import { useEffect, useState } from 'react';
import { Alert, Empty, Input, List, Pagination, Select, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { fgcxZh } from '../../../domain/i18n/zh/fgcx.ts';
import { KB_KINDS, kbLink, type KbSearchAnswer, type KbSearchHit } from '../../../domain/kb-entries.ts';
import type { TextPart } from '../../../domain/kb-search.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { kbSearchApi } from '../../api/kb-search-api.ts';
import { ApiError } from '../../api/http.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import regulationFile from '../../../../schemas/modules/fgcx/resources/regulation.json';

const t = textOf(fgcxZh);
const LIMIT = 10;

/** The industries of the files (spec 001 §3.4, 12 values), as the resource files list them. */
const INDUSTRIES = (regulationFile.form.properties.industry.enum as { label: string; value: string }[]).map((o) => ({ label: o.label, value: o.value }));
const STATUS = (['current', 'amended', 'repealed', 'pending'] as const).map((v) => ({ value: v, label: t(`fgcx.status.${v}`) }));
const STATUS_COLOR: Record<string, string> = { current: 'green', amended: 'orange', repealed: 'default', pending: 'blue' };

/** The words with the searched ones marked. */
export function Highlighted({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.hit ? (
          <mark key={i} className="kb-hit" style={{ padding: 0, background: '#ffe58f' }}>
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

/** Where a hit opens: 法规详情 at its clause, or the record in its own list (src/domain/kb-entries.ts). */
export function hitLink(hit: KbSearchHit, q: string): string {
  return kbLink(hit.kind, hit.id, hit.clauseNo, q);
}

export default function KbSearchPage({ title, viewKey }: Partial<ViewProps>) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const regulationsOnly = viewKey === 'fgcx/search';
  const kinds = params.get('kinds')?.split(',').filter(Boolean) ?? (regulationsOnly ? ['regulation', 'standard'] : []);
  const industry = params.get('industry') ?? undefined;
  const status = params.get('status') ?? undefined;
  const issuer = params.get('issuer') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [typed, setTyped] = useState(q);
  const [answer, setAnswer] = useState<KbSearchAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [took, setTook] = useState(0);
  const key = params.toString();

  useEffect(() => setTyped(q), [q]);
  useEffect(() => {
    if (!q) {
      setAnswer(null);
      setError(null);
      return;
    }
    let live = true;
    const started = performance.now();
    setLoading(true);
    kbSearchApi
      .search({ q, kinds, industry, status, issuer: issuer || undefined, page, limit: LIMIT })
      .then((a) => {
        if (!live) return;
        setAnswer(a);
        setError(null);
        setTook(Math.round(performance.now() - started));
      })
      .catch((e: unknown) => {
        if (!live) return;
        setAnswer(null);
        setError(e instanceof ApiError ? (e.errors[0]?.message ?? e.message) : String(e));
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // The URL is the state: one search per distinct URL.
  }, [key]);

  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };
  const submit = (value: string) => {
    if (!value.trim()) {
      setError(t('fgcx.query.empty'));
      return;
    }
    set({ q: value.trim() });
  };

  return (
    <div>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Input.Search
          aria-label={t('fgcx.field.q')}
          placeholder={t('fgcx.ui.placeholder')}
          enterButton={t('fgcx.ui.search')}
          size="large"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={submit}
          loading={loading}
          allowClear
        />
        <Space wrap>
          <Select
            aria-label={t('fgcx.field.kinds')}
            mode="multiple"
            allowClear
            style={{ minWidth: 220 }}
            placeholder={t('fgcx.ui.allKinds')}
            value={kinds}
            options={KB_KINDS.map((k) => ({ value: k, label: t(`fgcx.kind.${k}`) }))}
            onChange={(v: string[]) => set({ kinds: v.join(',') || (regulationsOnly ? KB_KINDS.join(',') : undefined) })}
          />
          <Select allowClear style={{ width: 150 }} placeholder={t('fgcx.ui.allIndustries')} value={industry} options={INDUSTRIES} onChange={(v?: string) => set({ industry: v })} />
          <Select allowClear style={{ width: 130 }} placeholder={t('fgcx.ui.allStatus')} value={status} options={STATUS} onChange={(v?: string) => set({ status: v })} />
          <Input.Search allowClear style={{ width: 220 }} placeholder={t('fgcx.ui.issuer')} defaultValue={issuer} onSearch={(v) => set({ issuer: v.trim() || undefined })} />
        </Space>
        {error ? <Alert type="error" showIcon message={error} role="alert" /> : null}
        {!q && !error ? <Alert type="info" message={t('fgcx.ui.hint')} /> : null}
        {answer ? (
          <>
            <Typography.Text type="secondary">{t('fgcx.ui.total', { total: answer.total, ms: took })}</Typography.Text>
            <List
              loading={loading}
              dataSource={answer.rows}
              locale={{ emptyText: <Empty description={t('fgcx.ui.none', { q })} /> }}
              rowKey={(h) => `${h.kind}:${h.id}:${h.part}`}
              renderItem={(h) => (
                <List.Item>
                  <List.Item.Meta
                    title={
                      <Space wrap>
                        <Tag color="blue">{t(`fgcx.kind.${h.kind}`)}</Tag>
                        <Link to={hitLink(h, q)} className="kb-hit-title">
                          <Highlighted parts={h.title} />
                        </Link>
                        {h.clauseNo ? <Tag>{[h.clausePath, h.clauseNo].filter(Boolean).join(' · ')}</Tag> : null}
                        {h.status ? <Tag color={STATUS_COLOR[h.status] ?? 'default'}>{STATUS.find((s) => s.value === h.status)?.label ?? h.status}</Tag> : null}
                        {h.shared ? <Tag>{t('fgcx.ui.shared')}</Tag> : null}
                      </Space>
                    }
                    description={
                      <div>
                        <Typography.Paragraph style={{ marginBottom: 4, whiteSpace: 'pre-line' }}>
                          <Highlighted parts={h.snippet} />
                        </Typography.Paragraph>
                        {h.issuer ? <Typography.Text type="secondary">{h.issuer}</Typography.Text> : null}
                      </div>
                    }
                  />
                </List.Item>
              )}
            />
            {answer.total > LIMIT ? (
              <Pagination current={page} pageSize={LIMIT} total={Math.min(answer.total, 1000 * LIMIT)} showSizeChanger={false} onChange={(p) => set({ page: String(p) })} />
            ) : null}
          </>
        ) : null}
      </Space>
    </div>
  );
}
