// Rule messages and map layers in English (issue 13 item 5): a rule of a file (`x-rules`, `rules`) carries
// `x-message-en`, which an English page shows (localizeResource) and the record validator gives beside the
// Chinese (for the server's English answer); a layer carries `x-title-en`. Every file of the repository
// gives them; the load-time check refuses an English message that is blank or Chinese.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRecordValidator } from '../../src/schema/compile-validator.ts';
import { englishMessageProblem } from '../../src/schema/keywords/rules-check.ts';
import { localizeResource } from '../../src/schema/localize.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import { ruleErrors } from '../../src/schema/record-compute.ts';
import { recordRuleErrors } from '../../src/schema/record-rules.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { englishOf } from './helpers/english-of.ts';

const HAN = /\p{Script=Han}/u;

const FILE: ResourceFile = {
  key: 'leave-note',
  title: '请假',
  endpoint: '/u-basic/leave-note',
  actions: ['list', 'detail', 'create', 'update'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: {
    type: 'object',
    properties: {
      startDate: { type: 'string', format: 'date', title: '开始日期' },
      endDate: {
        type: 'string',
        format: 'date',
        title: '结束日期',
        'x-rules': [{ assert: '{{ endDate >= startDate }}', message: '结束日期不能早于开始日期', 'x-message-en': 'End date cannot be earlier than start date' }],
      },
      days: { type: 'number', title: '天数' },
      note: { type: 'string', title: '备注' },
      place: { type: 'object', title: '位置', 'x-geometry': 'point' },
    },
  },
  rules: [
    { field: 'days', assert: '{{ days <= 30 }}', message: '天数不能超过30', 'x-message-en': 'At most 30 days' },
    { field: 'note', assert: '{{ note != "x" }}', message: '备注不能是x' },
  ],
  layers: [{ key: 'leave-places', title: '请假地点', 'x-title-en': 'Leave places', geometry: 'place', label: 'note' }],
  list: { columns: [{ field: 'startDate' }] },
};

const BAD = { startDate: '2026-05-02', endDate: '2026-05-01', days: 40, note: 'x' };

describe('rule messages in English', () => {
  it('an English page shows the rules English messages and the layers English titles; Chinese ones stay without', () => {
    const en = localizeResource(FILE, 'en');
    expect(en.form.properties.endDate?.['x-rules']?.[0]?.message).toBe('End date cannot be earlier than start date');
    expect(en.rules?.map((r) => r.message)).toEqual(['At most 30 days', '备注不能是x']);
    expect(en.layers?.[0]?.title).toBe('Leave places');
    expect(ruleErrors(en, BAD).map((e) => e.message)).toEqual(['End date cannot be earlier than start date', 'At most 30 days', '备注不能是x']);
    // The Chinese page and the file itself are untouched.
    expect(localizeResource(FILE, 'zh')).toBe(FILE);
    expect(FILE.form.properties.endDate?.['x-rules']?.[0]?.message).toBe('结束日期不能早于开始日期');
    expect(FILE.layers?.[0]?.title).toBe('请假地点');
  });

  it('the failing rules and the record validator give the Chinese message with its English beside it', () => {
    expect(ruleErrors(FILE, BAD)).toEqual([
      { field: 'endDate', message: '结束日期不能早于开始日期', messageEn: 'End date cannot be earlier than start date' },
      { field: 'days', message: '天数不能超过30', messageEn: 'At most 30 days' },
      { field: 'note', message: '备注不能是x' },
    ]);
    expect(recordRuleErrors(FILE, BAD).find((e) => e.field === 'days')).toEqual({ field: 'days', message: '天数不能超过30', messageEn: 'At most 30 days', rule: 'rule' });
    const v = compileRecordValidator(FILE)(BAD);
    expect(v.valid).toBe(false);
    expect(v.errors).toEqual([
      { field: 'endDate', message: '结束日期不能早于开始日期', messageEn: 'End date cannot be earlier than start date' },
      { field: 'days', message: '天数不能超过30', messageEn: 'At most 30 days' },
      { field: 'note', message: '备注不能是x' },
    ]);
  });

  it('the meta-schema takes x-message-en and x-title-en; the check refuses a blank or Chinese English message', () => {
    const checked = checkResourceFile(JSON.parse(JSON.stringify(FILE)));
    expect(checked.ok ? [] : checked.errors).toEqual([]);
    expect(englishMessageProblem(undefined)).toBeUndefined();
    expect(englishMessageProblem('End after start')).toBeUndefined();
    expect(englishMessageProblem('  ')?.id).toBe('schema.check.rules.englishBlank');
    expect(englishMessageProblem('结束日期 too early')?.id).toBe('schema.check.rules.englishHan');
    const chinese: ResourceFile = { ...FILE, rules: [{ field: 'days', assert: '{{ days <= 30 }}', message: '天数不能超过30', 'x-message-en': '天数太多' }] };
    const refused = checkResourceFile(JSON.parse(JSON.stringify(chinese)));
    expect(refused.ok ? [] : refused.errors.map((p) => `${p.pointer}: ${englishOf(p)}`)).toContainEqual(
      expect.stringMatching(/^\/rules\/0\/x-message-en: .*without Chinese/),
    );
    const badLayer = JSON.parse(JSON.stringify(FILE)) as { layers: { 'x-title-en': string }[] };
    badLayer.layers[0]['x-title-en'] = '';
    expect(checkResourceFile(badLayer).ok).toBe(false);
  });
});

/** Every JSON file under schemas/ except the meta-schemas. */
function schemaFiles(dir = 'schemas'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return p === path.join('schemas', 'meta') ? [] : schemaFiles(p);
    return name.endsWith('.json') ? [p] : [];
  });
}

interface RuleLike {
  message?: unknown;
  'x-message-en'?: unknown;
}

/** Every rule (`x-rules` anywhere in the file, the file's `rules`) of a parsed file, with where it is. */
function rulesOf(node: unknown, at: string, out: [string, RuleLike][] = []): [string, RuleLike][] {
  if (Array.isArray(node)) node.forEach((n, i) => rulesOf(n, `${at}/${i}`, out));
  else if (node !== null && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if ((k === 'x-rules' || (k === 'rules' && at === '')) && Array.isArray(v)) v.forEach((r: RuleLike, i) => out.push([`${at}/${k}/${i}`, r]));
      else rulesOf(v, `${at}/${k}`, out);
    }
  }
  return out;
}

describe('the files of the repository in English', () => {
  const files = schemaFiles().map((f) => [f, JSON.parse(readFileSync(f, 'utf8')) as Record<string, unknown>] as const);

  it('every rule of every file has its English message', () => {
    const rules = files.flatMap(([f, json]) => rulesOf(json, '').map(([at, r]) => [`${f}#${at}`, r] as const));
    expect(rules.length).toBeGreaterThanOrEqual(29);
    const missing = rules.filter(([, r]) => typeof r['x-message-en'] !== 'string' || englishMessageProblem(r['x-message-en']) !== undefined);
    expect(missing.map(([where]) => where)).toEqual([]);
  });

  it('every map layer has its English title', () => {
    const layers = files.flatMap(([f, json]) =>
      Array.isArray(json.layers) ? (json.layers as { key: string; 'x-title-en'?: string }[]).map((l) => [`${f}#${l.key}`, l] as const) : [],
    );
    expect(layers.length).toBeGreaterThanOrEqual(5);
    const missing = layers.filter(([, l]) => !l['x-title-en']?.trim() || HAN.test(l['x-title-en']));
    expect(missing.map(([where]) => where)).toEqual([]);
  });
});
