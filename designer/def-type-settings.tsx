// The settings of one custom field type in the definition editor's antd Form: length (text, textarea),
// pattern and its message (text), range and precision (number), options (single and multiple choice),
// upload count (image, file), and the default value in the input of the type. Each item shows the
// problems of its property (`problemsOf`).
import { Input, InputNumber, Select } from 'antd';
import type { CustomFieldOption, CustomFieldType } from '../src/schema/custom-field.ts';
import { COMPUTABLE_TYPES } from '../src/schema/custom-field-expr.ts';
import type { CustomRefOnDelete } from '../src/schema/custom-field-ref.ts';
import { CHOICE_TYPES, DEFAULT_TYPES, RULE_TYPES, TEXTUAL_TYPES, UPLOAD_TYPES } from './def-form-values.ts';
import { DefExprSettings } from './def-expr-settings.tsx';
import { DefItem } from './def-item.tsx';
import { DefRefSettings } from './def-ref-settings.tsx';
import { OptionsEditor } from './options-editor.tsx';
import type { RefTargetsState } from './use-ref-targets.ts';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

export interface DefTypeSettingsProps {
  type: CustomFieldType | undefined;
  /** The options being edited (the default value of a choice field is one of them). */
  options: CustomFieldOption[];
  /** Digits of a number field (the default value input rounds to them). */
  precision?: number | null;
  /** Messages to show at a property (empty: none). */
  problemsOf: (prop: string) => string[];
  /** Empty option names and values are marked (after the first attempt to save). */
  showEmpty: boolean;
  /** A reference field: what it may point at, and the target chosen. */
  refTargets?: RefTargetsState;
  refResource?: string;
  /** What a deletion of a reference's target may do here (all by default). */
  refOnDeleteChoices?: readonly CustomRefOnDelete[];
  /** The value is computed (the formula shows, the default does not). */
  computed?: boolean;
  /** The form's fields by name (titles), which formulas and rules may name. */
  fields?: ReadonlyMap<string, string>;
}

const NOT_LOADED: RefTargetsState = { targets: undefined, loading: false, error: null };
const NO_FIELDS: ReadonlyMap<string, string> = new Map();

interface DefaultInputProps {
  type: CustomFieldType;
  options: CustomFieldOption[];
  precision?: number | null;
  /** Injected by Form.Item: passed on to the input. */
  id?: string;
  value?: unknown;
  onChange?: (...args: never[]) => void;
}

/** The default value in the input of the type. */
function DefaultInput({ type, options, precision, ...injected }: DefaultInputProps) {
  // Form.Item's id, value and onChange, handed to whichever input the type has.
  const p = injected as object;
  const choices = options.filter((o) => o.value?.trim()).map((o) => ({ label: o.label || o.value, value: o.value }));
  switch (type) {
    case 'number':
      return <InputNumber {...p} style={{ width: '100%' }} placeholder={t('designer.type.unset')} precision={precision ?? undefined} />;
    case 'switch':
      return (
        <Select
          {...p}
          allowClear
          placeholder={t('designer.type.unset')}
          options={[
            { label: t('designer.yes'), value: true },
            { label: t('designer.no'), value: false },
          ]}
        />
      );
    case 'select':
      return <Select {...p} allowClear placeholder={t('designer.type.unset')} options={choices} />;
    case 'multiselect':
      return <Select {...p} allowClear mode="multiple" placeholder={t('designer.type.unset')} options={choices} />;
    default:
      return <Input {...p} placeholder={t('designer.type.unset')} maxLength={type === 'textarea' ? 10000 : 2000} />;
  }
}

export function DefTypeSettings({ type, options, precision, problemsOf, showEmpty, refTargets = NOT_LOADED, refResource, refOnDeleteChoices, computed = false, fields = NO_FIELDS }: DefTypeSettingsProps) {
  if (!type) return null;
  const textual = TEXTUAL_TYPES.has(type);
  return (
    <>
      {textual && (
        <>
          <DefItem name="minLength" label={t('designer.type.minLength')} problems={problemsOf('minLength')}>
            <InputNumber style={{ width: '100%' }} min={0} precision={0} placeholder={t('designer.type.unlimited')} />
          </DefItem>
          <DefItem name="maxLength" label={t('designer.type.maxLength')} problems={problemsOf('maxLength')} extra={t('designer.type.maxLengthHelp', { max: type === 'textarea' ? 10000 : 2000 })}>
            <InputNumber style={{ width: '100%' }} min={1} precision={0} placeholder={t('designer.type.unlimited')} />
          </DefItem>
        </>
      )}
      {type === 'text' && (
        <>
          <DefItem name="pattern" label={t('designer.type.pattern')} problems={problemsOf('pattern')} extra={t('designer.type.patternHelp')}>
            <Input placeholder={t('designer.type.noCheck')} maxLength={500} />
          </DefItem>
          <DefItem name="patternMessage" label={t('designer.type.patternMessage')} problems={problemsOf('patternMessage')}>
            <Input placeholder={t('designer.type.patternMessagePlaceholder')} maxLength={100} />
          </DefItem>
        </>
      )}
      {type === 'number' && (
        <>
          <DefItem name="minimum" label={t('designer.type.minimum')} problems={problemsOf('minimum')}>
            <InputNumber style={{ width: '100%' }} placeholder={t('designer.type.unlimited')} />
          </DefItem>
          <DefItem name="maximum" label={t('designer.type.maximum')} problems={problemsOf('maximum')}>
            <InputNumber style={{ width: '100%' }} placeholder={t('designer.type.unlimited')} />
          </DefItem>
          <DefItem name="precision" label={t('designer.type.precision')} problems={problemsOf('precision')} extra={t('designer.type.precisionHelp')}>
            <InputNumber style={{ width: '100%' }} min={0} max={6} precision={0} placeholder={t('designer.type.unlimited')} />
          </DefItem>
        </>
      )}
      {CHOICE_TYPES.has(type) && (
        <DefItem name="options" label={t('designer.type.options')} problems={problemsOf('options')}>
          <OptionsEditor showEmpty={showEmpty} status={problemsOf('options').length ? 'error' : undefined} />
        </DefItem>
      )}
      {UPLOAD_TYPES.has(type) && (
        <DefItem name="maxCount" label={t('designer.type.maxCount')} problems={problemsOf('maxCount')} extra={t('designer.type.maxCountHelp')}>
          <InputNumber style={{ width: '100%' }} min={1} max={20} precision={0} placeholder="5" />
        </DefItem>
      )}
      {type === 'reference' && <DefRefSettings {...refTargets} refResource={refResource} problemsOf={problemsOf} onDeleteChoices={refOnDeleteChoices} />}
      {DEFAULT_TYPES.has(type) && !computed && (
        <DefItem name="default" label={t('designer.type.default')} problems={problemsOf('default')}>
          <DefaultInput type={type} options={options} precision={precision} />
        </DefItem>
      )}
      <DefExprSettings computable={COMPUTABLE_TYPES.has(type)} computed={computed} ruled={RULE_TYPES.has(type)} fields={fields} problemsOf={problemsOf} />
    </>
  );
}
