// Block `tszy/permit-print` (blocks.ts; every permit form file's `detail.print`): the permit's paper copy in the print
// preview of 打印 (detail-print-dialog.tsx), laid out like the GB 30871 Annex A form (permit-print-view.tsx) from the
// kind's file as the enterprise tailored it, with the slots' signatures, the gas analyses and the QR code of the
// permit's phone page (asked when the preview first opens; printed without it when it cannot be had). It reads the
// permit detail's state (PermitDetailContext); outside the permit detail it shows nothing.
import { useEffect, useState } from 'react';
import { permitApi } from '../../api/permit-api.ts';
import type { DetailBlockProps } from '../../router/block-registry.ts';
import { usePermitDetail } from './permit-detail-context.ts';
import { PermitPrintView } from './permit-print-view.tsx';

export default function PermitPrintBlock(_: Partial<DetailBlockProps>) {
  const detail = usePermitDetail();
  const id = detail?.permit.id;
  const [qrUrl, setQrUrl] = useState<string | null>(null);
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    permitApi.qr(id).then(
      (q) => live && setQrUrl(q.url),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (!detail) return null;
  const { permit, slots, file } = detail;
  return <PermitPrintView permit={permit} resource={file.resource} hiddenFields={file.hiddenFields} slots={slots} analyses={permit.analyses} qrUrl={qrUrl} />;
}
