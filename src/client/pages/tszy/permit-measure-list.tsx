// The 安全措施 list of the permit form (issue 16 item 5): 从措施模板带入 fills it from the enterprise's enabled measure
// templates of the kind and the grade the form gives (GET /{kind}/measureTemplates), keeping the measures present and
// adding none twice (domain mergeTemplateMeasures: a re-graded permit keeps its confirmed measures); each row is the
// measure, its phase, 是否涉及, the confirming staff member (picked; the server writes the name as 确认人) and photos.
// The server refuses a submission while a 作业前 measure is unconfirmed.
import { DeleteOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Space, Switch, Tag, Typography, message } from 'antd';
import { useState } from 'react';
import { chosenGrade, mergeTemplateMeasures, type MeasurePhase, type PermitMeasure } from '../../../domain/permit-measures.ts';
import type { PermitKind } from '../../../domain/permit-kinds.ts';
import { FileUpload } from '../../../runtime/file-upload.tsx';
import { ResourceClientContext } from '../../../runtime/resource-client.ts';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import { permitApi } from '../../api/permit-api.ts';
import { gradeName, kindShortName, reasonOf, t } from './permit-labels.ts';
import { StaffWorkerSelect } from './staff-worker-select.tsx';

const FIELD = 'anQuanCuoShi';
const MAX_MEASURES = 100;
const MAX_PHOTOS = 3;
const PHASE_COLORS: Readonly<Record<MeasurePhase, string>> = { before: 'blue', during: 'orange', after: 'green' };

/** Fills the list from the templates of the kind and the form's grade; answers what it says to the user. */
export async function fillFromTemplates(kind: PermitKind, values: Record<string, unknown>, present: readonly PermitMeasure[]): Promise<{ measures: PermitMeasure[]; note: string; added: number }> {
  const grade = chosenGrade(kind, values);
  const { dataList } = await permitApi.measureTemplates(kind, grade);
  if (dataList.length === 0) return { measures: [...present], note: t('permitsui.measures.noTemplates', { kind: kindShortName(kind), grade: grade ? gradeName(grade, null) : '' }), added: 0 };
  const merged = mergeTemplateMeasures(present, dataList);
  return { measures: merged.measures, note: t('permitsui.measures.filled', { added: merged.added, already: merged.already }), added: merged.added };
}

export function PermitMeasureList({ kind }: { kind: PermitKind }) {
  const form = Form.useFormInstance();
  const [busy, setBusy] = useState(false);
  const title = t('permitsui.lists.measures');

  const onFill = async () => {
    setBusy(true);
    try {
      const present = ((form.getFieldValue(FIELD) as PermitMeasure[] | undefined) ?? []).filter(Boolean);
      const r = await fillFromTemplates(kind, form.getFieldsValue(true) as Record<string, unknown>, present);
      form.setFieldValue(FIELD, r.measures);
      void (r.added > 0 ? message.success(r.note) : message.info(r.note));
    } catch (e) {
      void message.error(reasonOf(e, t('permitsui.measures.loadFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ResourceClientContext.Provider value={httpResourceClient}>
      <Form.List name={FIELD}>
        {(fields, { add, remove }) => (
          <div role="group" aria-label={title} style={{ marginBottom: 16 }}>
            <Space wrap>
              <Typography.Text strong>{title}</Typography.Text>
              <Button size="small" icon={<ImportOutlined />} loading={busy} onClick={() => void onFill()} disabled={fields.length >= MAX_MEASURES}>
                {t('permitsui.measures.fromTemplates')}
              </Button>
            </Space>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {t('permitsui.measures.hint')}
            </Typography.Paragraph>
            {fields.length === 0 && <Typography.Paragraph type="secondary">{t('permitsui.lists.none', { title })}</Typography.Paragraph>}
            {fields.map((f) => (
              <MeasureRow key={f.key} row={f.name} onRemove={() => remove(f.name)} />
            ))}
            <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= MAX_MEASURES} onClick={() => add({ sheJi: true, jieDuan: 'before' })} style={{ marginTop: 8 }}>
              {t('permitsui.lists.addMeasure')}
            </Button>
          </div>
        )}
      </Form.List>
    </ResourceClientContext.Provider>
  );
}

/** One measure: its text, phase, 是否涉及, the confirming person picked, the photos. */
function MeasureRow({ row, onRemove }: { row: number; onRemove: () => void }) {
  const form = Form.useFormInstance();
  const phase = Form.useWatch([FIELD, row, 'jieDuan'], form) as MeasurePhase | undefined;
  const staff = Form.useWatch([FIELD, row, 'queRenRenYuan'], form) as number | undefined;
  const typed = Form.useWatch([FIELD, row, 'queRenRen'], form) as string | undefined;
  const measureLabel = `${t('permitsui.lists.measures')} ${row + 1}`;
  return (
    <div role="listitem" aria-label={measureLabel} style={{ marginTop: 8, paddingBottom: 8, borderBottom: '1px dashed #f0f0f0' }}>
      <Space align="baseline" wrap style={{ display: 'flex' }}>
        <Tag color={PHASE_COLORS[phase ?? 'before']}>{t(`permitsui.measures.phase.${phase ?? 'before'}`)}</Tag>
        <Form.Item name={[row, 'cuoShi']} rules={[{ required: true, whitespace: true, message: t('permitsui.lists.measureRequired') }]} style={{ marginBottom: 0 }}>
          <Input.TextArea autoSize placeholder={t('permitsui.lists.measures')} maxLength={500} style={{ width: 360 }} aria-label={measureLabel} />
        </Form.Item>
        <Form.Item name={[row, 'sheJi']} valuePropName="checked" label={t('permitsui.lists.involves')} style={{ marginBottom: 0 }}>
          <Switch checkedChildren={t('permitsui.lists.involved')} unCheckedChildren={t('permitsui.lists.notInvolved')} />
        </Form.Item>
        <Form.Item name={[row, 'queRenRenYuan']} style={{ marginBottom: 0 }}>
          <StaffWorkerSelect
            label={`${t('permitsui.measures.confirmerStaff')} ${row + 1}`}
            onPicked={(p) => form.setFieldValue([FIELD, row, 'queRenRen'], p?.name)}
          />
        </Form.Item>
        {staff === undefined && typed && <Typography.Text>{t('permitsui.measures.typedConfirmer', { name: typed })}</Typography.Text>}
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('permitsui.lists.remove', { title: measureLabel })} onClick={onRemove} />
      </Space>
      <Form.Item name={[row, 'zhaoPian']} label={t('permitsui.measures.photos')} style={{ marginBottom: 0, marginTop: 4 }}>
        <FileUpload accept="image" maxCount={MAX_PHOTOS} />
      </Form.Item>
      {/* Kept with the row as the server answered them: the confirmer's name, the template and the phase. */}
      <Form.Item name={[row, 'queRenRen']} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={[row, 'muBan']} hidden>
        <InputNumber />
      </Form.Item>
      <Form.Item name={[row, 'jieDuan']} hidden>
        <Input />
      </Form.Item>
    </div>
  );
}
