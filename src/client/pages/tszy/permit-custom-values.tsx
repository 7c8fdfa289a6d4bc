// The enterprise's custom fields of a permit, read-only (issue 16 item 3): the answer's `ziDingYiZiDuan` (title and
// the server's text of each value), so that the detail needs no overlay; files are shown as files. Nothing when the
// enterprise has none for the kind.
import { Descriptions, Typography } from 'antd';
import { FileList } from '../../../runtime/file-list.tsx';
import type { CustomFieldAnswer, PermitView } from '../../api/permit-api.ts';
import { t } from './permit-labels.ts';

const COLUMNS = { xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 };

function valueOf(f: CustomFieldAnswer) {
  if (f.component === 'Upload' && Array.isArray(f.value) && f.value.length > 0) return <FileList ids={f.value.map(String)} />;
  return f.display || '—';
}

export function PermitCustomValues({ permit }: { permit: Pick<PermitView, 'ziDingYiZiDuan'> }) {
  const fields = permit.ziDingYiZiDuan ?? [];
  if (fields.length === 0) return null;
  return (
    <div data-testid="permit-custom-values">
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('permitsui.custom.section')}
      </Typography.Title>
      <Descriptions size="small" bordered column={COLUMNS} items={fields.map((f) => ({ key: f.key, label: f.title, children: valueOf(f) }))} />
    </div>
  );
}
