// The permit forms: one resource file per special-work kind in schemas/modules/tszy/permits/<kind-kebab>.json (docs/
// permit-api.md, "Form files"). Its `form` is the saveOrUpdate body of the kind (server) and the edit form,
// detail and print view (client); its three `detail.sections` say which fields are the common Annex A ones,
// the kind's own and the lists. Pure: the checks the meta-schema cannot express, each with a JSON pointer.
import { CERTIFICATE_REGISTERS, REQUIRABLE_CERTIFICATES, type CertificateRegister, type CertificateRequirement } from '../domain/permit-certificates.ts';
import { HEIGHT_HAZARDS } from '../domain/permit-grade.ts';
import { PERMIT_KINDS, PERMIT_KIND_INFO, parseGrade, permitKindPath, type PermitKind } from '../domain/permit-kinds.ts';
import { checkResourceFile, pointer, type CheckResult, type SchemaProblem } from './meta-schema.ts';
import type { FieldSchema, FieldType, ResourceFile } from './resource-types.ts';
import { chineseText, listText, said, text as msg, type Text } from './schema-text.ts';

/** File name without `.json`: 'YI_BAN_SHI_GONG' → 'yi-ban-shi-gong'. */
export function permitFormName(kind: PermitKind): string {
  return kind.toLowerCase().replace(/_/g, '-');
}

/** The resource key of a kind's form: 'permit-dong-huo'. */
export function permitFormKey(kind: PermitKind): string {
  return `permit-${permitFormName(kind)}`;
}

/** The kind's endpoint: '/tszy/' + the camelCase of its code ('/tszy/dongHuo'). */
export function permitFormEndpoint(kind: PermitKind): string {
  return `/tszy/${permitKindPath(kind)}`;
}

/** The kind whose form a resource key ('permit-dong-huo') is, or undefined. */
export function permitKindOfKey(key: string): PermitKind | undefined {
  return PERMIT_KINDS.find((k) => permitFormKey(k) === key);
}

/** The kind whose form a file name ('dong-huo.json') holds, or undefined. */
export function permitKindOfFile(fileName: string): PermitKind | undefined {
  return PERMIT_KINDS.find((k) => `${permitFormName(k)}.json` === fileName);
}

/** Titles of the three detail sections as the files write them (Chinese): common scalars, the kind's own, the lists (common). */
export function permitSectionTitles(kind: PermitKind): [string, string, string] {
  return [
    chineseText(msg('schema.form.basicInfo')),
    chineseText(msg('schema.form.kindInfo', { name: PERMIT_KIND_INFO[kind].name })),
    chineseText(msg('schema.form.people')),
  ];
}

/** Roles of the permit routes (src/server/permits/permit-scope.ts); the file's `permissions` must say the same. */
export const PERMIT_FORM_PERMISSIONS = Object.freeze({ read: ['qyUser', 'qyStaff', 'readonlyUser'], write: ['qyUser', 'qyStaff'] });

interface Need {
  name: string;
  type: FieldType;
  format?: 'date-time';
  required?: boolean;
  /** Further check of the declared field; answers a problem message or null. */
  check?: (f: FieldSchema) => Text | null;
}

const text = (name: string, required = false): Need => ({ name, type: 'string', required });
const time = (name: string): Need => ({ name, type: 'string', format: 'date-time' });

/** Fields the server reads from every form: the site (weather, lists), times, department, people (sweep, participants). */
const COMMON_NEEDS: readonly Need[] = [
  text('zuoYeDiDian', true),
  text('zuoYeNeiRong', true),
  text('buMen'),
  time('shenQingShiJian'),
  time('jiHuaKaiShiShiJian'),
  time('jiHuaJieShuShiJian'),
  text('zuoYeFuZeRen'),
  text('jianHuRen'),
  text('fenXiRen'),
  // The free texts of the briefing before issue 16 item 5: read-only, kept for the permits that have them.
  text('jiaoDiRen'),
  text('jieShouRen'),
  { name: 'zuoYeRen', type: 'array' },
  { name: 'guanLianZuoYe', type: 'array' },
  { name: 'anQuanCuoShi', type: 'array' },
  // The job hazard analysis and the safety briefing (src/domain/permit-briefing.ts), checked at submission.
  { name: 'fengXianFenXi', type: 'array', check: (f) => (isList(f) ? null : msg('schema.files.permit.hazardRows')) },
  { name: 'anQuanJiaoDi', type: 'object', check: (f) => (isGroup(f) && isList(f.properties?.qianZi ?? { type: 'string' }) ? null : msg('schema.files.permit.briefingGroup')) },
  // The site on the plant map (simultaneous work, src/server/permits/permit-site-works.ts): a point, an area's
  // polygon or a drawn polygon.
  { name: 'zuoYeWeiZhi', type: 'object', check: (f) => (f['x-geometry'] === 'any' ? null : msg('schema.files.permit.positionSite')) },
];

