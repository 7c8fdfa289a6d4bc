// The permit apply/edit form on the one schema runtime (issue 16 item 1): SchemaForm renders the kind's form file
// (schemas/modules/tszy/permits/<kind>.json, the file the server's saveOrUpdate schema is made of); what is more than a
// field is a form block the file places (permit-list-blocks.tsx: 作业人, 关联作业, 安全措施, 工作危害分析, 安全交底; the live
// grade, permit-grade-block.tsx; the return and the reason of a change, permit-notices-block.tsx). 保存草稿 saves the
// draft, 提交 saves and submits; a 400 is shown at the field it names (a list's cell at its list), a 409 beside the buttons.
import { Alert, message, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import type { PermitKind } from '../../../domain/permit-kinds.ts';
import { REVISION_REASON_FIELD } from '../../../domain/permit-revision.ts';
import { FormBlocksContext } from '../../../runtime/form-blocks-context.ts';
import { MapClientContext } from '../../../runtime/map/map-client.ts';
import { SchemaForm, type SubmitAction } from '../../../runtime/schema-form.tsx';
import type { ResourceFile } from '../../../schema/resource-types.ts';
import { ApiError } from '../../api/api-error.ts';
import { httpMapClient } from '../../api/map-client-http.ts';
import { permitApi, type PermitView } from '../../api/permit-api.ts';
import { permitFormBlockLookup } from './permit-form-blocks.ts';
import { PermitFormContext, type PermitFormState } from './permit-form-context.ts';
import { cleanObject } from './permit-form-values.ts';
import { kindName, t } from './permit-labels.ts';
import { permitFileOf, usePermitFormFile } from './use-permit-form-file.ts';

export interface PermitRuntimeFormProps {
  kind: PermitKind;
  /** The draft being edited; absent for a new permit. */
  initial?: PermitView | null;
  /** After 保存草稿 (the saved permit). */
  onSaved?: (p: PermitView) => void;
  /** After 提交 succeeded. */
  onSubmitted?: (p: PermitView) => void;
  onCancel?: () => void;
}

type Values = Record<string, unknown>;

/**
 * The form values of a saved permit: its form fields (the enterprise's custom fields among them, when `resource` is
 * the merged form), the briefing without its signatures (the server keeps them).
 */
export function permitStartValues(resource: ResourceFile, p: PermitView | null | undefined): Values | undefined {
  if (!p) return undefined;
  const names = Object.keys(resource.form.properties);
  const out: Values = Object.fromEntries(names.filter((n) => p[n] !== undefined && p[n] !== null).map((n) => [n, p[n]]));
  if (p.anQuanJiaoDi) {
    const { qianZi: _signatures, ...briefing } = p.anQuanJiaoDi;
    out.anQuanJiaoDi = briefing;
  }
  return out;
}

/**
 * The fields not shown: the enterprise's switched-off custom fields, and the read-only fields of older permits (the
 * briefing's free texts before anQuanJiaoDi) where the permit does not have them.
 */
function hiddenOf(resource: ResourceFile, hidden: readonly string[], initial: Values | undefined): string[] {
  const props = resource.form.properties;
  return [...hidden, ...Object.keys(props).filter((n) => props[n].readOnly && (initial?.[n] ?? '') === '')];
}

/** A 400 of a list's cell ('zuoYeRen[0].xingMing') names the list, where its block shows it. */
function atTopFields(e: unknown): unknown {
  if (!(e instanceof ApiError) || e.errors.length === 0) return e;
  return new ApiError(e.message, e.code, e.status, e.errors.map((f) => ({ ...f, field: f.field.split(/[.[]/)[0] })));
}

export function PermitRuntimeForm({ kind, initial, onSaved, onSubmitted, onCancel }: PermitRuntimeFormProps) {
  const [saved, setSaved] = useState<PermitView | null>(initial ?? null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  // The kind's form as the enterprise tailored it (its custom fields and tabs); the file alone when that cannot be had.
  const file = usePermitFormFile(kind);
  const resource = useMemo(() => permitFileOf(kind, file), [file, kind]);
  // Stable for the form's life: a new object would start a new form (the saved permit does not).
  const initialValues = useMemo(() => permitStartValues(resource, initial), [resource, initial]);
  const hiddenFields = useMemo(() => hiddenOf(resource, file.status === 'ready' ? file.hiddenFields : [], initialValues), [resource, file, initialValues]);
  const actions: SubmitAction[] = useMemo(
    () => [
      { key: 'save', text: t('permitsui.edit.saveDraft') },
      { key: 'submit', text: t('permitsui.action.submit'), primary: true },
    ],
    [],
  );
  const state: PermitFormState = {
    kind,
    saved,
    reason: {
      value: reason,
      error: reasonError,
      set: (v) => {
        setReason(v);
        if (v.trim()) setReasonError('');
      },
    },
  };

  const onSubmit = async (payload: Values, action?: string) => {
    if (saved?.tiJiaoGuo && !reason.trim()) {
      const required = t('permitsui.edit.revisionReasonRequired');
      setReasonError(required);
      throw new Error(required);
    }
    // Cleared fields are left out, not sent as null (the server replaces the draft's form with what is sent), and so
    // are a position not picked and a briefing not filled in ({}, an object field's value before anything is in it).
    const body = cleanObject(payload);
    let p: PermitView;
    try {
      p = await permitApi.save(kind, { ...body, ...(reason.trim() ? { [REVISION_REASON_FIELD]: reason.trim() } : {}), ...(saved ? { id: saved.id } : {}) });
    } catch (e) {
      throw atTopFields(e);
    }
    setSaved(p);
    setReason('');
    if (action !== 'submit') {
      void message.success(t('permitsui.edit.draftSaved'));
      onSaved?.(p);
      return;
    }
    const submitted = await permitApi.submit(kind, p.id);
    void message.success(t('permitsui.done.submit'));
    onSubmitted?.(submitted);
  };

  return (
    <PermitFormContext.Provider value={state}>
      <FormBlocksContext.Provider value={permitFormBlockLookup}>
        <MapClientContext.Provider value={httpMapClient}>
          <div role="form" aria-label={t('permitsui.edit.formLabel', { kind: kindName(kind) })} data-permit-form="runtime">
            {file.status === 'failed' && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('permitsui.custom.loadFailed')} description={file.reason} />}
            {file.status === 'loading' ? (
              <Skeleton active paragraph={{ rows: 8 }} />
            ) : (
              <SchemaForm
                resource={resource}
                initialValues={initialValues}
                hiddenFields={hiddenFields}
                onSubmit={onSubmit}
                onCancel={onCancel}
                actions={actions}
                columns={2}
              />
            )}
          </div>
        </MapClientContext.Provider>
      </FormBlocksContext.Provider>
    </PermitFormContext.Provider>
  );
}
