// The `DepartmentPicker` of resource forms (custom fields of type department, src/schema/custom-field.ts):
// a department of the enterprise, stored as its id, chosen by a remote name search (pick-select.tsx) that
// shows each department's parent path; read-pretty mode shows the name.
import { connect, mapReadPretty } from '@formily/react';
import { PickNames } from './pick-names.tsx';
import { PickSelect, type PickSelectProps } from './pick-select.tsx';

export type DepartmentSelectProps = Omit<PickSelectProps, 'kind'>;

function DepartmentSelect(props: DepartmentSelectProps) {
  return <PickSelect {...props} kind="department" />;
}

function DepartmentNames({ value }: { value?: unknown }) {
  return <PickNames kind="department" value={value} />;
}

/** A Formily field component: value is the department id (an integer), or ids with `multiple`. */
export const DepartmentPicker = connect(DepartmentSelect, mapReadPretty(DepartmentNames));
