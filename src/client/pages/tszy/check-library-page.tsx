// 作业检查库 (menu `tszy/check-library`): the resource's own page (schemas/modules/tszy/resources/check-library.json)
// with one more row action for those who write it, 从检查条款库导入 (clause-import-dialog.tsx): 检查条款库 is the
// shared source of the libraries' items (docs/permits.md "Check items from 检查条款库").
import { Button } from 'antd';
import { useState } from 'react';
import { tszyZh } from '../../../domain/i18n/zh/tszy.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { ResourceClientContext, type ResourceRecord } from '../../../runtime/resource-client.ts';
import { httpResourceClient } from '../../api/resource-client-http.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import ResourcePage from '../resource-page.tsx';
import { ClauseImportDialog } from './clause-import-dialog.tsx';

const t = textOf(tszyZh);
const LIBRARY = 'check-library';

export default function CheckLibraryPage(props: ViewProps) {
  const [target, setTarget] = useState<{ library: ResourceRecord; changed: () => void } | null>(null);
  return (
    <>
      <ResourcePage
        {...props}
        resource={LIBRARY}
        rowExtra={(record, { canWrite, changed }) =>
          canWrite ? (
            <Button type="link" size="small" onClick={() => setTarget({ library: record, changed })} data-testid={`clause-import-${record.id}`}>
              {t('tszy.clause.ui.import')}
            </Button>
          ) : null
        }
      />
      {target ? (
        <ResourceClientContext.Provider value={httpResourceClient}>
          <ClauseImportDialog
            library={{ id: target.library.id, name: String(target.library.name ?? '') }}
            onClose={() => setTarget(null)}
            onImported={target.changed}
          />
        </ResourceClientContext.Provider>
      ) : null}
    </>
  );
}
