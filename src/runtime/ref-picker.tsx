// The `RefPicker` of resource forms (x-ref fields, docs/schema-engine.md "References"): the id (or ids) of a
// record of the field's target, chosen by a remote search on the target's label (pick-select.tsx, the one
// select behind every picker) or, when the target is a tree (the screen's RefTreesContext says so), in a
// tree select of the target's tree with the reference's filter applied (tree-picker.tsx). A file says only
// `x-ref`. The stored ids show by the labels the record carries in `refLabels` (the form's initial values
// are the record), else by the batched label cache. Read-pretty shows the labels.
import { connect, mapReadPretty, useField, useForm } from '@formily/react';
import { useMemo } from 'react';
import { pickIds } from './pick-labels.ts';
import { PickNames } from './pick-names.tsx';
import { PickSelect, type PickSelectProps } from './pick-select.tsx';
import { treeFilterParam } from '../schema/keywords/ref-trees.ts';
import { useRefTree } from './ref-trees-context.ts';
import { TreeSelectField } from './tree-picker.tsx';
import type { PickKind, PickOption } from './resource-client.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

/** The labels a record carries for `field` (`refLabels[field]`: one label, or a list in id order). */
export function knownRefLabels(refLabels: unknown, field: string, value: unknown): PickOption[] {
  if (refLabels === null || typeof refLabels !== 'object') return [];
  const l = (refLabels as Record<string, unknown>)[field];
  const ids = pickIds(value);
  const labels = Array.isArray(l) ? l : [l];
  return ids.flatMap((id, i) => (typeof labels[i] === 'string' ? [{ id, name: labels[i] }] : []));
}

/** The labels of the form's record for the field being rendered (empty outside a form). */
function useRecordLabels(value: unknown): PickOption[] {
  const form = useForm();
  const field = useField();
  const name = String(field?.props?.name ?? '');
  const refLabels = (form?.initialValues as Record<string, unknown> | undefined)?.refLabels;
  return useMemo(() => knownRefLabels(refLabels, name, value), [refLabels, name, value]);
}

export type RefSelectProps = Omit<PickSelectProps, 'kind'> & { kind?: PickKind };

/**
 * The select of a reference: the tree select when the kind's target is a tree (RefTreesContext), else the
 * remote search. Also the filter bar's select of a reference filter.
 */
export function RefChoice({ kind, knownLabels, ...props }: PickSelectProps) {
  const tree = useRefTree(kind);
  if (tree) {
    const { value, onChange, multiple, placeholder, disabled, readOnly, allowClear, style, id, onBlur, onFocus } = props;
    return (
      <TreeSelectField
        resource={tree.resource}
        filter={treeFilterParam(tree.filter)}
        {...{ value, onChange, multiple, placeholder, disabled, readOnly, allowClear, style, id, onBlur, onFocus }}
      />
    );
  }
  return <PickSelect {...props} kind={kind} knownLabels={knownLabels} />;
}

function RefSelect({ kind, ...props }: RefSelectProps) {
  const known = useRecordLabels(props.value);
  if (!kind) return <span>-</span>;
  return <RefChoice {...props} kind={kind} knownLabels={known} />;
}

function RefNames({ value, kind }: { value?: unknown; kind?: PickKind }) {
  const known = useRecordLabels(value);
  if (known.length > 0 && known.length === pickIds(value).length) return <span data-pick-kind={kind}>{known.map((o) => o.name).join(t('runtime.list.separator'))}</span>;
  if (!kind) return <span>{pickIds(value).map((id) => t('runtime.pick.unknownRecord', { id })).join(t('runtime.list.separator')) || '-'}</span>;
  return <PickNames kind={kind} value={value} />;
}

/** A Formily field component: value is the target's id (an integer), or ids with `multiple`; `kind` from compile-formily. */
export const RefPicker = connect(RefSelect, mapReadPretty(RefNames));
