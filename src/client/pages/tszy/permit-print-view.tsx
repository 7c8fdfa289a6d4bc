// The paper copy of a permit laid out like the GB 30871 Annex A form: a bordered table with the title
// (动火安全作业票), the number, the rows of the kind's file as the enterprise tailored it (the first section's, the workers
// and the related work, then the kind's own fields, the enterprise's custom fields with the server's text of each, the
// fields of its tabs: the detail's sections, permit-detail-fields.tsx), the measures checklist (是否涉及 / 确认人), the job
// hazard analysis and the safety briefing with the workers' signatures (permit-briefing-print.tsx) and
// the gas analyses (time, gas, spot, concentration, verdict with its basis in the page's language, recorder), and
// the guardian's site record (permit-print-guard.tsx: measures confirmed during the work, the confined-space entry
// record), the opinion box of every slot with 签字 (and the handwritten signature and distance taken at the site) and 时间,
// and the QR code that opens the permit's phone page. Printed on A4 from the print preview (permit-print-block.tsx,
// the block every permit file places as its `detail.print`).
import { QRCode } from 'antd';
import type { CSSProperties } from 'react';
import { fieldValueText } from '../../../runtime/field-value.tsx';
import { geometryKind } from '../../../runtime/map/geometry-rules.ts';
import { geometryText } from '../../../runtime/map/geometry-text.ts';
import { detailSections } from '../../../runtime/schema-detail.tsx';
import { fieldTitle, resolveField, type ResourceFile } from '../../../schema/resource-types.ts';
import type { GasAnalysis, PermitView, SafetyMeasure, StoredSlotView } from '../../api/permit-api.ts';
import { BriefingPrintRows } from './permit-briefing-print.tsx';
import { permitLinkText } from './permit-link-text.ts';
import { gradeName, kindShortName, showTime, slotTitle, stateName, t } from './permit-labels.ts';
import { SlotSiteProof } from './slot-site-proof.tsx';
import { CountersignPrintRows } from './countersign-print-rows.tsx';
import { PermitPrintGuard, siteConfirmer } from './permit-print-guard.tsx';

export interface PermitPrintViewProps {
  permit: PermitView;
  /** The kind's file as the enterprise tailored it, and the fields it does not show (tailoredPermitFile). */
  resource: ResourceFile;
  hiddenFields: readonly string[];
  /** The slots with their opinions (participants' or the detail's snapshot). */
  slots: readonly StoredSlotView[];
  /** The permit's gas analyses (newest first), printed when there are any. */
  analyses?: readonly GasAnalysis[];
  /** The phone shell's address of the permit's QR code (`GET /phone/qr/permit/{id}`), printed beside the number. */
  qrUrl?: string | null;
}

const PRINT_CSS = `
.permit-print { font-family: "SimSun", "Songti SC", serif; color: #000; background: #fff; }
.permit-print h1 { text-align: center; font-size: 22px; letter-spacing: 4px; margin: 0 0 4px; }
.permit-print .permit-print-no { text-align: right; margin-bottom: 4px; }
.permit-print .permit-print-qr { float: left; display: inline-flex; flex-direction: column; align-items: center; }
.permit-print .permit-print-qr small { font-size: 10px; }
.permit-print table { width: 100%; border-collapse: collapse; table-layout: fixed; }
.permit-print th, .permit-print td { border: 1px solid #000; padding: 4px 6px; font-size: 13px; vertical-align: top; word-break: break-all; }
.permit-print th { font-weight: normal; text-align: center; width: 16%; background: #fff; }
.permit-print .permit-print-sign { display: flex; justify-content: flex-end; gap: 32px; margin-top: 12px; }
@media print {
  @page { size: A4 portrait; margin: 12mm; }
}
`;

const cell: CSSProperties = { minHeight: 24 };

/** A field's printed text: a custom field's as the server wrote it, the linked work's name, a position, a time. */
function printText(resource: ResourceFile, permit: PermitView, name: string): string {
  const f = resolveField(resource, name);
  const custom = permit.ziDingYiZiDuan?.find((c) => c.key === name);
  if (!f || custom) return custom?.display ?? '';
  const v = permit[name];
  if (v === undefined || v === null || v === '') return '';
  if (f['x-block']?.key === 'tszy/permit-link') return permitLinkText(permit, v);
  if (geometryKind(f)) return geometryText(v);
  return f.format === 'date-time' ? showTime(v) : fieldValueText(f, v);
}

/** The fields of the file's sections printed as rows (the lists a form block edits have rows of their own). */
function scalarSections(resource: ResourceFile, hidden: readonly string[]): string[][] {
  return detailSections(resource, hidden)
    .map((s) => s.fields.filter((n) => !resolveField(resource, n)?.['x-block']))
    .filter((names) => names.length > 0);
}

/** Two fields a row, as the Annex A forms lay them out. */
function FieldRows({ names, resource, permit }: { names: readonly string[]; resource: ResourceFile; permit: PermitView }) {
  const custom = new Set((permit.ziDingYiZiDuan ?? []).map((c) => c.key));
  const mark = (n: string) => ({ 'data-field': n, ...(custom.has(n) ? { 'data-custom-field': n } : {}) });
  const rows: [string, string | undefined][] = [];
  for (let i = 0; i < names.length; i += 2) rows.push([names[i], names[i + 1]]);
  return (
    <>
      {rows.map(([a, b]) => (
        <tr key={a} {...mark(a)}>
          <th scope="row">{fieldTitle(resource, a)}</th>
          <td colSpan={b ? 2 : 5} style={cell}>
            {printText(resource, permit, a)}
          </td>
          {b && (
            <>
              <th scope="row" {...mark(b)}>
                {fieldTitle(resource, b)}
              </th>
              <td colSpan={2} style={cell}>
                {printText(resource, permit, b)}
              </td>
            </>
          )}
        </tr>
      ))}
    </>
  );
}

