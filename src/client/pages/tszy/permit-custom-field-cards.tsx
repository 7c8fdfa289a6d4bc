// The enterprise's custom fields of a permit kind on the hand-built edit form (issue 16 item 3): one card per tab the
// enterprise made (its title), the fields in no tab under 其他信息, each field a PermitCustomFieldItem. While they load
// nothing is shown; when they cannot be loaded a warning says so (the Annex A fields stay editable, and a required
// custom field the server asks for is named by its 400).
import { Alert, Card, Col, Row } from 'antd';
import type { PermitKind } from '../../../domain/permit-kinds.ts';
import { permitFormKey } from '../../../schema/permit-form.ts';
import { ResourceClientContext } from '../../../runtime/resource-client.ts';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import { PermitCustomFieldItem } from './permit-custom-field-item.tsx';
import { t } from './permit-labels.ts';
import type { CustomFieldsLoad, PermitCustomField } from './use-permit-custom-fields.ts';

/** The fields grouped by tab, in the order the first field of each tab comes. */
function byTab(fields: readonly PermitCustomField[]): [string | null, PermitCustomField[]][] {
  const groups = new Map<string | null, PermitCustomField[]>();
  for (const f of fields) groups.set(f.tab, [...(groups.get(f.tab) ?? []), f]);
  return [...groups];
}

export function PermitCustomFieldCards({ kind, load }: { kind: PermitKind; load: CustomFieldsLoad }) {
  if (load.status === 'loading') return null;
  if (load.status === 'failed') return <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('permitsui.custom.loadFailed')} description={load.reason} />;
  const key = permitFormKey(kind);
  return (
    <ResourceClientContext.Provider value={httpResourceClient}>
      {byTab(load.fields).map(([tab, fields]) => (
        <Card key={tab ?? ''} size="small" title={tab ?? t('permitsui.custom.section')} style={{ marginBottom: 16 }} data-testid="permit-custom-fields">
          <Row gutter={16}>
            {fields.map((f) => (
              <Col key={f.name} xs={24} md={12} lg={f.schema['x-component'] === 'Input.TextArea' || f.schema['x-component'] === 'Upload' ? 24 : 8}>
                <PermitCustomFieldItem field={f} resourceKey={key} />
              </Col>
            ))}
          </Row>
        </Card>
      ))}
    </ResourceClientContext.Provider>
  );
}
