// The options of a single or multiple choice field, edited in place: a row of 选项名称 / 选项值 per option,
// 添加选项, 上移 / 下移 / 删除 per row. A name or value used twice is marked at its rows. A controlled input
// (value / onChange), so it sits in an antd Form.Item. Empty names and values are marked once asked (showEmpty).
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Tooltip, Typography } from 'antd';
import type { CustomFieldOption } from '../src/schema/custom-field.ts';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

export interface OptionsEditorProps {
  /** Set by Form.Item (its label points here). */
  id?: string;
  value?: CustomFieldOption[];
  onChange?: (next: CustomFieldOption[]) => void;
  disabled?: boolean;
  /** Marks the whole list (a problem of `options` the rows do not show). */
  status?: 'error';
  /** Marks empty names and values too (after the first attempt to save); duplicates are always marked. */
  showEmpty?: boolean;
}

export interface OptionRowProblems {
  label?: string;
  value?: string;
}

/** Per row, what is wrong with its name and value: empty, or the same as an earlier or later row's. */
export function optionRowProblems(options: readonly CustomFieldOption[]): OptionRowProblems[] {
  const count = (pick: (o: CustomFieldOption) => string) => {
    const m = new Map<string, number>();
    for (const o of options) {
      const k = pick(o).trim();
      if (k) m.set(k, (m.get(k) ?? 0) + 1);
    }
    return m;
  };
  const labels = count((o) => o.label ?? '');
  const values = count((o) => o.value ?? '');
  return options.map((o) => {
    const label = (o.label ?? '').trim();
    const value = (o.value ?? '').trim();
    const out: OptionRowProblems = {};
    if (!label) out.label = t('designer.options.labelEmpty');
    else if ((labels.get(label) ?? 0) > 1) out.label = t('designer.options.labelTwice', { label });
    if (!value) out.value = t('designer.options.valueEmpty');
    else if ((values.get(value) ?? 0) > 1) out.value = t('designer.options.valueTwice', { value });
    return out;
  });
}

/** A value not used yet by `options`: the next number. */
export function nextOptionValue(options: readonly CustomFieldOption[]): string {
  const used = new Set(options.map((o) => o.value));
  let n = options.length + 1;
  while (used.has(String(n))) n += 1;
  return String(n);
}

const isEmptyProblem = (m: string | undefined) => m === t('designer.options.labelEmpty') || m === t('designer.options.valueEmpty');

export function OptionsEditor({ id, value = [], onChange, disabled, status, showEmpty }: OptionsEditorProps) {
  const problems = optionRowProblems(value).map((p) =>
    showEmpty ? p : { label: isEmptyProblem(p.label) ? undefined : p.label, value: isEmptyProblem(p.value) ? undefined : p.value },
  );
  const set = (next: CustomFieldOption[]) => onChange?.(next);
  const edit = (i: number, patch: Partial<CustomFieldOption>) => set(value.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const move = (i: number, to: number) => {
    const next = [...value];
    const [o] = next.splice(i, 1);
    next.splice(to, 0, o);
    set(next);
  };
  return (
    <Flex id={id} vertical gap={8} data-testid="options-editor" role="group" aria-label={t('designer.options.group')}>
      {value.length === 0 && (
        <Typography.Text type={status === 'error' ? 'danger' : 'secondary'}>{t('designer.options.none')}</Typography.Text>
      )}
      {value.map((o, i) => {
        const p = problems[i];
        const rowMessages = [p.label, p.value].filter(Boolean);
        return (
          <Flex key={i} vertical gap={2} data-testid="option-row" data-invalid={rowMessages.length > 0 || undefined}>
            <Flex gap={8} align="center">
              <Input
                aria-label={t('designer.options.label', { n: i + 1 })}
                placeholder={t('designer.options.labelPlaceholder')}
                value={o.label}
                maxLength={100}
                status={p.label ? 'error' : undefined}
                disabled={disabled}
                onChange={(e) => edit(i, { label: e.target.value })}
              />
              <Input
                aria-label={t('designer.options.value', { n: i + 1 })}
                placeholder={t('designer.options.valuePlaceholder')}
                value={o.value}
                maxLength={100}
                status={p.value ? 'error' : undefined}
                disabled={disabled}
                onChange={(e) => edit(i, { value: e.target.value })}
              />
              <Tooltip title={t('designer.options.up')}>
                <Button aria-label={t('designer.options.upN', { n: i + 1 })} icon={<ArrowUpOutlined />} disabled={disabled || i === 0} onClick={() => move(i, i - 1)} />
              </Tooltip>
              <Tooltip title={t('designer.options.down')}>
                <Button
                  aria-label={t('designer.options.downN', { n: i + 1 })}
                  icon={<ArrowDownOutlined />}
                  disabled={disabled || i === value.length - 1}
                  onClick={() => move(i, i + 1)}
                />
              </Tooltip>
              <Tooltip title={t('designer.delete')}>
                <Button aria-label={t('designer.options.deleteN', { n: i + 1 })} danger icon={<DeleteOutlined />} disabled={disabled} onClick={() => set(value.filter((_, j) => j !== i))} />
              </Tooltip>
            </Flex>
            {rowMessages.length > 0 && (
              <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
                {rowMessages.join(t('designer.problemSeparator'))}
              </Typography.Text>
            )}
          </Flex>
        );
      })}
      <Button type="dashed" icon={<PlusOutlined />} disabled={disabled} onClick={() => set([...value, { label: '', value: nextOptionValue(value) }])}>
        {t('designer.options.add')}
      </Button>
    </Flex>
  );
}
