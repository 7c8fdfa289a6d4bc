// Issue 4's spreadsheet figures: the time to import 10,000 rows of a resource through the API (parse,
// validate every row, one transaction) and to export them again.
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { buildExport } from '../../src/server/resources/xlsx-export.ts';
import { RefTargetIds } from '../api/helpers/ref-target-ids.ts';
import { validRecord } from '../unit/helpers/sample-records.ts';
import { login } from './http-json.ts';
import { localTarget } from './load.ts';
import type { BenchTarget, Row, Section } from './section.ts';

const KEY = 'hazardous-person';
const ROWS = Number(process.env.BENCH_IO_ROWS ?? 10_000);

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const out = await fn();
  return [out, performance.now() - started];
}

export const resourceIoSection: Section = {
  name: 'resource import/export',
  async run(target: BenchTarget): Promise<Row[]> {
    const r = resourceRegistry().byKey.get(KEY);
    if (!r) throw new Error(`resource ${KEY} missing`);
    // The sample's references name records of the demo enterprise (a made-up id is refused row by row).
    const sample = await new RefTargetIds(target.db).fill(r, validRecord(r));
    // The file names the department as the import matches it: by name (the export writes a reference's label).
    const [dept] = await target.db.query<{ name: string }>('select name from departmentinfo where id = $1', [Number(sample.department)]);
    const records = Array.from({ length: ROWS }, (_, i) => ({ ...sample, name: `导入${i + 1}`, refLabels: { department: dept.name } }));
    const [file, buildMs] = await timed(() => buildExport(r, records, r.import?.columns));
    const token = await login(target, 'qyadmin', 'Qy@123456');
    const endpoint = `${target.baseUrl}/zax-cloud${r.endpoint}`;

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), `${r.title}.xlsx`);
    const [imported, importMs] = await timed(async () => {
      const res = await fetch(localTarget(`${endpoint}/import`), { method: 'POST', headers: { authorization: token }, body: form });
      return (await res.json()) as { code: number; msg: string; data?: { success: number; failed: number } };
    });
    if (imported.code !== 0 || imported.data?.success !== ROWS) throw new Error(`import answered ${imported.msg} ${JSON.stringify(imported.data)}`);

    const [size, exportMs] = await timed(async () => {
      const res = await fetch(localTarget(`${endpoint}/export`), { headers: { authorization: token } });
      if (res.status !== 200) throw new Error(`export answered ${res.status}`);
      return (await res.arrayBuffer()).byteLength;
    });
    const n = ROWS.toLocaleString('en-US');
    return [
      { metric: `import ${n} rows (${KEY})`, value: `${(importMs / 1000).toFixed(2)} s`, note: `${Math.round(file.length / 1024)} KB xlsx, built in ${(buildMs / 1000).toFixed(2)} s` },
      { metric: `export ${n} rows (${KEY})`, value: `${(exportMs / 1000).toFixed(2)} s`, note: `${Math.round(size / 1024)} KB xlsx` },
    ];
  },
};
