// The list parts of the permit form: 作业人 (name + certificate), 关联的特殊作业 (name + number HJZA…) and the
// 安全措施 checklist (measure, 是否涉及, 确认人), as antd Form.List rows with 添加 / 删除, limits as the server's.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Switch, Typography } from 'antd';

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
          {fields.length === 0 && <Typography.Paragraph type="secondary">暂无{title}</Typography.Paragraph>}
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
                    <Switch checkedChildren="涉及" unCheckedChildren="不涉及" />
                  ) : (
                    <Input placeholder={c.placeholder} maxLength={c.max} style={{ width: c.width ?? 180 }} aria-label={c.placeholder} />
                  )}
                </Form.Item>
              ))}
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除${title}`} onClick={() => remove(f.name)} />
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
        title="作业人"
        addText="添加作业人"
        maxItems={50}
        columns={[
          { field: 'xingMing', placeholder: '作业人姓名', max: 50, required: '请填写作业人姓名' },
          { field: 'zhengShuHao', placeholder: '证书编号', max: 50 },
        ]}
      />
      <RowList
        name="guanLianZuoYe"
        title="关联的特殊作业"
        addText="添加关联作业"
        maxItems={20}
        columns={[
          { field: 'zuoYeMingCheng', placeholder: '关联作业名称', max: 100 },
          {
            field: 'zuoYeBianHao',
            placeholder: '关联作业票编号',
            max: 17,
            required: '请填写关联作业票编号',
            pattern: { re: /^HJZA\d{13}$/, message: '编号应为 HJZA 加 13 位数字' },
          },
        ]}
      />
      <RowList
        name="anQuanCuoShi"
        title="安全措施"
        addText="添加安全措施"
        maxItems={100}
        columns={[
          { field: 'cuoShi', placeholder: '安全措施', max: 500, required: '请填写安全措施', width: 320 },
          { field: 'sheJi', placeholder: '是否涉及', max: 0, kind: 'switch' },
          { field: 'queRenRen', placeholder: '确认人', max: 50 },
        ]}
      />
    </>
  );
}
