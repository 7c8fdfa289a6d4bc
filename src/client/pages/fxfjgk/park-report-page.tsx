// 园区报送记录 (menu `fxfjgk/v2/park-report`): the log of the reports (resource `park-report`, no write action of its
// own) with 报送 above it for its writers, and each report's file to download (docs/park-report.md).
import { Button } from 'antd';
import { useState } from 'react';
import { fxfjgkZh } from '../../../domain/i18n/zh/fxfjgk.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { parkReportApi } from '../../api/park-report-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import ResourcePage from '../resource-page.tsx';
import { ParkReportDialog } from './park-report-dialog.tsx';

const t = textOf(fxfjgkZh);
/** Who may send: the writers of the log (its file's roles; the server checks again). */
const SENDERS = new Set(['admin', 'qyUser']);

export default function ParkReportPage(props: ViewProps) {
  const roles = useSessionStore((s) => s.roles);
  const isView = useSessionStore((s) => s.isView);
  const [open, setOpen] = useState(false);
  // A new key reloads the list after a report.
  const [round, setRound] = useState(0);
  const maySend = !isView && roles.some((r) => SENDERS.has(r));
  return (
    <>
      {maySend && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
          <Button type="primary" onClick={() => setOpen(true)} data-testid="park-report-send">
            {t('fxfjgk.report.ui.send')}
          </Button>
        </div>
      )}
      <ResourcePage
        key={round}
        {...props}
        resource="park-report"
        rowExtra={(record) => (
          <Button type="link" size="small" data-testid={`park-report-file-${String(record.id)}`} onClick={() => void parkReportApi.download(Number(record.id), String(record.fileName ?? `park-report-${String(record.id)}.json`))}>
            {t('fxfjgk.report.ui.download')}
          </Button>
        )}
      />
      {open && <ParkReportDialog onClose={() => setOpen(false)} onSent={() => setRound((n) => n + 1)} />}
    </>
  );
}
