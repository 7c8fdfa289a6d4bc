// The list parts of the permit form: 作业人 (name + certificate), 关联的特殊作业 (name + number HJZA…) and the
// 安全措施 checklist (measure, 是否涉及, 确认人), as antd Form.List rows with 添加 / 删除, limits as the server's.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Switch, Typography } from 'antd';
import { t } from './permit-labels.ts';

interface Column {
  field: string;
  placeholder: string;
  max: number;
  required?: string;
  pattern?: { re: RegExp; message: string };
  width?: number;
  kind?: 'switch';
}

function RowList({ name, title, columns, maxItems, addText }: { name: string; title: string; columns: Column[]; maxItems: number; addText: string }) {
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
                  valuePropName={c.kind === 'switch' ? 'checked' : 'value'}
                  label={c.kind === 'switch' ? c.placeholder : undefined}
                  rules={[
                    ...(c.required ? [{ required: true, whitespace: true, message: c.required }] : []),
                    ...(c.pattern ? [{ pattern: c.pattern.re, message: c.pattern.message }] : []),
                  ]}
                  style={{ marginBottom: 0 }}
                >
                  {c.kind === 'switch' ? (
                    <Switch checkedChildren={t('permitsui.lists.involved')} unCheckedChildren={t('permitsui.lists.notInvolved')} />
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

/** The three lists of an Annex A form. */
export function PermitFormLists() {
  return (
    <>
      <RowList
        name="zuoYeRen"
        title={t('permitsui.lists.workers')}
        addText={t('permitsui.lists.addWorker')}
        maxItems={50}
        columns={[
          { field: 'xingMing', placeholder: t('permitsui.lists.workerName'), max: 50, required: t('permitsui.lists.workerNameRequired') },
          { field: 'zhengShuHao', placeholder: t('permitsui.lists.certificate'), max: 50 },
        ]}
      />
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
      <RowList
        name="anQuanCuoShi"
        title={t('permitsui.lists.measures')}
        addText={t('permitsui.lists.addMeasure')}
        maxItems={100}
        columns={[
          { field: 'cuoShi', placeholder: t('permitsui.lists.measures'), max: 500, required: t('permitsui.lists.measureRequired'), width: 320 },
          { field: 'sheJi', placeholder: t('permitsui.lists.involves'), max: 0, kind: 'switch' },
          { field: 'queRenRen', placeholder: t('permitsui.lists.confirmer'), max: 50 },
        ]}
      />
    </>
  );
}
