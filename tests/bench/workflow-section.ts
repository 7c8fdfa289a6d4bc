// Issue 14's workflow figure (BENCH_SECTIONS=workflow): transitions per second on one record type under 50
// concurrent actors. 50 draft notices are seeded for the demo enterprise; 50 actors each publish and recall
// their own notice in turn (POST /u-basic/notice/publish, /recall: one transaction with the row lock, the
// history step, the waiting rows) for BENCH_SECONDS after BENCH_WARMUP_SECONDS; a second run has the 50 actors
// share 5 notices, so that most of them meet a locked row and many answer 409 (counted apart).
import { callJson, login } from './http-json.ts';
import { perSecond } from './table.ts';
import type { BenchSettings, BenchTarget, Row, Section } from './section.ts';

const ACTORS = 50;
const TENANT = 1001;

async function seedNotices(target: BenchTarget, n: number): Promise<number[]> {
  const rows = await target.db.query<{ id: number }>(
    `insert into r_notice (tenant_id, data)
     select $1, jsonb_build_object('title', '压测通知' || g, 'noticeType', 'notice', 'content', '压测', 'publishStatus', 'draft', 'targets', jsonb_build_array('qyStaff'))
       from generate_series(1, $2::int) g returning id`,
    [TENANT, n],
  );
  return rows.map((r) => Number(r.id));
}

interface Tally {
  ok: number;
  refused: number;
}

type Action = 'publish' | 'recall';

/**
 * 50 actors acting on `ids` (actor i on ids[i % n]) until `until`; each publishes, then recalls, and so on
 * (`next` keeps each actor's next action from the warm-up to the timed run).
 */
async function drive(target: BenchTarget, token: string, ids: number[], until: number, tally: Tally, next: Action[]): Promise<void> {
  await Promise.all(
    Array.from({ length: ACTORS }, async (_, i) => {
      const id = ids[i % ids.length];
      let action = next[i];
      while (performance.now() < until) {
        const res = await callJson(target, { method: 'POST', path: `/zax-cloud/u-basic/notice/${action}`, token, body: { id, ...(action === 'recall' ? { recallReason: '压测' } : {}) } });
        if (res.status === 200) tally.ok++;
        else if (res.status === 409) tally.refused++;
        else throw new Error(`${action}: ${res.status} ${JSON.stringify(res.body)}`);
        // A refused publish means another actor published it: recall next (and the other way round).
        action = action === 'publish' ? 'recall' : 'publish';
      }
      next[i] = action;
    }),
  );
}

async function measure(target: BenchTarget, token: string, ids: number[], s: BenchSettings): Promise<Tally & { seconds: number }> {
  const next: Action[] = Array.from({ length: ACTORS }, () => 'publish');
  await drive(target, token, ids, performance.now() + s.warmupSeconds * 1000, { ok: 0, refused: 0 }, next);
  const tally = { ok: 0, refused: 0 };
  const t0 = performance.now();
  await drive(target, token, ids, t0 + s.seconds * 1000, tally, next);
  return { ...tally, seconds: (performance.now() - t0) / 1000 };
}

export const workflowSection: Section = {
  name: 'workflow transitions (50 actors)',
  async run(target: BenchTarget, settings: BenchSettings): Promise<Row[]> {
    const token = await login(target, 'qyadmin', 'Qy@123456');
    const own = await measure(target, token, await seedNotices(target, ACTORS), settings);
    const shared = await measure(target, token, await seedNotices(target, 5), settings);
    return [
      {
        metric: 'notice publish/recall, 50 actors on their own records',
        value: `${perSecond(own.ok / own.seconds)} /s`,
        note: `${own.ok} transitions, ${own.refused} refused (409) in ${own.seconds.toFixed(1)} s`,
      },
      {
        metric: 'notice publish/recall, 50 actors on 5 shared records',
        value: `${perSecond(shared.ok / shared.seconds)} /s`,
        note: `${shared.ok} transitions, ${shared.refused} refused as stale or wrong state (409) in ${shared.seconds.toFixed(1)} s`,
      },
    ];
  },
};
