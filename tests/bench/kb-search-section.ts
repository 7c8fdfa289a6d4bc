// Issue 21's figures (BENCH_SECTIONS=kb-search): the knowledge search over BENCH_KB_CLAUSES clauses (100,000), and
// the indexing throughput. The clauses are generated (seeded) as the numbered lines of synthetic platform
// standards, BENCH_KB_PER_RECORD (100) clauses each, sentences of the domain terms and common words; they are
// indexed as a save indexes them (src/server/fgcx/search-index.ts `indexRecord`: segmentation, tsvector literal,
// insert), 20 records a transaction, timed whole and for the segmentation alone. Then POST /zax-cloud/kb/search
// as qyadmin (the enterprise and the platform library), BENCH_KB_LOADS (50) sequential calls per query after one
// untimed call: a common domain term, two terms, a rare word and a term with a filter. The entries are removed
// afterwards (they have no records: a restart's catch-up would drop them anyway).
import { kbEntries } from '../../src/domain/kb-entries.ts';
import { DOMAIN_TERMS } from '../../src/domain/kb-search.ts';
import { seededRandom } from '../../src/domain/seeded-random.ts';
import { indexRecord } from '../../src/server/fgcx/search-index.ts';
import { callJson, login } from './http-json.ts';
import { summarize } from './percentiles.ts';
import { ms } from './table.ts';
import type { BenchTarget, Row, Section } from './section.ts';

const FIRST_ID = 900_000_000;
const COMMON = ['作业', '人员', '设备', '检查', '现场', '安全', '管理', '措施', '记录', '审批', '区域', '装置', '管道', '阀门', '储罐', '仪表', '培训', '标志', '照明', '通风', '检测', '报警', '维护', '保养', '台账', '制度', '责任', '操作', '规程', '防护', '警示', '隔离', '清洗', '置换', '吹扫', '巡检', '交接', '确认', '签字', '监督'];
const RARE = '氯乙烯聚合釜';

function numberFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer in ${min}..${max}`);
  return n;
}

/** The text of one synthetic standard: `perRecord` numbered clauses of two or three sentences. */
export function syntheticStandard(rand: () => number, record: number, perRecord: number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const lines: string[] = [];
  for (let c = 1; c <= perRecord; c++) {
    const sentences: string[] = [];
    for (let s = 0, n = 2 + Math.floor(rand() * 2); s < n; s++) {
      const words: string[] = [];
      for (let w = 0, k = 5 + Math.floor(rand() * 5); w < k; w++) words.push(rand() < 0.25 ? pick(DOMAIN_TERMS) : pick(COMMON));
      sentences.push(words.join(rand() < 0.5 ? '' : '的'));
    }
    // One clause in ten thousand holds the rare word.
    if ((record * perRecord + c) % 10_000 === 7) sentences.push(`${RARE}应定期清理`);
    lines.push(`${Math.floor((c - 1) / 10) + 4}.${((c - 1) % 10) + 1} ${sentences.join('，')}。`);
  }
  return lines.join('\n');
}

async function searchTimed(target: BenchTarget, token: string, body: Record<string, unknown>, loads: number) {
  const path = '/zax-cloud/kb/search';
  const first = await callJson(target, { method: 'POST', path, token, body });
  if (first.status !== 200) throw new Error(`kb search: ${first.status} ${JSON.stringify(first.body)}`);
  const samples: number[] = [];
  for (let i = 0; i < loads; i++) {
    const t0 = performance.now();
    const res = await callJson(target, { method: 'POST', path, token, body });
    samples.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`kb search: ${res.status}`);
  }
  return { ...summarize(samples), total: (first.body.data as { total: number }).total };
}

export const kbSearchSection: Section = {
  name: 'kb-search (knowledge search over 100,000 clauses)',
  async run(target: BenchTarget): Promise<Row[]> {
    const clauses = numberFromEnv('BENCH_KB_CLAUSES', 100_000, 1_000, 2_000_000);
    const perRecord = numberFromEnv('BENCH_KB_PER_RECORD', 100, 10, 1_000);
    const loads = numberFromEnv('BENCH_KB_LOADS', 50, 5, 10_000);
    const records = Math.ceil(clauses / perRecord);
    const rand = seededRandom(21);
    const texts = Array.from({ length: records }, (_, r) => syntheticStandard(rand, r, perRecord));
    const data = (r: number) => ({ title: `压测标准${r + 1}`, stdNo: `Q/BENCH ${r + 1}—2026`, timeliness: 'current', industry: 'chemical', body: texts[r] });

    // Segmentation alone (what a save computes before writing).
    const s0 = performance.now();
    let entries = 0;
    for (let r = 0; r < records; r++) entries += kbEntries('standard', data(r)).length;
    const segmentMs = performance.now() - s0;

    const rows: Row[] = [];
    try {
      const i0 = performance.now();
      for (let from = 0; from < records; from += 20) {
        await target.db.transaction(async (tx) => {
          for (let r = from; r < Math.min(records, from + 20); r++) await indexRecord(tx, 'standard', 0, FIRST_ID + r, data(r));
        });
      }
      const indexMs = performance.now() - i0;
      const chars = texts.reduce((n, t) => n + t.length, 0);
      rows.push({
        metric: `index ${clauses.toLocaleString('en-US')} clauses (${records.toLocaleString('en-US')} standards): clauses/s`,
        value: Math.round((entries / indexMs) * 1000).toLocaleString('en-US'),
        note: `${(indexMs / 1000).toFixed(1)} s in all, 20 records a transaction; segmentation alone ${Math.round((entries / segmentMs) * 1000).toLocaleString('en-US')} entries/s (${(segmentMs / 1000).toFixed(1)} s, ${(chars / 1e6).toFixed(1)} M characters)`,
      });
      const token = await login(target, 'qyadmin', 'Qy@123456');
      for (const [name, body] of [
        ['one common term (动火)', { q: '动火', limit: 10 }],
        ['two terms (受限空间 气体分析)', { q: '受限空间 气体分析', limit: 10 }],
        [`a rare word (${RARE})`, { q: RARE, limit: 10 }],
        ['a term, standards of one industry, page 5', { q: '盲板抽堵', kinds: ['standard'], industry: 'chemical', page: 5, limit: 10 }],
      ] as const) {
        const r = await searchTimed(target, token, body, loads);
        rows.push({
          metric: `POST /kb/search, ${name}: p50 / p99`,
          value: `${ms(r.p50)} / ${ms(r.p99)} ms`,
          note: `${r.total.toLocaleString('en-US')} hits among ${(entries + 0).toLocaleString('en-US')} entries; ${loads} sequential calls`,
        });
      }
    } finally {
      await target.db.query('delete from kb_search where tenant_id = 0 and kind = $1 and record_id >= $2', ['standard', FIRST_ID]);
    }
    return rows;
  },
};
