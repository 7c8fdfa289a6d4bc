// A permit kind's form as the enterprise tailored it (the designer on the kind's form file, issue 16 item 3: custom
// fields and tabs): the kind's form merged with the enterprise's overlay (GET /u-basic/resource-schema/permit-<kind>,
// the runtime's one source), which PermitRuntimeForm renders whole, and the detail (permit-detail-fields.tsx) and the
// print view show (tailoredPermitFile: the file and the fields they do not show).
import { useEffect, useState } from 'react';
import type { PermitKind } from '../../../domain/permit-kinds.ts';
import { localizeResource } from '../../../schema/localize.ts';
import { permitFormKey } from '../../../schema/permit-form.ts';
import type { ResourceFile } from '../../../schema/resource-types.ts';
import { pageLanguage } from '../../../runtime/i18n/text-of.ts';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import { reasonOf, t } from './permit-labels.ts';
import { PERMIT_FORMS } from './permit-forms.ts';

/** A kind's form as the enterprise tailored it, localized: the file and the fields it hides (switched off, removed). */
export type PermitFormFileLoad = { status: 'loading' } | { status: 'failed'; reason: string } | { status: 'ready'; resource: ResourceFile; hiddenFields: string[] };

/** The kind's form merged with the enterprise's overlay, asked once per kind; loading while the kind is not known. */
export function usePermitFormFile(kind: PermitKind | null): PermitFormFileLoad {
  const [load, setLoad] = useState<PermitFormFileLoad>({ status: 'loading' });
  useEffect(() => {
    if (kind === null) return;
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

/** The kind's file as the enterprise tailored it when had, the file alone until then (or when it cannot be had). */
export function permitFileOf(kind: PermitKind, file: PermitFormFileLoad): ResourceFile {
  return file.status === 'ready' ? file.resource : localizeResource(PERMIT_FORMS[kind], pageLanguage());
}

/** A permit's file as its detail shows it and its print view prints it: the load, the file, the fields not shown. */
export interface TailoredPermitFile {
  load: PermitFormFileLoad;
  resource: ResourceFile;
  /** Switched off by the enterprise, and the read-only ones (shown with the briefing). */
  hiddenFields: readonly string[];
}

/** The kind's file (permitFileOf) with the fields it does not show. */
export function tailoredPermitFile(kind: PermitKind, load: PermitFormFileLoad): TailoredPermitFile {
  const resource = permitFileOf(kind, load);
  const props = resource.form.properties;
  const hiddenFields = [...(load.status === 'ready' ? load.hiddenFields : []), ...Object.keys(props).filter((n) => props[n].readOnly)];
  return { load, resource, hiddenFields };
}
