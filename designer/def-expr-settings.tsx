// The expressions of a custom field in the definition editor: 计算字段 (a switch and the formula over the
// form's fields; the field becomes read-only) and 校验规则 (rows of a condition and the message shown when it
// is false). The fields a formula may name are listed under it; each problem shows at its input.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Switch, Typography } from 'antd';
import { MAX_RULES } from '../src/schema/custom-field-expr.ts';
import { DefItem } from './def-item.tsx';

export interface DefExprSettingsProps {
  /** The type may be computed. */
  computable: boolean;
  computed: boolean;
  /** The type may carry rules. */
  ruled: boolean;
  /** The form's fields by name (their titles), offered as the names a formula may use. */
  fields: ReadonlyMap<string, string>;
  problemsOf: (prop: string) => string[];
}

function FieldNames({ fields }: { fields: ReadonlyMap<string, string> }) {
  const names = [...fields].slice(0, 40);
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      可用字段：{names.map(([k, t]) => `${t} ${k}`).join('，')}
      {fields.size > names.length ? ' …' : ''}。例如 L * E * C、endDate &gt;= startDate
    </Typography.Text>
  );
}

export function DefExprSettings({ computable, computed, ruled, fields, problemsOf }: DefExprSettingsProps) {
  return (
    <>
      {computable && (
        <>
          <DefItem name="computed" label="计算字段" valuePropName="checked" problems={[]} extra="值由公式算出，表单中只读，保存时由服务器重新计算">
            <Switch />
          </DefItem>
          {computed && (
            <DefItem name="compute" label="计算公式" problems={problemsOf('compute')} extra={<FieldNames fields={fields} />}>
              <Input.TextArea rows={2} maxLength={500} placeholder="例如 L * E * C" spellCheck={false} />
            </DefItem>
          )}
        </>
      )}
      {ruled && (
        <Form.Item label="校验规则" extra={problemsOf('rules').join('；') || '条件不成立时，在字段下方显示提示'}>
          <Form.List name="rules">
            {(rows, { add, remove }) => (
              <Flex vertical gap={8}>
                {rows.map((row, i) => (
                  <Flex key={row.key} gap={8} align="start" data-testid={`rule-${i}`}>
                    <div style={{ flex: 3 }}>
                      <DefItem name={[row.name, 'assert']} problems={[...problemsOf(`rules.${i}`), ...problemsOf(`rules.${i}.assert`)]}>
                        <Input aria-label={`校验条件 ${i + 1}`} placeholder="条件，例如 endDate >= startDate" maxLength={500} spellCheck={false} />
                      </DefItem>
                    </div>
                    <div style={{ flex: 2 }}>
                      <DefItem name={[row.name, 'message']} problems={problemsOf(`rules.${i}.message`)}>
                        <Input aria-label={`不满足时的提示 ${i + 1}`} placeholder="不满足时的提示" maxLength={100} />
                      </DefItem>
                    </div>
                    <Button aria-label={`删除规则 ${i + 1}`} icon={<DeleteOutlined />} onClick={() => remove(row.name)} />
                  </Flex>
                ))}
                <Button icon={<PlusOutlined />} disabled={rows.length >= MAX_RULES} onClick={() => add({ assert: '', message: '' })}>
                  添加规则
                </Button>
              </Flex>
            )}
          </Form.List>
        </Form.Item>
      )}
    </>
  );
}
