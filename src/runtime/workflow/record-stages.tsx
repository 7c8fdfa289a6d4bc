// A record with the records of other resources that refer to it (三同时详情: a project and its stages): the record's
// detail, then one card per stage resource with its records (found by `linkField`, the same value as the
// record's), each with its state tag, its dates, and in its panel the detail, actions and history (RecordWorkflow).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Alert, Card, Collapse, Flex, Result, Spin, Typography } from 'antd';
import { fieldTitle, resolveField, type ResourceFile } from '../../schema/resource-types.ts';
import { localizeResource } from '../../schema/localize.ts';
import { failureText } from '../client-failure.ts';
import { FieldValue } from '../field-value.tsx';
import { pageEnglish, pageLanguage, textOf } from '../i18n/text-of.ts';
import { useResourceClient, type ResourceRecord, type ResourceSchemaAnswer } from '../resource-client.ts';
import { SchemaDetail } from '../schema-detail.tsx';
import { RecordWorkflow } from './record-workflow.tsx';
import { StateTag } from './state-tag.tsx';
import { recordState } from './workflow-labels.ts';
import { wfuiZh } from '../../domain/i18n/zh/wfui.ts';

const t = textOf(wfuiZh);

export interface RecordStagesProps {
  /** The record's resource (the project). */
  resourceKey: string;
  id: number;
  /** The stage resources, in order. */
  stageKeys: readonly string[];
  /** The field (of the record and of every stage) that links a stage's records to the record. */
  linkField: string;
  /** Shown above the record, e.g. 返回. */
  extra?: ReactNode;
  /**
   * Records of other resources that refer to this one by its id (a device's repairs: `repair-order.equipmentId`),
   * one card each after the stages; `fields` are shown in each row's header (default: the list's date columns).
   */
  links?: readonly StageLink[];
  /** The fields shown in the rows' headers of a stage, by its key (default: its list's date columns). */
  stageFields?: Readonly<Record<string, readonly string[]>>;
  /** The heading above the cards (default 各阶段). */
  stagesTitle?: string;
  /** Whether the record itself shows its workflow (state, actions, history) below its detail. */
  workflow?: boolean;
  /** Shown after the cards (a module's own card), given the record. */
  footer?: (record: ResourceRecord) => ReactNode;
}

/** A resource whose records refer to the record by its id in `field`. */
export interface StageLink {
  resource: string;
  field: string;
  fields?: readonly string[];
}

type Loaded<T> = { status: 'loading' } | { status: 'failed'; error: string; notFound?: boolean } | { status: 'ready'; value: T };

function localized(answer: ResourceSchemaAnswer): ResourceSchemaAnswer {
  return { ...answer, resource: localizeResource(answer.resource, pageLanguage(), pageEnglish() ?? undefined) };
}

/** The date fields of a stage's list columns (its dates at a glance). */
function dateFields(resource: ResourceFile): string[] {
  return resource.list.columns.map((c) => c.field).filter((f) => {
    const s = resolveField(resource, f);
    return s?.format === 'date' || s?.format === 'date-time';
  });
}

