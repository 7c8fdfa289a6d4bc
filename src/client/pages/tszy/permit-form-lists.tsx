// The list parts of the permit form: 作业人 (name + certificate, or a staff member or contractor worker picked, whose
// name and required certificate's number fill the row) and 关联的特殊作业 (name + number HJZA…) as antd Form.List rows
// with 添加 / 删除, limits as the server's. The runtime form hosts them as blocks (permit-list-blocks.tsx).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Typography, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import type { PermitKind } from '../../../domain/permit-kinds.ts';
import { permitApi, type WorkerPerson } from '../../api/permit-api.ts';
import { ContractorWorkerSelect } from './contractor-worker-select.tsx';
import { t } from './permit-labels.ts';
import { StaffWorkerSelect } from './staff-worker-select.tsx';

interface Column {
  field: string;
  placeholder: string;
  max: number;
  required?: string;
  pattern?: { re: RegExp; message: string };
  width?: number;
  kind?: 'contractorWorker' | 'staffWorker';
}

/**
 * Names the person picked on 作业人 row `row` (the other person field cleared), fills the name and, from GET
 * /{kind}/workerCertificate, the number of the certificate the kind requires (else `certNo`, the contractor
 * worker's own); a person without a valid one has the reason shown at the cell at once (saving refuses it too).
 */
async function pickWorker(form: FormInstance, kind: PermitKind, row: number, person: WorkerPerson, name: string, certNo = ''): Promise<void> {
  const path = ['zuoYeRen', row];
  const field = 'renYuan' in person ? 'renYuan' : 'chengBaoShangRenYuan';
  form.setFieldValue(path, { ...form.getFieldValue(path), renYuan: undefined, chengBaoShangRenYuan: undefined, ...person, xingMing: name, zhengShuHao: certNo });
  const start: unknown = form.getFieldValue('jiHuaKaiShiShiJian');
  try {
    const found = await permitApi.workerCertificate(kind, person, dayjs.isDayjs(start) ? start.toISOString() : undefined);
    if (form.getFieldValue([...path, field]) !== Object.values(person)[0]) return;
    form.setFieldValue([...path, 'zhengShuHao'], found.zhengShuHao ?? certNo);
    form.setFields([{ name: [...path, field], errors: found.refusal ? [found.refusal] : [] }]);
  } catch {
    // The save asks the server again; the row keeps what it has.
  }
}

/** The name on row `row` of list `list` (a picked person's, filled by pickWorker), if any. */
function rowName(form: FormInstance, list: string, row: number): string | undefined {
  const v: unknown = form.getFieldValue([list, row, 'xingMing']);
  return typeof v === 'string' && v.trim() ? v : undefined;
}

function RowList({ name, title, columns, maxItems, addText, kind }: { name: string; title: string; columns: Column[]; maxItems: number; addText: string; kind?: PermitKind }) {
  const form = Form.useFormInstance();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div role="group" aria-label={title} style={{ marginBottom: 16 }}>
          <Typography.Text strong>{title}</Typography.Text>
          {fields.length === 0 && <Typography.Paragraph type="secondary">{t('permitsui.lists.none', { title })}</Typography.Paragraph>}
          {fields.map((f) => (
            <Space key={f.key} align="baseline" wrap style={{ display: 'flex', marginTop: 8 }}>
              {columns.map((c) => (
                <Form.Item
                  key={c.field}
                  name={[f.name, c.field]}
                  rules={[
                    ...(c.required ? [{ required: true, whitespace: true, message: c.required }] : []),
                    ...(c.pattern ? [{ pattern: c.pattern.re, message: c.pattern.message }] : []),
                  ]}
                  style={{ marginBottom: 0 }}
                >
                  {c.kind === 'contractorWorker' && kind ? (
                    <ContractorWorkerSelect
                      label={c.placeholder}
                      knownName={rowName(form, name, f.name)}
                      onPicked={(w) => w && void pickWorker(form, kind, f.name, { chengBaoShangRenYuan: w.id }, w.name, w.certNo)}
                    />
                  ) : c.kind === 'staffWorker' && kind ? (
                    <StaffWorkerSelect label={c.placeholder} knownName={rowName(form, name, f.name)} onPicked={(p) => p && void pickWorker(form, kind, f.name, { renYuan: p.id }, p.name)} />
                  ) : (
                    <Input placeholder={c.placeholder} maxLength={c.max} style={{ width: c.width ?? 180 }} aria-label={c.placeholder} />
                  )}
                </Form.Item>
              ))}
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('permitsui.lists.remove', { title })} onClick={() => remove(f.name)} />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= maxItems} onClick={() => add()} style={{ marginTop: 8 }}>
            {addText}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** 作业人: name and certificate, or a staff member or contractor worker picked (their name and certificate filled in). */
export function WorkerList({ kind }: { kind: PermitKind }) {
  return (
    <RowList
      name="zuoYeRen"
      kind={kind}
      title={t('permitsui.lists.workers')}
      addText={t('permitsui.lists.addWorker')}
      maxItems={50}
      columns={[
        { field: 'xingMing', placeholder: t('permitsui.lists.workerName'), max: 50, required: t('permitsui.lists.workerNameRequired') },
        { field: 'zhengShuHao', placeholder: t('permitsui.lists.certificate'), max: 50 },
        { field: 'renYuan', placeholder: t('permitsui.lists.staffWorker'), max: 0, kind: 'staffWorker' },
        { field: 'chengBaoShangRenYuan', placeholder: t('permitsui.lists.contractorWorker'), max: 0, kind: 'contractorWorker' },
      ]}
    />
  );
}

/** 关联的特殊作业: name and number HJZA…. */
export function RelatedList() {
  return (
    <RowList
      name="guanLianZuoYe"
      title={t('permitsui.lists.related')}
      addText={t('permitsui.lists.addRelated')}
      maxItems={20}
      columns={[
        { field: 'zuoYeMingCheng', placeholder: t('permitsui.lists.relatedName'), max: 100 },
        {
          field: 'zuoYeBianHao',
          placeholder: t('permitsui.lists.relatedNo'),
          max: 17,
          required: t('permitsui.lists.relatedNoRequired'),
          pattern: { re: /^HJZA\d{13}$/, message: t('permitsui.lists.relatedNoPattern') },
        },
      ]}
    />
  );
}
