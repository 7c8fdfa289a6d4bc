// The enterprise's custom fields of a permit kind (the designer on the kind's form file, issue 16 item 3): the kind's
// form merged with the enterprise's overlay (GET /u-basic/resource-schema/permit-<kind>, the runtime's one source),
// cut to the fields the file does not have, in the form's order, each with the tab it is placed in. The hand-built
// edit form renders them (permit-custom-field-item.tsx); the detail and the print view show the answer's
// `ziDingYiZiDuan` and need no overlay.
import { useEffect, useMemo, useState } from 'react';
import type { PermitKind } from '../../../domain/permit-kinds.ts';
import { localizeResource } from '../../../schema/localize.ts';
import { permitFormKey } from '../../../schema/permit-form.ts';
import type { FieldSchema, ResourceFile } from '../../../schema/resource-types.ts';
import { pageLanguage } from '../../../runtime/i18n/text-of.ts';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import { PERMIT_FORMS } from './permit-field-specs.ts';
import { reasonOf, t } from './permit-labels.ts';

export interface PermitCustomField {
  name: string;
  schema: FieldSchema;
  required: boolean;
  /** The title of the enterprise's tab holding it; null when in none. */
  tab: string | null;
}

/** The custom fields of a merged permit form: its properties the kind's file does not have. */
export function customFieldsOf(kind: PermitKind, merged: ResourceFile): PermitCustomField[] {
  const own = PERMIT_FORMS[kind].form.properties;
  const required = new Set(merged.form.required ?? []);
  const tabOf = (name: string) => merged.layout?.tabs.find((x) => x.fields.includes(name))?.title ?? null;
  return Object.entries(merged.form.properties)
    .filter(([name]) => !Object.hasOwn(own, name))
    .map(([name, schema]) => ({ name, schema, required: required.has(name), tab: tabOf(name) }));
}

export type CustomFieldsLoad = { status: 'loading' } | { status: 'failed'; reason: string } | { status: 'ready'; fields: PermitCustomField[] };

/** A kind's form as the enterprise tailored it, localized: the file and the fields it hides (switched off, removed). */
export type PermitFormFileLoad = { status: 'loading' } | { status: 'failed'; reason: string } | { status: 'ready'; resource: ResourceFile; hiddenFields: string[] };

/** The kind's form merged with the enterprise's overlay (the runtime form renders it whole), asked once per kind. */
export function usePermitFormFile(kind: PermitKind): PermitFormFileLoad {
  const [load, setLoad] = useState<PermitFormFileLoad>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    httpResourceClient.schema(permitFormKey(kind)).then(
      (answer) => live && setLoad({ status: 'ready', resource: localizeResource(answer.resource, pageLanguage()), hiddenFields: answer.hiddenFields }),
      (e: unknown) => live && setLoad({ status: 'failed', reason: reasonOf(e, t('permitsui.custom.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [kind]);
  return load;
}

/** The enterprise's custom fields of `kind` (the hand-built form renders these beside its own fields). */
export function usePermitCustomFields(kind: PermitKind): CustomFieldsLoad {
  const load = usePermitFormFile(kind);
  return useMemo(() => (load.status === 'ready' ? { status: 'ready', fields: customFieldsOf(kind, load.resource) } : load), [kind, load]);
}
