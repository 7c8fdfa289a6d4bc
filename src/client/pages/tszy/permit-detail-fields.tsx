// The form of a permit read-only on the schema runtime (issue 16 item 1): SchemaDetail over the kind's file as the
// enterprise tailored it (its custom fields and tabs), the sections the file names (the common Annex A fields, the
// kind's own, the lists) and after them the enterprise's fields. A field a form block edits (作业人, 关联作业, 安全措施,
// 工作危害分析, 安全交底, the linked overhaul work) is shown by its block's view (permit-field-views.tsx). The briefing's
// former free texts are shown with the briefing, not among the fields; switched-off custom fields are not shown.
import { Alert, Skeleton } from 'antd';
import { useMemo } from 'react';
import { FieldViewsContext } from '../../../runtime/field-views-context.ts';
import { MapClientContext } from '../../../runtime/map/map-client.ts';
import { SchemaDetail } from '../../../runtime/schema-detail.tsx';
import { httpMapClient } from '../../api/map-client-http.ts';
import type { PermitView } from '../../api/permit-api.ts';
import { permitFieldViewLookup } from './permit-field-views.tsx';
import { t } from './permit-labels.ts';
import type { TailoredPermitFile } from './use-permit-form-file.ts';

const COLUMNS = { xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 };

/**
 * The permit as SchemaDetail reads it: the answer, with the server's text of each custom field as the name of what it
 * references (a reference or a person is named, not shown by its id).
 */
export function permitRecord(permit: PermitView): Record<string, unknown> {
  const refLabels = Object.fromEntries((permit.ziDingYiZiDuan ?? []).map((f) => [f.key, f.display]));
  return { ...permit, refLabels };
}

/** The permit's fields; `file` is the kind's file as the enterprise tailored it (tailoredPermitFile). */
export function PermitDetailFields({ permit, file }: { permit: PermitView; file: TailoredPermitFile }) {
  const record = useMemo(() => permitRecord(permit), [permit]);
  const { load, resource, hiddenFields } = file;
  if (load.status === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <FieldViewsContext.Provider value={permitFieldViewLookup}>
      <MapClientContext.Provider value={httpMapClient}>
        {load.status === 'failed' && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('permitsui.custom.loadFailed')} description={load.reason} />}
        <div data-testid="permit-detail-fields">
          <SchemaDetail resource={resource} record={record} hiddenFields={hiddenFields} column={COLUMNS} />
        </div>
      </MapClientContext.Provider>
    </FieldViewsContext.Provider>
  );
}