/** The gas analyses, one row each; the verdict (合格/不合格 with its basis) as the server answered it, in the page's language. */
function AnalysisRows({ analyses }: { analyses: readonly GasAnalysis[] }) {
  if (analyses.length === 0) return null;
  return (
    <>
      <tr>
        <th scope="col">{t('permitsui.gas.time')}</th>
        <th scope="col">{t('permitsui.gas.gas')}</th>
        <th scope="col">{t('permitsui.gas.spot')}</th>
        <th scope="col">{t('permitsui.gas.concentration')}</th>
        <th scope="col">{t('permitsui.gas.verdict')}</th>
        <th scope="col">{t('permitsui.gas.recorder')}</th>
      </tr>
      {analyses.map((a) => (
        <tr key={a.id} data-analysis={a.id}>
          <td>{showTime(a.fenXiShiJian)}</td>
          <td>{a.qiTiMingCheng}</td>
          <td>{a.fenXiBuWei ?? ''}</td>
          <td>{`${a.nongDu} ${a.nongDuDanWei}`}</td>
          <td>{a.panDingYiJu}</td>
          <td>{a.fenXiRen ?? a.recordedByName ?? ''}</td>
        </tr>
      ))}
    </>
  );
}

export function PermitPrintView({ permit, resource: file, hiddenFields, slots, analyses = [], qrUrl }: PermitPrintViewProps) {
  const [first = [], ...rest] = scalarSections(file, hiddenFields);
  const measures: SafetyMeasure[] = permit.anQuanCuoShi ?? [];
  const workers = (permit.zuoYeRen ?? [])
    .map((w) => (w.zhengShuHao ? t('permitsui.sep.withNote', { name: w.xingMing, note: w.zhengShuHao }) : w.xingMing))
    .join(t('permitsui.sep.list'));
  const related = (permit.guanLianZuoYe ?? []).map((r) => `${r.zuoYeMingCheng ?? ''} ${r.zuoYeBianHao}`.trim()).join(t('permitsui.sep.items'));
  const title = t('permitsui.print.title', { kind: kindShortName(permit.zuoYeLeiXing) });
  return (
    <div className="permit-print" role="document" aria-label={title}>
      <style>{PRINT_CSS}</style>
      <h1>{title}</h1>
      <div className="permit-print-no">
        {qrUrl && (
          <span className="permit-print-qr" data-testid="permit-print-qr">
            <QRCode value={qrUrl} size={96} bordered={false} errorLevel="M" aria-label={t('permitsui.site.qr')} />
            <small>{t('permitsui.site.qr')}</small>
          </span>
        )}
        {t('permitsui.print.number', { no: permit.zuoYeBianHao })}
      </div>
      <table>
        <tbody>
          <tr>
            <th scope="row">{t('permitsui.detail.grade')}</th>
            <td colSpan={2}>{gradeName(permit.jiBieDaiMa, permit.zuoYeJiBie)}</td>
            <th scope="row">{t('permitsui.col.state')}</th>
            <td colSpan={2}>{stateName(permit.zhuangTai, permit.zhuangTaiMingCheng)}</td>
          </tr>
          <FieldRows names={first} resource={file} permit={permit} />
          <tr>
            <th scope="row">{t('permitsui.print.workers')}</th>
            <td colSpan={5}>{workers}</td>
          </tr>
          <tr>
            <th scope="row">{t('permitsui.print.related')}</th>
            <td colSpan={5}>{related}</td>
          </tr>
          {rest.map((names) => (
            <FieldRows key={names[0]} names={names} resource={file} permit={permit} />
          ))}
          <tr>
            <th scope="col">{t('permitsui.view.seq')}</th>
            <th scope="col" colSpan={3}>
              {t('permitsui.lists.measures')}
            </th>
            <th scope="col">{t('permitsui.lists.involves')}</th>
            <th scope="col">{t('permitsui.lists.confirmer')}</th>
          </tr>
          {measures.map((m, i) => (
            <tr key={`${i}-${m.cuoShi}`}>
              <td style={{ textAlign: 'center' }}>{i + 1}</td>
              <td colSpan={3}>{m.cuoShi}</td>
              <td style={{ textAlign: 'center' }}>{t(m.sheJi ? 'permitsui.field.yes' : 'permitsui.field.no')}</td>
              <td>{siteConfirmer(permit, i) ?? m.queRenRen ?? ''}</td>
            </tr>
          ))}
          <BriefingPrintRows permit={permit} />
          <AnalysisRows analyses={analyses} />
          <PermitPrintGuard permit={permit} />
          {slots.map((s) =>
            s.departments?.length ? (
              <CountersignPrintRows key={s.key} slot={s} departments={s.departments} />
            ) : (
            <tr key={s.key} data-slot={s.key}>
              <th scope="row">{slotTitle(s.title)}</th>
              <td colSpan={5} style={{ height: 72 }}>
                <div>{s.decision === 'return' ? t('permitsui.print.returned', { opinion: s.opinion ?? '' }) : (s.opinion ?? '')}</div>
                <div className="permit-print-sign">
                  <span>{t('permitsui.print.signer', { signer: s.decision ? (s.signerName ?? s.signer ?? '') : '' })}</span>
                  {s.decision === 'approve' && <SlotSiteProof slot={s} print height={40} />}
                  <span>{t('permitsui.print.time', { time: s.at ? showTime(s.at) : t('permitsui.print.blankTime') })}</span>
                </div>
              </td>
            </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
