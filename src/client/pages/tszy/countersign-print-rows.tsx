// The 会签 slot of a 动土 / 断路 permit on the Annex A print view (issue 16 item 2): one row per department with its
// opinion, signer (and drawn signature) and time; a department not signed yet leaves its signer and time blank.
import type { CountersignDepartmentEntry, StoredSlotView } from '../../api/permit-api.ts';
import { showTime, slotTitle, t } from './permit-labels.ts';
import { SlotSiteProof } from './slot-site-proof.tsx';

export function CountersignPrintRows({ slot, departments }: { slot: StoredSlotView; departments: readonly CountersignDepartmentEntry[] }) {
  return (
    <>
      {departments.map((d, i) => (
        <tr key={d.name} data-slot={slot.key} data-department={d.name}>
          {i === 0 && (
            <th scope="row" rowSpan={departments.length}>
              {slotTitle(slot.title)}
            </th>
          )}
          <td style={{ whiteSpace: 'nowrap' }}>{d.name}</td>
          <td colSpan={4} style={{ height: 56 }}>
            <div>{d.opinion ?? ''}</div>
            <div className="permit-print-sign">
              <span>{t('permitsui.print.signer', { signer: d.signerName ?? d.signer ?? '' })}</span>
              {d.signer && <SlotSiteProof slot={d} print height={40} />}
              <span>{t('permitsui.print.time', { time: d.at ? showTime(d.at) : t('permitsui.print.blankTime') })}</span>
            </div>
          </td>
        </tr>
      ))}
    </>
  );
}
