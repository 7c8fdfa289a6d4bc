// The expressions of a custom field in the definition editor: 计算字段 (a switch and the formula over the
// form's fields; the field becomes read-only) and 校验规则 (rows of a condition and the message shown when it
// is false). The fields a formula may name are listed under it; each problem shows at its input.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Switch, Typography } from 'antd';
import { MAX_RULES } from '../src/schema/custom-field-expr.ts';
import { DefItem } from './def-item.tsx';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

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
      {t('designer.expr.fields', { fields: names.map(([k, title]) => `${title} ${k}`).join(t('designer.listSeparator')) })}
      {fields.size > names.length ? ' …' : ''}{t('designer.expr.example')}
    </Typography.Text>
  );
}

export function DefExprSettings({ computable, computed, ruled, fields, problemsOf }: DefExprSettingsProps) {
  return (
    <>
      {computable && (
        <>
          <DefItem name="computed" label={t('designer.expr.computed')} valuePropName="checked" problems={[]} extra={t('designer.expr.computedHelp')}>
            <Switch />
          </DefItem>
          {computed && (
            <DefItem name="compute" label={t('designer.expr.formula')} problems={problemsOf('compute')} extra={<FieldNames fields={fields} />}>
              <Input.TextArea rows={2} maxLength={500} placeholder={t('designer.expr.formulaPlaceholder')} spellCheck={false} />
            </DefItem>
          )}
        </>
      )}
      {ruled && (
        <Form.Item label={t('designer.expr.rules')} extra={problemsOf('rules').join(t('designer.problemSeparator')) || t('designer.expr.rulesHelp')}>
          <Form.List name="rules">
            {(rows, { add, remove }) => (
              <Flex vertical gap={8}>
                {rows.map((row, i) => (
                  <Flex key={row.key} gap={8} align="start" data-testid={`rule-${i}`}>
                    <div style={{ flex: 3 }}>
                      <DefItem name={[row.name, 'assert']} problems={[...problemsOf(`rules.${i}`), ...problemsOf(`rules.${i}.assert`)]}>
                        <Input aria-label={t('designer.expr.ruleCondition', { n: i + 1 })} placeholder={t('designer.expr.ruleConditionPlaceholder')} maxLength={500} spellCheck={false} />
                      </DefItem>
                    </div>
                    <div style={{ flex: 2 }}>
                      <DefItem name={[row.name, 'message']} problems={problemsOf(`rules.${i}.message`)}>
                        <Input aria-label={t('designer.expr.ruleMessage', { n: i + 1 })} placeholder={t('designer.expr.ruleMessagePlaceholder')} maxLength={100} />
                      </DefItem>
                    </div>
                    <Button aria-label={t('designer.expr.ruleDelete', { n: i + 1 })} icon={<DeleteOutlined />} onClick={() => remove(row.name)} />
                  </Flex>
                ))}
                <Button icon={<PlusOutlined />} disabled={rows.length >= MAX_RULES} onClick={() => add({ assert: '', message: '' })}>
                  {t('designer.expr.ruleAdd')}
                </Button>
              </Flex>
            )}
          </Form.List>
        </Form.Item>
      )}
    </>
  );
}
