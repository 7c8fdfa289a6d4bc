// 扫码 inside a patrol (docs/patrol.md "On the phone"): the phone's scanner (QrScanner) in a full-screen dialog. A text
// that is none of our codes is told at once; a code is handed to `scan` (the page asks the server, which checks it is a
// point of this patrol's route); its refusal is shown in the dialog (scanning paused until 重新扫码), its success closes
// the dialog (the form jumps to the point).
import { Modal } from 'antd';
import { useState } from 'react';
import { xjxcZh } from '../../../../domain/i18n/zh/xjxc.ts';
import { textOf } from '../../../../runtime/i18n/text-of.ts';
import { QrScanner } from '../../scan/qr-scanner.tsx';
import { scannedCode } from '../../scan/scan-target.ts';

const t = textOf(xjxcZh);

export interface PatrolScanDialogProps {
  open: boolean;
  onClose: () => void;
  /** Handles a scanned code: resolves once the point is reached, rejects with the words to show. */
  scan: (code: string) => Promise<void>;
}

export function PatrolScanDialog({ open, onClose, scan }: PatrolScanDialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setProblem(null);
    onClose();
  };
  const scanned = (text: string) => {
    const s = scannedCode(text);
    if ('problem' in s) return setProblem(s.problem);
    setBusy(true);
    scan(s.code).then(
      () => {
        setBusy(false);
        setProblem(null);
      },
      (e: unknown) => {
        setBusy(false);
        setProblem(e instanceof Error ? e.message : String(e));
      },
    );
  };
  return (
    <Modal open={open} title={t('xjxc.phone.scanTitle')} onCancel={close} footer={null} destroyOnHidden width="100%" style={{ top: 0, maxWidth: 480 }}>
      {open && <QrScanner onScanned={scanned} problem={problem} onRetry={() => setProblem(null)} busy={busy} />}
    </Modal>
  );
}
