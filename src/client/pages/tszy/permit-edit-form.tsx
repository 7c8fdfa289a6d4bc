// The create/edit form of a permit (a draft): the common Annex A fields, the kind's own (as the server's body
// schema accepts them), the enterprise's custom fields of the kind (the designer, permit-custom-field-cards.tsx), the lists (作业人, 关联作业, 安全措施), the grade the server decided with its rule, and
// 保存草稿 / 提交. A 400 is shown at the fields it names, a 409 (or a grade refusal) as a message.
import { Alert, Button, Card, Col, Form, Row, Space, message } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { PermitKind } from '../../../domain/permit-kinds.ts';
import { REVISION_REASON_FIELD } from '../../../domain/permit-revision.ts';
import { permitApi, type PermitForm, type PermitView } from '../../api/permit-api.ts';
import { PermitFieldItem } from './permit-field-item.tsx';
import { COMMON_FIELDS, KIND_FIELDS, requiresStart, type FieldSpec } from './permit-field-specs.ts';
import { PermitFormLists } from './permit-form-lists.tsx';
import { cleanObject } from './permit-form-values.ts';
import { PermitBriefingBlock, PermitHazardList } from './permit-briefing-form.tsx';
import { PermitRevisionReason } from './permit-revision-reason.tsx';
import { PermitCustomFieldCards } from './permit-custom-field-cards.tsx';
import { usePermitCustomFields } from './use-permit-custom-fields.ts';
import { fieldErrorsOf, gradeName, kindName, reasonOf, slotTitle, t } from './permit-labels.ts';

export interface PermitEditFormProps {
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

const timeNames = (specs: readonly FieldSpec[]) => specs.filter((s) => s.type === 'time').map((s) => s.name);

/** A permit as form values: times as dayjs (the briefing's too); the briefing's signatures are not fields (the server keeps them). */
export function toFormValues(p: PermitForm): Values {
  const out: Values = { ...p };
  for (const n of timeNames(COMMON_FIELDS)) out[n] = typeof p[n] === 'string' ? dayjs(p[n]) : undefined;
  if (p.anQuanJiaoDi) {
    const { qianZi: _signatures, jiaoDiShiJian, ...briefing } = p.anQuanJiaoDi;
    out.anQuanJiaoDi = { ...briefing, ...(typeof jiaoDiShiJian === 'string' ? { jiaoDiShiJian: dayjs(jiaoDiShiJian) } : {}) };
  }
  return out;
}

/**
 * The saveOrUpdate body of the form values: empty values left out (the server replaces the draft's form). `custom`:
 * the names of the enterprise's custom fields shown on the form (a switched-off one's stored value is not sent: the
 * server keeps it).
 */
export function toBody(values: Values, id?: number, custom: readonly string[] = []): PermitForm {
  const names = new Set(['zuoYeRen', 'guanLianZuoYe', 'anQuanCuoShi', 'fengXianFenXi', 'anQuanJiaoDi', REVISION_REASON_FIELD, ...COMMON_FIELDS.map((s) => s.name), ...custom]);
  Object.values(KIND_FIELDS).forEach((specs) => specs.forEach((s) => names.add(s.name)));
  const known = Object.fromEntries(Object.entries(values).filter(([k]) => names.has(k)));
  return { ...cleanObject(known), ...(id ? { id } : {}) };
}

export function PermitEditForm({ kind, initial, onSaved, onSubmitted, onCancel }: PermitEditFormProps) {
  const [form] = Form.useForm<Values>();
  const [saved, setSaved] = useState<PermitView | null>(initial ?? null);
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const custom = usePermitCustomFields(kind);
  const customNames = custom.status === 'ready' ? custom.fields.map((f) => f.name) : [];

  const save = async (): Promise<PermitView | null> => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch (e) {
      // The first field in error is scrolled into view and focused (its message is under it).
      const first = (e as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center', focus: true });
      else void message.error(t('permitsui.edit.checkFields'));
      return null;
    }
    try {
      const p = await permitApi.save(kind, toBody(values, saved?.id, customNames));
      setSaved(p);
      return p;
    } catch (e) {
      const fields = fieldErrorsOf(e);
      if (fields.length) {
        form.setFields(fields);
        form.scrollToField(fields[0].name, { block: 'center', focus: true });
      }
      void message.error(reasonOf(e, t('permitsui.edit.saveFailed')));
      return null;
    }
  };

  const onSave = async () => {
    setBusy('save');
    const p = await save();
    setBusy(null);
    if (!p) return;
    void message.success(t('permitsui.edit.draftSaved'));
    onSaved?.(p);
  };

  const onSubmit = async () => {
    setBusy('submit');
    const p = await save();
    if (!p) return setBusy(null);
    try {
      const submitted = await permitApi.submit(kind, p.id);
      void message.success(t('permitsui.done.submit'));
      onSubmitted?.(submitted);
    } catch (e) {
      void message.error(reasonOf(e, t('permitsui.edit.submitFailed')));
    } finally {
      setBusy(null);
    }
  };

  const name = kindName(kind);
  const mustStart = requiresStart(kind);
  // The briefing's free texts of permits before anQuanJiaoDi: shown (not editable) only where a permit has them.
  const commonFields = COMMON_FIELDS.filter((s) => !s.readOnly || (initial?.[s.name] ?? '') !== '');
  return (
    <Form form={form} layout="vertical" initialValues={initial ? toFormValues(initial) : { anQuanCuoShi: [] }} aria-label={t('permitsui.edit.formLabel', { kind: name })}>
      {saved?.tuiHui && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('permitsui.edit.returnedAt', { slot: slotTitle(saved.tuiHui.slotTitle) })}
          description={saved.tuiHui.opinion}
        />
      )}
      {saved?.tiJiaoGuo && <PermitRevisionReason version={saved.banBen ?? 1} />}
      {saved?.jiBieYiJu && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('permitsui.edit.grade', { grade: gradeName(saved.jiBieDaiMa, saved.zuoYeJiBie) })}
          description={saved.jiBieYiJu}
          data-testid="permit-grade"
        />
      )}
      <Card size="small" title={t('permitsui.edit.basic')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {commonFields.map((s) => (
            <Col key={s.name} xs={24} md={s.type === 'text' && s.long ? 24 : 12} lg={s.type === 'text' && s.long ? 24 : 8}>
              <PermitFieldItem spec={s} required={s.name === 'jiHuaKaiShiShiJian' && mustStart ? true : undefined} disabled={s.readOnly} />
            </Col>
          ))}
        </Row>
      </Card>
      <Card size="small" title={t('permitsui.edit.kindInfo', { kind: name })} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {KIND_FIELDS[kind].map((s) => (
            <Col key={s.name} xs={24} md={12} lg={8}>
              <PermitFieldItem spec={s} />
            </Col>
          ))}
        </Row>
      </Card>
      <PermitCustomFieldCards kind={kind} load={custom} />
      <Card size="small" title={t('permitsui.edit.people')} style={{ marginBottom: 16 }}>
        <PermitFormLists kind={kind} />
        <PermitHazardList />
        <PermitBriefingBlock signatures={saved ? (saved.anQuanJiaoDi?.qianZi ?? []) : null} />
      </Card>
      <Space>
        <Button onClick={() => void onSave()} loading={busy === 'save'} disabled={busy !== null}>
          {t('permitsui.edit.saveDraft')}
        </Button>
        <Button type="primary" onClick={() => void onSubmit()} loading={busy === 'submit'} disabled={busy !== null}>
          {t('permitsui.action.submit')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('permitsui.page.back')}</Button>}
      </Space>
    </Form>
  );
}