function optionValues(f: FieldSchema): unknown[] {
  const aliases = f['x-aliases'];
  return [...(f.enum ?? []).map((o) => o.value), ...(Array.isArray(aliases) ? aliases : [])];
}

/** Fields the grading of src/domain/permit-grade.ts (through src/server/permits/permit-grading.ts) reads. */
const GRADING_NEEDS: Readonly<Partial<Record<PermitKind, readonly Need[]>>> = {
  DONG_HUO: [
    {
      name: 'dongHuoJiBie',
      type: 'string',
      required: true,
      check: (f) => {
        const grades = new Set(optionValues(f).map((v) => parseGrade('DONG_HUO', String(v))));
        const missing = PERMIT_KIND_INFO.DONG_HUO.grades.filter((g) => !grades.has(g));
        if (grades.has(null)) return msg('schema.files.permit.hotGrades');
        return missing.length ? msg('schema.files.permit.missingGrades', { grades: missing.join(', ') }) : null;
      },
    },
    { name: 'jiHuaKaiShiShiJian', type: 'string', format: 'date-time', required: true },
    { name: 'luTian', type: 'boolean' },
    { name: 'geLiZhuangZhi', type: 'boolean' },
  ],
  GAO_CHU: [
    { name: 'zuoYeGaoDu', type: 'number', required: true },
    {
      name: 'keGuanWeiXianYinSu',
      type: 'array',
      check: (f) => {
        const values = (f.enum ?? []).map((o) => String(o.value)).sort().join(',');
        return values === Object.keys(HEIGHT_HAZARDS).sort().join(',') ? null : msg('schema.files.permit.hazards');
      },
    },
  ],
  DIAO_ZHUANG: [{ name: 'diaoZhuangZhiLiang', type: 'number', required: true }],
};

/** Every field the code needs in the kind's form (common and grading). */
export function permitFormNeeds(kind: PermitKind): readonly Need[] {
  return [...COMMON_NEEDS, ...(GRADING_NEEDS[kind] ?? [])];
}

const isList = (f: FieldSchema) => f.type === 'array' && f.items?.type === 'object';
/** A group of fields shown together under its title (the briefing): an object that is no position. */
const isGroup = (f: FieldSchema) => f.type === 'object' && f['x-geometry'] === undefined && f.properties !== undefined;
/** One value shown on one line: not a list of objects (a position on the plant map is one). */
const isScalar = (f: FieldSchema) =>
  (f.type !== 'object' || f['x-geometry'] !== undefined) && (f.type !== 'array' || (f.items?.type === 'string' && f.enum !== undefined));

function permitProblems(kind: PermitKind, r: ResourceFile): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  const add = (ptr: string, message: Text) => out.push(said({ pointer: ptr }, message));
  const expect = (ptr: string, actual: unknown, wanted: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(wanted)) add(ptr, msg('schema.files.permit.expect', { value: JSON.stringify(wanted), kind }));
  };
  expect('/key', r.key, permitFormKey(kind));
  expect('/endpoint', r.endpoint, permitFormEndpoint(kind));
  expect('/module', r.module, 'tszy');
  expect('/permissions', r.permissions, PERMIT_FORM_PERMISSIONS);
  const props = r.form.properties;
  const sections = r.detail?.sections ?? [];
  const titles = permitSectionTitles(kind);
  if (sections.length !== 3) add('/detail/sections', msg('schema.files.permit.sections', { titles: listText(titles) }));
  const placed = new Set<string>();
  sections.slice(0, 3).forEach((s, i) => {
    if (s.title !== titles[i]) add(pointer('detail', 'sections', i, 'title'), msg('schema.files.permit.sectionTitle', { title: titles[i] }));
    s.fields.forEach((name, j) => {
      const ptr = pointer('detail', 'sections', i, 'fields', j);
      const f = props[name];
      if (!Object.hasOwn(props, name)) return add(ptr, msg('schema.files.permit.notProperty', { field: name }));
      if (placed.has(name)) add(ptr, msg('schema.files.permit.twoSections', { field: name }));
      placed.add(name);
      if (i < 2 && !isScalar(f)) add(ptr, msg('schema.files.permit.listSection', { field: name, section: titles[2] }));
      if (i === 2 && !isList(f) && !isGroup(f)) add(ptr, msg('schema.files.permit.notList', { field: name, a: titles[0], b: titles[1] }));
    });
  });
  for (const name of Object.keys(props)) if (!placed.has(name)) add(pointer('form', 'properties', name), msg('schema.files.permit.noSection'));
  for (const n of permitFormNeeds(kind)) {
    const ptr = pointer('form', 'properties', n.name);
    const f = props[n.name];
    if (!f) {
      add(ptr, msg('schema.files.permit.serverReads', { field: n.name }));
      continue;
    }
    const kindOf = (x: { type: FieldType; format?: string }) => `${x.type}${x.format ? ` (${x.format})` : ''}`;
    if (f.type !== n.type || f.format !== n.format) add(ptr, msg('schema.files.permit.type', { wanted: kindOf(n), actual: kindOf(f) }));
    if (n.required && !r.form.required?.includes(n.name)) add('/form/required', msg('schema.files.permit.requiredInclude', { field: n.name }));
    const problem = n.check?.(f);
    if (problem) add(ptr, problem);
  }
  for (const [name, f] of Object.entries(props)) {
    const aliases = f['x-aliases'];
    if (aliases === undefined) continue;
    const ptr = pointer('form', 'properties', name, 'x-aliases');
    if (!f.enum || f.type !== 'string') add(ptr, msg('schema.files.permit.aliasesEnum'));
    if (!Array.isArray(aliases) || !aliases.every((a) => typeof a === 'string' && a)) add(ptr, msg('schema.files.permit.aliasesStrings'));
  }
  return out;
}

