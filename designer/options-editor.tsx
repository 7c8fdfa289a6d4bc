// The options of a single or multiple choice field, edited in place: a row of 选项名称 / 选项值 per option,
// 添加选项, 上移 / 下移 / 删除 per row. A name or value used twice is marked at its rows. A controlled input
// (value / onChange), so it sits in an antd Form.Item. Empty names and values are marked once asked (showEmpty).
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Tooltip, Typography } from 'antd';
import type { CustomFieldOption } from '../src/schema/custom-field.ts';

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
    if (!label) out.label = '请填写选项名称';
    else if ((labels.get(label) ?? 0) > 1) out.label = `选项名称「${label}」重复`;
    if (!value) out.value = '请填写选项值';
    else if ((values.get(value) ?? 0) > 1) out.value = `选项值「${value}」重复`;
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

const isEmptyProblem = (m: string | undefined) => m?.startsWith('请填写') ?? false;

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
    <Flex id={id} vertical gap={8} data-testid="options-editor" role="group" aria-label="选项">
      {value.length === 0 && (
        <Typography.Text type={status === 'error' ? 'danger' : 'secondary'}>暂无选项，请点击“添加选项”</Typography.Text>
      )}
      {value.map((o, i) => {
        const p = problems[i];
        const rowMessages = [p.label, p.value].filter(Boolean);
        return (
          <Flex key={i} vertical gap={2} data-testid="option-row" data-invalid={rowMessages.length > 0 || undefined}>
            <Flex gap={8} align="center">
              <Input
                aria-label={`第 ${i + 1} 个选项的名称`}
                placeholder="选项名称"
                value={o.label}
                maxLength={100}
                status={p.label ? 'error' : undefined}
                disabled={disabled}
                onChange={(e) => edit(i, { label: e.target.value })}
              />
              <Input
                aria-label={`第 ${i + 1} 个选项的值`}
                placeholder="选项值"
                value={o.value}
                maxLength={100}
                status={p.value ? 'error' : undefined}
                disabled={disabled}
                onChange={(e) => edit(i, { value: e.target.value })}
              />
              <Tooltip title="上移">
                <Button aria-label={`上移第 ${i + 1} 个选项`} icon={<ArrowUpOutlined />} disabled={disabled || i === 0} onClick={() => move(i, i - 1)} />
              </Tooltip>
              <Tooltip title="下移">
                <Button
                  aria-label={`下移第 ${i + 1} 个选项`}
                  icon={<ArrowDownOutlined />}
                  disabled={disabled || i === value.length - 1}
                  onClick={() => move(i, i + 1)}
                />
              </Tooltip>
              <Tooltip title="删除">
                <Button aria-label={`删除第 ${i + 1} 个选项`} danger icon={<DeleteOutlined />} disabled={disabled} onClick={() => set(value.filter((_, j) => j !== i))} />
              </Tooltip>
            </Flex>
            {rowMessages.length > 0 && (
              <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
                {rowMessages.join('；')}
              </Typography.Text>
            )}
          </Flex>
        );
      })}
      <Button type="dashed" icon={<PlusOutlined />} disabled={disabled} onClick={() => set([...value, { label: '', value: nextOptionValue(value) }])}>
        添加选项
      </Button>
    </Flex>
  );
}