function StageRecords({ answer, linkValue, linkField, fields }: { answer: ResourceSchemaAnswer; linkValue: unknown; linkField: string; fields?: readonly string[] }) {
  const client = useResourceClient();
  const { resource, hiddenFields } = answer;
  const [rows, setRows] = useState<Loaded<ResourceRecord[]>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let live = true;
    if (linkValue === undefined || linkValue === null || linkValue === '') {
      setRows({ status: 'ready', value: [] });
      return;
    }
    client.list(resource, { [linkField]: String(linkValue), page: 1, limit: 20 }).then(
      (a) => live && setRows({ status: 'ready', value: a.rows }),
      (e: unknown) => live && setRows({ status: 'failed', error: failureText(e, t('wfui.stages.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [client, resource, linkField, linkValue, version]);
  if (rows.status === 'loading') return <Spin size="small" aria-label={t('wfui.loading')} />;
  if (rows.status === 'failed') return <Alert type="error" showIcon message={rows.error} />;
  if (rows.value.length === 0) return <Typography.Text type="secondary">{t('wfui.stages.none')}</Typography.Text>;
  const dates = (fields ?? dateFields(resource)).filter((f) => !hiddenFields.includes(f));
  return (
    <Collapse
      size="small"
      items={rows.value.map((row) => ({
        key: row.id,
        label: (
          <Flex gap={12} wrap align="center" data-testid="stage-record">
            <StateTag workflow={resource.workflow} state={recordState(resource, row)} />
            {dates.map((f) => (
              <Typography.Text key={f} type="secondary">
                {fieldTitle(resource, f)}{t('wfui.colon')}<FieldValue resource={resource} name={f} value={row[f]} />
              </Typography.Text>
            ))}
          </Flex>
        ),
        children: (
          <RecordWorkflow resource={resource} record={row} onChanged={changed}>
            <SchemaDetail resource={resource} record={row} hiddenFields={hiddenFields} />
          </RecordWorkflow>
        ),
      }))}
    />
  );
}

function StageCard({ stageKey, linkValue, linkField, fields }: { stageKey: string; linkValue: unknown; linkField: string; fields?: readonly string[] }) {
  const client = useResourceClient();
  const [answer, setAnswer] = useState<Loaded<ResourceSchemaAnswer>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    client.schema(stageKey).then(
      (a) => live && setAnswer({ status: 'ready', value: localized(a) }),
      (e: unknown) => live && setAnswer({ status: 'failed', error: failureText(e, t('wfui.stages.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [client, stageKey]);
  const title = answer.status === 'ready' ? answer.value.resource.title : stageKey;
  return (
    <Card size="small" title={title} data-testid={`stage-${stageKey}`}>
      {answer.status === 'loading' && <Spin size="small" aria-label={t('wfui.loading')} />}
      {answer.status === 'failed' && <Alert type="warning" showIcon message={answer.error} />}
      {answer.status === 'ready' && <StageRecords answer={answer.value} linkValue={linkValue} linkField={linkField} fields={fields} />}
    </Card>
  );
}

export function RecordStages({ resourceKey, id, stageKeys, stageFields, linkField, extra, links = [], stagesTitle, workflow = false, footer }: RecordStagesProps) {
  const client = useResourceClient();
  const [state, setState] = useState<Loaded<{ answer: ResourceSchemaAnswer; record: ResourceRecord }>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    client
      .schema(resourceKey)
      .then(async (raw) => {
        const answer = localized(raw);
        return { answer, record: await client.detail(answer.resource, id) };
      })
      .then(
        (value) => live && setState({ status: 'ready', value }),
        (e: unknown) =>
          live &&
          setState({ status: 'failed', error: failureText(e, t('wfui.stages.recordFailed')), notFound: (e as { status?: number } | null)?.status === 404 }),
      );
    return () => {
      live = false;
    };
  }, [client, resourceKey, id]);
  if (state.status === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label={t('wfui.loading')} />
      </Flex>
    );
  }
  if (state.status === 'failed') return <Result status={state.notFound ? '404' : 'error'} title={t('wfui.stages.recordFailed')} subTitle={state.error} extra={extra} />;
  const { answer, record } = state.value;
  const detail = <SchemaDetail resource={answer.resource} record={record} hiddenFields={answer.hiddenFields} />;
  return (
    <Flex vertical gap={16} data-testid="record-stages">
      {extra}
      <Card title={String(record[answer.resource.list.columns[0]?.field ?? 'id'] ?? '')}>
        {workflow ? <RecordWorkflow resource={answer.resource} record={record} onChanged={(changed) => setState({ status: 'ready', value: { answer, record: { ...record, ...changed } } })}>{detail}</RecordWorkflow> : detail}
      </Card>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {stagesTitle ?? t('wfui.stages.title')}
      </Typography.Title>
      {stageKeys.map((k) => (
        <StageCard key={k} stageKey={k} linkValue={record[linkField]} linkField={linkField} fields={stageFields?.[k]} />
      ))}
      {links.map((l) => (
        <StageCard key={`${l.resource}.${l.field}`} stageKey={l.resource} linkValue={record.id} linkField={l.field} fields={l.fields} />
      ))}
      {footer?.(record)}
    </Flex>
  );
}