/** The keyword of a form file's `form` naming the certificates its workers must hold (one of them), see permitCertificates. */
export const CERTIFICATES_KEYWORD = 'x-certificates';

/** Problems of the form's `x-certificates`: an array (required; [] for none) of {register, category} the domain knows, each once. */
function certificateProblems(value: unknown): SchemaProblem[] {
  const at = (...parts: (string | number)[]) => pointer('form', CERTIFICATES_KEYWORD, ...parts);
  if (!Array.isArray(value)) return [said({ pointer: at() }, msg('schema.files.permit.certificates'))];
  const out: SchemaProblem[] = [];
  const seen = new Set<string>();
  value.forEach((item: unknown, i) => {
    const r = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    if (!item || typeof item !== 'object' || Object.keys(r).some((k) => k !== 'register' && k !== 'category')) return out.push(said({ pointer: at(i) }, msg('schema.files.permit.certificates')));
    const register = r.register as CertificateRegister;
    if (!CERTIFICATE_REGISTERS.includes(register)) return out.push(said({ pointer: at(i, 'register') }, msg('schema.files.permit.certRegister', { registers: CERTIFICATE_REGISTERS.join(', ') })));
    const categories = REQUIRABLE_CERTIFICATES[register];
    if (typeof r.category !== 'string' || !categories.includes(r.category)) {
      return out.push(said({ pointer: at(i, 'category') }, msg('schema.files.permit.certCategory', { category: String(r.category), register, categories: categories.join(', ') })));
    }
    if (seen.has(`${register}:${r.category}`)) out.push(said({ pointer: at(i) }, msg('schema.files.permit.certTwice')));
    seen.add(`${register}:${r.category}`);
  });
  return out;
}

/** The certificates a checked form file requires of its workers (any one of them; none: []). */
export function permitCertificates(file: ResourceFile): readonly CertificateRequirement[] {
  const value = file.form[CERTIFICATES_KEYWORD];
  return Array.isArray(value) ? (value as CertificateRequirement[]) : [];
}

/** Checks one permit form file: the resource meta-schema, then the permit rules above and the form's `x-certificates`. */
export function checkPermitForm(kind: PermitKind, json: unknown): CheckResult {
  const base = checkResourceFile(json);
  if (!base.ok) return base;
  const errors = [...permitProblems(kind, base.resource), ...certificateProblems(base.resource.form[CERTIFICATES_KEYWORD])];
  return errors.length ? { ok: false, errors } : base;
}

/**
 * Checks the set of forms together: one per kind, and the common sections (first and last) naming the same
 * fields with the same definitions in every file (compared with the first kind's). Problems per kind.
 */
export function checkPermitFormSet(forms: ReadonlyMap<PermitKind, ResourceFile>): Map<PermitKind | '', SchemaProblem[]> {
  const out = new Map<PermitKind | '', SchemaProblem[]>();
  const add = (k: PermitKind | '', p: SchemaProblem) => out.set(k, [...(out.get(k) ?? []), p]);
  const missing = PERMIT_KINDS.filter((k) => !forms.has(k));
  if (missing.length) add('', said({ pointer: '' }, msg('schema.files.permit.noForm', { files: missing.map((k) => `${permitFormName(k)}.json`).join(', ') })));
  const [first, ...rest] = PERMIT_KINDS.filter((k) => forms.has(k));
  const ref = first && forms.get(first);
  if (!ref) return out;
  for (const kind of rest) {
    const r = forms.get(kind) as ResourceFile;
    for (const i of [0, 2]) {
      const mine = r.detail?.sections[i]?.fields ?? [];
      const theirs = ref.detail?.sections[i]?.fields ?? [];
      if (JSON.stringify(mine) !== JSON.stringify(theirs)) {
        add(kind, said({ pointer: pointer('detail', 'sections', i, 'fields') }, msg('schema.files.permit.commonFields', { file: `${permitFormName(first)}.json`, fields: theirs.join(', ') })));
        continue;
      }
      for (const name of mine) {
        if (JSON.stringify(r.form.properties[name]) !== JSON.stringify(ref.form.properties[name])) {
          add(kind, said({ pointer: pointer('form', 'properties', name) }, msg('schema.files.permit.commonDefinition', { file: `${permitFormName(first)}.json` })));
        }
      }
    }
  }
  return out;
}
