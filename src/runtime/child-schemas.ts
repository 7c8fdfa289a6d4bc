// The child resources of a parent's `children` keys (docs/schema-engine.md "Children"), as the enterprise
// sees them (client.schema: the file merged with its overlay), loaded once per parent resource for its form
// and detail; and the rows a form sends for each key.
import { useEffect, useState } from 'react';
import { isBlank } from '../schema/compile-formily.ts';
import { childColumns } from '../schema/keywords/children-formily.ts';
import { childrenOf } from '../schema/keywords/children.ts';
import type { ChildrenSpec, ResourceFile } from '../schema/resource-types.ts';
import { failureText } from './client-failure.ts';
import { formPayload } from './form-payload.ts';
import { useResourceClient } from './resource-client.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { pageEnglish, pageLanguage, textOf } from './i18n/text-of.ts';
import { localizeResource } from '../schema/localize.ts';

const t = textOf(runtimeZh);

/** One children key with its child resource (merged) and the child's hidden fields. */
export interface ChildSchema {
  spec: ChildrenSpec;
  resource: ResourceFile;
  hiddenFields: string[];
}

/** By children key. */
export type ChildSchemas = Readonly<Record<string, ChildSchema>>;

export type ChildSchemasState = { status: 'ready'; schemas: ChildSchemas } | { status: 'loading' } | { status: 'failed'; error: string };

const NONE: ChildSchemasState = { status: 'ready', schemas: {} };

/** Loads the child resources of `resource` (ready at once when it has no children). */
export function useChildSchemas(resource: ResourceFile): ChildSchemasState {
  const client = useResourceClient();
  const specs = childrenOf(resource);
  const [state, setState] = useState<ChildSchemasState>(specs.length ? { status: 'loading' } : NONE);
  useEffect(() => {
    const list = childrenOf(resource);
    if (list.length === 0) {
      setState(NONE);
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    Promise.all(list.map(async (spec) => {
      const answer = await client.schema(spec.resource);
      return [spec.key, { spec, resource: localizeResource(answer.resource, pageLanguage(), pageEnglish() ?? undefined), hiddenFields: answer.hiddenFields }] as const;
    })).then(
      (entries) => live && setState({ status: 'ready', schemas: Object.fromEntries(entries) }),
      (e: unknown) => live && setState({ status: 'failed', error: failureText(e, t('runtime.child.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [client, resource]);
  return state;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The rows a form sends under one key: each row's shown fields (blanks left out; an optional field cleared
 * on a stored row sent as null), with the stored row's `id`; the parent's id is the server's to set.
 */
export function childRowsPayload(child: ChildSchema, rows: unknown, initialRows: unknown): Record<string, unknown>[] {
  const initial = new Map<number, Record<string, unknown>>();
  if (Array.isArray(initialRows)) for (const r of initialRows) if (isObject(r) && typeof r.id === 'number') initial.set(r.id, r);
  const shown = new Set(childColumns(child.spec, child.resource, child.hiddenFields));
  const hidden = Object.keys(child.resource.form.properties).filter((n) => !shown.has(n));
  return (Array.isArray(rows) ? rows : []).filter(isObject).map((row) => {
    const id = typeof row.id === 'number' ? row.id : undefined;
    const out = formPayload(child.resource, row, { hiddenFields: hidden, initialValues: id === undefined ? undefined : initial.get(id) });
    return id === undefined ? out : { id, ...out };
  });
}

/** The payload keys of every loaded children key (a key whose child is not loaded is not sent: its rows stay). */
export function childrenPayload(schemas: ChildSchemas, values: Record<string, unknown>, initialValues?: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(schemas)) {
    const rows = values[key];
    out[key] = isBlank(rows) ? [] : childRowsPayload(child, rows, initialValues?.[key]);
  }
  return out;
}
