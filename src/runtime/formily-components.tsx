// The components a resource's Formily schema may name (FORMILY_COMPONENTS of src/schema/compile-formily.ts)
// and the SchemaField that renders them. A name it does not know was already turned into UnknownComponent by
// the compiler, which renders a placeholder, so a schema never makes React create an unknown element.
import './formily-setup.ts';
import {
  ArrayTable,
  Checkbox,
  DatePicker as FormilyDatePicker,
  FormItem,
  FormTab,
  Input,
  NumberPicker,
  Radio,
  Select,
  Switch,
} from '@formily/antd-v5';
import { createSchemaField } from '@formily/react';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import type { ComponentProps, ReactNode } from 'react';
import { DepartmentPicker } from './department-picker.tsx';
import { FileUpload } from './file-upload.tsx';
import { PhotoCapture } from './phone/photo-capture.tsx';
import { LazyGeometryPicker, LazySitePicker } from './map/lazy-map.tsx';
import { MissingField } from './missing-field.tsx';
import { FormBlock } from './form-block.tsx';
import { FormColumnsGrid } from './form-columns-grid.tsx';
import { PersonPicker } from './person-picker.tsx';
import { RefPicker } from './ref-picker.tsx';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

/** Placeholder of an `x-component` the runtime does not provide. */
export function UnknownComponent({ componentName }: { componentName?: string }) {
  return (
    <Typography.Text type="warning" data-unknown-component={componentName}>
      {t('runtime.form.unknownComponent', { name: componentName ?? '' })}
    </Typography.Text>
  );
}

/** Props Formily hands the picker: value, onChange, format, showTime... (passed through). */
type PickerProps = { value?: unknown } & Record<string, unknown>;

/** True for what the picker can show: a valid dayjs-readable date or nothing. */
function showable(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  return (typeof v === 'string' || typeof v === 'number' || dayjs.isDayjs(v)) && dayjs(v as string | number).isValid();
}

/**
 * Formily's DatePicker, safe against a stored value that is not a date (it would reach antd as a string
 * and break the picker): such a value shows empty, the field keeps it and its validator reports it.
 */
export function DatePicker({ value, ...rest }: PickerProps) {
  const props = showable(value) ? { ...rest, value } : rest;
  return <FormilyDatePicker {...(props as unknown as ComponentProps<typeof FormilyDatePicker>)} />;
}

type FormTabProps = ComponentProps<typeof FormTab> & { children?: ReactNode };

/**
 * Formily's FormTab builds antd `items` from the schema, but also hands antd the children Formily renders
 * for the panes, which antd takes for legacy TabPane children (and warns); they are dropped here.
 */
export const ResourceFormTab = Object.assign(
  function ResourceFormTab({ children: _panes, ...props }: FormTabProps) {
    return <FormTab {...props} />;
  },
  { TabPane: FormTab.TabPane, createFormTab: FormTab.createFormTab },
);

/**
 * The placeholder of a name a tab still holds though its field is gone (compile-formily.ts turns it into
 * `MissingField` with the name): a designer may clear it from the tab right there.
 */
export function FormMissingField({ name }: { name: string }) {
  return <MissingField name={name} clearable />;
}

/** The component map handed to createSchemaField; keys are the names of FORMILY_COMPONENTS. */
export const FORMILY_COMPONENT_MAP = {
  FormItem,
  // The rows of a `children` key (src/schema/keywords/children-formily.ts); ArrayTable.Column, .Addition... are its parts.
  ArrayTable,
  FormTab: ResourceFormTab,
  // Two fixed columns (form-columns-grid.tsx), in place of Formily's measuring FormGrid.
  FormGrid: FormColumnsGrid,
  Input,
  NumberPicker,
  Select,
  Radio,
  Checkbox,
  Switch,
  DatePicker,
  Upload: FileUpload,
  // Photos and videos from the phone's camera, compressed and stamped (issue 15).
  PhotoCapture,
  PersonPicker,
  DepartmentPicker,
  RefPicker,
  // An `x-geometry` field (the plant map; OpenLayers loads with its first use).
  GeometryPicker: LazyGeometryPicker,
  // An `x-geometry: any` field: a work site as a point, an area or a drawn polygon.
  SitePicker: LazySitePicker,
  // A hand-written block registered by key (x-block, form.x-blocks; the page provides FormBlocksContext).
  FormBlock,
  MissingField: FormMissingField,
  UnknownComponent,
};

/** The SchemaField of resource forms (our restricted expression compiler is registered by the import above). */
export const ResourceSchemaField = createSchemaField({ components: FORMILY_COMPONENT_MAP });
