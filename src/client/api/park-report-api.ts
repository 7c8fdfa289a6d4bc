// 园区报送's calls (docs/park-report.md): preview a report, send it (the file kept and logged), download a report's file.
import type { ParkReportKind, SentReport } from '../../domain/park-report.ts';
import { saveBlob } from '../../runtime/save-blob.ts';
import { http, request } from './http.ts';

/** What to report: the hierarchy as it stands, or the tasks / hidden dangers of a range of days (YYYY-MM-DD). */
export interface ParkReportAsk {
  kind: ParkReportKind;
  from?: string;
  to?: string;
}

/** What a report would send (the document without its records). */
export interface ParkReportPreview {
  creditCode: string;
  enterpriseName: string;
  dataType: ParkReportKind;
  range: { from: string; to: string } | null;
  count: number;
  generatedAt: string;
}

export interface ParkReportApi {
  preview(ask: ParkReportAsk): Promise<ParkReportPreview>;
  send(ask: ParkReportAsk): Promise<SentReport>;
  /** Saves the file of report `id` as the park platform receives it. */
  download(id: number, fileName: string): Promise<void>;
}

const BASE = '/fxfjgk/park-report';

export const parkReportApi: ParkReportApi = {
  async preview(ask) {
    // Refusals are shown at the dialog's fields: the call is silent.
    const body = await request<ParkReportPreview>({ method: 'GET', url: `${BASE}/preview`, params: ask, silent: true });
    const doc = body.data;
    if (!doc) throw new Error('park report preview: no document');
    // The records themselves stay out of the dialog.
    return { creditCode: doc.creditCode, enterpriseName: doc.enterpriseName, dataType: doc.dataType, range: doc.range, count: doc.count, generatedAt: doc.generatedAt };
  },
  async send(ask) {
    const body = await request<SentReport>({ method: 'POST', url: BASE, data: ask, silent: true });
    if (!body.data) throw new Error('park report: no answer');
    return body.data;
  },
  async download(id, fileName) {
    const res = await http.request<Blob>({ method: 'GET', url: `${BASE}/${id}/file`, responseType: 'blob' });
    saveBlob(res.data, fileName);
  },
};
