// The guardian's site record on the Annex A print view (issue 16 item 8): rows of the print table with each 作业中 /
// 作业结束 measure's confirmer and time, and for 受限空间 the entry record (who, in, out; GB 30871—2022 6.8 c). Nothing
// when the permit has neither.
import { permitGuardZh } from '../../../domain/i18n/zh/permit-guard.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { siteGuardOf } from '../../api/permit-guard-api.ts';
import { showTime } from './permit-labels.ts';

const t = textOf(permitGuardZh);

/** The confirmer of measure `index` at the site, with the time, for the checklist's 确认人 cell; null when none. */
export function siteConfirmer(permit: object, index: number): string | null {
  const c = siteGuardOf(permit)?.measures.find((m) => m.index === index)?.check;
  return c ? `${c.byName} ${showTime(c.at)}` : null;
}

export function PermitPrintGuard({ permit }: { permit: object }) {
  const guard = siteGuardOf(permit);
  if (!guard) return null;
  const checked = guard.measures.filter((m) => m.check);
  return (
    <>
      {checked.length > 0 && (
        <>
          <tr>
            <th scope="colgroup" colSpan={6}>
              {t('permitsui.guard.print.measures')}
            </th>
          </tr>
          {checked.map((m) => (
            <tr key={`guard-${m.index}`} data-guard-measure={m.index}>
              <td style={{ textAlign: 'center' }}>{m.index + 1}</td>
              <td colSpan={3}>{m.cuoShi}</td>
              <td>{m.check?.byName}</td>
              <td>{m.check ? showTime(m.check.at) : ''}</td>
            </tr>
          ))}
        </>
      )}
      {guard.confined && guard.stays.length > 0 && (
        <>
          <tr>
            <th scope="colgroup" colSpan={6}>
              {t('permitsui.guard.print.entries')}
            </th>
          </tr>
          <tr>
            <th scope="col" colSpan={2}>
              {t('permitsui.guard.col.person')}
            </th>
            <th scope="col" colSpan={2}>
              {t('permitsui.guard.col.in')}
            </th>
            <th scope="col" colSpan={2}>
              {t('permitsui.guard.col.out')}
            </th>
          </tr>
          {guard.stays.map((s, i) => (
            <tr key={`stay-${s.person}-${i}`} data-guard-stay={s.person}>
              <td colSpan={2}>{s.person}</td>
              <td colSpan={2}>{showTime(s.in)}</td>
              <td colSpan={2}>{s.out ? showTime(s.out) : t('permitsui.guard.stillInside')}</td>
            </tr>
          ))}
        </>
      )}
    </>
  );
}
