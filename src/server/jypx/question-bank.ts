// The enterprise's question bank as the exam rules read it: every live question with its type, its key
// (parsed by the domain's rule) and the categories it is under (its own and every ancestor's), so that a rule
// naming a category draws from that category's whole subtree.
import { OPTION_KEYS, parseAnswerKey, type AnswerKey, type QuestionOption, type QuestionType } from '../../domain/jypx-answer-key.ts';
import type { BankQuestion } from '../../domain/jypx-assembly.ts';
import type { Queryable } from '../db/db.ts';

export interface BankEntry extends BankQuestion {
  stem: string;
  options: QuestionOption[];
  key: AnswerKey | null;
  explanation: string | null;
}

/** The options a question record holds: optionA.. up to the last one filled (a gap is kept as an empty text). */
export function optionsOf(data: Readonly<Record<string, unknown>>): QuestionOption[] {
  const texts = OPTION_KEYS.map((k) => {
    const v = data[`option${k}`];
    return typeof v === 'string' ? v.trim() : '';
  });
  let last = -1;
  texts.forEach((t, i) => {
    if (t !== '') last = i;
  });
  return texts.slice(0, last + 1).map((text, i) => ({ key: OPTION_KEYS[i]!, text }));
}

/** The field holding a question's key for its type. */
export function answerFieldOf(type: unknown): 'choiceAnswer' | 'judgeAnswer' | 'blankAnswer' {
  return type === 'judge' ? 'judgeAnswer' : type === 'blank' ? 'blankAnswer' : 'choiceAnswer';
}

/** A question record's key as the domain reads it: the chosen letters, true/false, or the blanks' lines. */
export function answerTextOf(data: Readonly<Record<string, unknown>>): string {
  const v = data[answerFieldOf(data.type)];
  if (Array.isArray(v)) return v.filter((x) => typeof x === 'string').join(',');
  return typeof v === 'string' ? v : '';
}

/** Category id → itself and its ancestors. */
async function categoryChains(tx: Queryable, tenantId: number): Promise<Map<number, number[]>> {
  const rows = await tx.query<{ id: number; parent: string | null }>(
    "select id, data->>'parentId' as parent from r_question_category where tenant_id = $1 and not deleted",
    [tenantId],
  );
  const parent = new Map(rows.map((r) => [Number(r.id), r.parent === null ? null : Number(r.parent)]));
  const chains = new Map<number, number[]>();
  for (const id of parent.keys()) {
    const chain: number[] = [];
    let at: number | null | undefined = id;
    while (at != null && !chain.includes(at)) {
      chain.push(at);
      at = parent.get(at);
    }
    chains.set(id, chain);
  }
  return chains;
}

/** The live questions of the enterprise (all of them, or those of `ids`). */
export async function readBank(tx: Queryable, tenantId: number, ids?: readonly number[]): Promise<BankEntry[]> {
  const chains = await categoryChains(tx, tenantId);
  const rows = await tx.query<{ id: number; data: Record<string, unknown> }>(
    ids
      ? 'select id, data from r_question where tenant_id = $1 and not deleted and id = any($2::bigint[])'
      : 'select id, data from r_question where tenant_id = $1 and not deleted',
    ids ? [tenantId, ids.map(Number)] : [tenantId],
  );
  return rows.map((r) => {
    const d = r.data;
    const stem = typeof d.stem === 'string' ? d.stem : '';
    const options = optionsOf(d);
    const parsed = parseAnswerKey({ type: String(d.type ?? ''), stem, options, answer: answerTextOf(d) });
    const category = typeof d.categoryId === 'number' ? d.categoryId : null;
    return {
      id: Number(r.id),
      type: String(d.type) as QuestionType,
      categories: category === null ? [] : (chains.get(category) ?? [category]),
      stem,
      options,
      key: parsed.ok ? parsed.key : null,
      explanation: typeof d.explanation === 'string' ? d.explanation : null,
    };
  });
}
