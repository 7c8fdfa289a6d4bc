// The `PersonPicker` of resource forms (custom fields of type person, src/schema/custom-field.ts): a staff
// member of the enterprise, stored as their id, chosen by a remote name search (pick-select.tsx); read-pretty
// mode shows the name.
import { connect, mapReadPretty } from '@formily/react';
import { PickNames } from './pick-names.tsx';
import { PickSelect, type PickSelectProps } from './pick-select.tsx';

export type PersonSelectProps = Omit<PickSelectProps, 'kind'>;

function PersonSelect(props: PersonSelectProps) {
  return <PickSelect {...props} kind="person" />;
}

function PersonNames({ value }: { value?: unknown }) {
  return <PickNames kind="person" value={value} />;
}

/** A Formily field component: value is the staff id (an integer), or ids with `multiple`. */
export const PersonPicker = connect(PersonSelect, mapReadPretty(PersonNames));
