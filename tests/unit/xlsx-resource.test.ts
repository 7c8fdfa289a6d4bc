import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { compileRecordValidator } from '../../src/schema/compile-validator.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { buildExport } from '../../src/server/resources/xlsx-export.ts';
import { buildFailureSheet } from '../../src/server/resources/xlsx-failures.ts';
import { parseImport, type ImportRow, type ParsedImport } from '../../src/server/resources/xlsx-import.ts';
import { buildTemplate, OPTIONS_SHEET } from '../../src/server/resources/xlsx-template.ts';

function load(json: unknown): ResourceFile {
  const r = checkResourceFile(json);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.resource;
}
const fileOf = (key: string) => load(JSON.parse(readFileSync(`schemas/resources/${key}.json`, 'utf8')));
const manager = fileOf('safety-manager');
const hazard = fileOf('hazard-source');

/** Every cell kind the parser coerces; nothing required. */
const sample = load({
  key: 'xlsx-sample',
  title: '样例',
  endpoint: '/u-basic/xlsx-sample',
  actions: ['list', 'export'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: {
    type: 'object',
    properties: {
      text: { type: 'string', title: '文本' },
      level: { type: 'string', title: '等级', enum: [{ label: '一级', value: '1' }, { label: '二级', value: '2' }] },
      flag: { type: 'boolean', title: '是否重点' },
      count: { type: 'integer', title: '人数' },
      amount: { type: 'number', title: '金额' },
      day: { type: 'string', format: 'date', title: '日期' },
      at: { type: 'string', format: 'date-time', title: '时间' },
      tags: { type: 'array', title: '标签', items: { type: 'string', enum: [{ label: '红', value: 'r' }, { label: '蓝', value: 'b' }] } },
      words: { type: 'array', title: '词语', items: { type: 'string' } },
      files: { type: 'array', title: '附件', items: { type: 'string' }, 'x-component': 'Upload' },
    },
  },
  list: { columns: [{ field: 'text' }] },
});

type Cell = ExcelJS.CellValue | { value: ExcelJS.CellValue; numFmt: string };

async function workbookOf(buf: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb;
}

async function bufferOf(wb: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

function put(ws: ExcelJS.Worksheet, row: number, col: number, v: Cell | undefined): void {
  if (v === undefined) return;
  const cell = ws.getCell(row, col);
  if (v !== null && typeof v === 'object' && 'numFmt' in v) {
    cell.value = v.value;
    cell.numFmt = v.numFmt;
  } else cell.value = v;
}

/** A sheet with the given header (row 1) and data rows (from row 2). */
async function sheet(header: string[], rows: (Cell | undefined)[][], name = 'Sheet1'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(name);
  header.forEach((h, i) => put(ws, 1, i + 1, h));
  rows.forEach((r, ri) => r.forEach((v, ci) => put(ws, ri + 2, ci + 1, v)));
  return bufferOf(wb);
}

/** The template of `resource` with rows typed in from row 2, by column title (without `*`). */
async function fillTemplate(resource: ResourceFile, rows: Record<string, Cell>[]): Promise<Buffer> {
  const wb = await workbookOf(await buildTemplate(resource));
  const ws = wb.worksheets[0];
  const at = new Map<string, number>();
  ws.getRow(1).eachCell((c, n) => at.set(String(c.value).replace(/^\*/, ''), n));
  rows.forEach((r, i) => Object.entries(r).forEach(([title, v]) => put(ws, i + 2, at.get(title) ?? 0, v)));
  return bufferOf(wb);
}

function rowsOf(p: ParsedImport): ImportRow[] {
  if ('error' in p) throw new Error(p.error);
  return p.rows;
}

const serial = (y: number, m: number, d: number, h = 0, mi = 0) =>
  (Date.UTC(y, m - 1, d, h, mi) - Date.UTC(1899, 11, 30)) / 86_400_000;

const personCells = {
  姓名: ' 张三 ',
  性别: '男',
  身份证号: '11010519491231002X',
  手机号: 13800138000,
  岗位: '安全员',
  证书编号: 'AQ-001',
  证书有效期起: { value: serial(2026, 1, 31), numFmt: 'yyyy-mm-dd' },
  证书有效期至: '2029/1/31',
};
const personValues = {
  name: '张三',
  gender: 'male',
  idCard: '11010519491231002X',
  mobile: '13800138000',
  post: '安全员',
  certNo: 'AQ-001',
  certStart: '2026-01-31',
  certEnd: '2029-01-31',
};

describe('buildTemplate', () => {
  it('has one sheet named after the resource, required titles marked in red, a frozen header', async () => {
    const wb = await workbookOf(await buildTemplate(manager));
    expect(wb.worksheets.map((w) => w.name)).toEqual(['安全管理人员']);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([
      undefined, '*姓名', '*性别', '*身份证号', '*手机号', '*岗位', '所属部门', '*证书编号', '*证书有效期起', '*证书有效期至',
    ]);
    expect(ws.getCell('A1').font.color?.argb).toBe('FFFF0000');
    expect(ws.getCell('F1').font.color?.argb).toBeUndefined();
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.rowCount).toBe(1); // no hint row: data start at row 2
    for (let c = 1; c <= 9; c++) expect(ws.getColumn(c).width).toBeGreaterThanOrEqual(8);
  });

  it('gives drop-downs of enum labels and 是/否, date checks and hints, text format for strings', async () => {
    const ws = (await workbookOf(await buildTemplate(manager))).worksheets[0];
    expect(ws.getCell('B2').dataValidation).toMatchObject({ type: 'list', formulae: ['"男,女"'] });
    expect(ws.getCell('B1001').dataValidation).toMatchObject({ type: 'list' });
    expect(ws.getCell('B1002').dataValidation).toBeUndefined();
    expect(ws.getCell('I2').dataValidation).toMatchObject({ type: 'date', error: '请输入日期，格式 YYYY-MM-DD' });
    expect(String(ws.getCell('I1').note)).toContain('YYYY-MM-DD');
    expect(String(ws.getCell('B1').note)).toContain('可选值：男、女');
    expect(ws.getColumn(3).numFmt).toBe('@'); // 身份证号 typed as text keeps its 18 digits
    expect(ws.getColumn(4).numFmt).toBe('@');
    expect(ws.getColumn(9).numFmt).toBe('yyyy-mm-dd');

    const flags = load({ ...sample, key: 'flags', import: { columns: ['flag', 'count', 'files'] } });
    const fws = (await workbookOf(await buildTemplate(flags))).worksheets[0];
    expect(fws.getRow(1).values).toEqual([undefined, '是否重点', '人数']); // Upload left out
    expect(fws.getCell('A2').dataValidation).toMatchObject({ type: 'list', formulae: ['"是,否"'] });
    expect(fws.getCell('B2').dataValidation).toMatchObject({ type: 'whole' });
  });

  it('uses every cell-friendly property when the file has no import columns (hazard-source)', async () => {
    const ws = (await workbookOf(await buildTemplate(hazard))).worksheets[0];
    expect(ws.getRow(1).values).toEqual([
      undefined, '*危险源名称', '*危险源编码', '*危险源等级', '*所在位置', '位置（平面图）', '涉及危险化学品', '设计最大量(吨)', '*责任人', '*责任人电话', '*运行状态', '停用原因',
    ]);
    expect(ws.getCell('C2').dataValidation).toMatchObject({ type: 'list', formulae: ['"一级,二级,三级,四级"'] });
  });

  it('puts long or comma-holding option lists on a hidden sheet', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ label: `选项,${i}`, value: `v${i}` }));
    const big = load({
      ...sample,
      key: 'big',
      form: { type: 'object', properties: { pick: { type: 'string', title: '选择', enum: many } } },
      list: { columns: [{ field: 'pick' }] },
    });
    const wb = await workbookOf(await buildTemplate(big));
    const opts = wb.getWorksheet(OPTIONS_SHEET);
    expect(opts?.state).toBe('hidden');
    expect(opts?.getCell('A60').value).toBe('选项,59');
    expect(wb.worksheets[0].getCell('A2').dataValidation.formulae).toEqual([`'${OPTIONS_SHEET}'!$A$1:$A$60`]);
    const parsed = rowsOf(await parseImport(big, await sheet(['选择'], [['选项,7']])));
    expect(parsed[0].values).toEqual({ pick: 'v7' });
  });
});

describe('parseImport', () => {
  it('reads a filled template back into values the record validator accepts', async () => {
    const rows = rowsOf(await parseImport(manager, await fillTemplate(manager, [personCells, { ...personCells, 姓名: '李四', 性别: 'female' }])));
    expect(rows).toEqual([
      { row: 2, values: personValues, problems: [], problemFields: [] },
      { row: 3, values: { ...personValues, name: '李四', gender: 'female' }, problems: [], problemFields: [] },
    ]);
    const validate = compileRecordValidator(manager);
    expect(validate(rows[0].values)).toEqual({ valid: true, errors: [] });
  });

  it('matches columns by title in any order, tolerating *, spaces, unknown columns and a title line', async () => {
    const buf = await sheet(
      ['备注', ' 证书有效期至 ', '证书有效期起', '证书编号', '岗位', '手机号', '身份证号', '性 别', '＊姓名'],
      [['x', '2029-01-31', '2026-01-31', 'AQ-001', '安全员', '13800138000', '11010519491231002X', '男', '张三']],
    );
    expect(rowsOf(await parseImport(manager, buf))[0]).toMatchObject({ row: 2, values: personValues });

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('人员');
    ws.getCell('A1').value = '安全管理人员导入';
    ws.getRow(2).values = ['姓名', '性别', '身份证号', '手机号', '岗位', '证书编号', '证书有效期起', '证书有效期至'];
    ws.getRow(3).values = ['张三', '男', '11010519491231002X', '13800138000', '安全员', 'AQ-001', '2026-01-31', '2029-01-31'];
    expect(rowsOf(await parseImport(manager, await bufferOf(wb)))[0]).toMatchObject({ row: 3, values: personValues });
  });

  it('skips fully empty rows, keeps Excel row numbers and omits empty cells', async () => {
    const buf = await sheet(['文本', '等级'], [['a', undefined], [undefined, undefined], ['  ', null], [undefined, '二级']]);
    expect(rowsOf(await parseImport(sample, buf))).toEqual([
      { row: 2, values: { text: 'a' }, problems: [], problemFields: [] },
      { row: 5, values: { level: '2' }, problems: [], problemFields: [] },
    ]);
  });

  it.each<[string, string, Cell, string]>([
    ['text trimmed', '文本', '  甲  ', 'text:甲'],
    ['number in a text column', '文本', 13800138000, 'text:13800138000'],
    ['big integer in a text column keeps its digits', '文本', 123456789012345680000, 'text:123456789012345680000'],
    ['rich text', '文本', { richText: [{ text: '张' }, { text: '三', font: { bold: true } }] }, 'text:张三'],
    ['hyperlink', '文本', { text: '官网', hyperlink: 'https://example.com' }, 'text:官网'],
    ['formula result', '人数', { formula: '1+2', result: 3 }, 'count:3'],
    ['enum by label', '等级', '二级', 'level:2'],
    ['enum by value', '等级', '1', 'level:1'],
    ['enum by numeric value', '等级', 2, 'level:2'],
    ['boolean 是', '是否重点', '是', 'flag:true'],
    ['boolean 否', '是否重点', '否', 'flag:false'],
    ['boolean TRUE', '是否重点', 'TRUE', 'flag:true'],
    ['boolean cell', '是否重点', false, 'flag:false'],
    ['boolean 1', '是否重点', 1, 'flag:true'],
    ['boolean 0', '是否重点', '0', 'flag:false'],
    ['integer cell', '人数', 12, 'count:12'],
    ['integer text', '人数', ' 12 ', 'count:12'],
    ['number text with separators', '金额', '1,234.5', 'amount:1234.5'],
    ['negative number', '金额', -0.25, 'amount:-0.25'],
    ['date cell', '日期', { value: serial(2027, 1, 31), numFmt: 'yyyy-mm-dd' }, 'day:2027-01-31'],
    ['date as a plain serial', '日期', serial(2027, 1, 31), 'day:2027-01-31'],
    ['date text YYYY-MM-DD', '日期', '2027-01-31', 'day:2027-01-31'],
    ['date text YYYY/M/D', '日期', '2027/1/5', 'day:2027-01-05'],
    ['date text 年月日', '日期', '2027年1月5日', 'day:2027-01-05'],
    ['date-time cell', '时间', { value: serial(2027, 1, 31, 8, 30), numFmt: 'yyyy-mm-dd hh:mm' }, 'at:2027-01-31 08:30:00'],
    ['date-time text', '时间', '2027/1/31 8:05', 'at:2027-01-31 08:05:00'],
    ['date-time from a day', '时间', '2027-01-31', 'at:2027-01-31 00:00:00'],
    ['array of enum labels', '标签', '红、蓝', 'tags:r,b'],
    ['array split on commas', '词语', '甲，乙, 丙', 'words:甲,乙,丙'],
  ])('coerces %s', async (_name, title, cell, expected) => {
    const [field, want] = [expected.slice(0, expected.indexOf(':')), expected.slice(expected.indexOf(':') + 1)];
    const rows = rowsOf(await parseImport(sample, await sheet([title], [[cell]])));
    const got = rows[0].values[field];
    expect(rows[0].problems).toEqual([]);
    if (Array.isArray(got)) expect(got.join(',')).toBe(want);
    else expect(String(got)).toBe(want);
    if (['count', 'amount'].includes(field)) expect(typeof got).toBe('number');
    if (field === 'flag') expect(typeof got).toBe('boolean');
  });

  it.each<[string, string, Cell, string]>([
    ['unknown enum label', '等级', '五级', '等级取值不正确：五级'],
    ['unknown boolean', '是否重点', '也许', '是否重点取值不正确：也许（应为“是”或“否”）'],
    ['fraction in an integer column', '人数', 1.5, '人数必须是整数：1.5'],
    ['text in a number column', '金额', '十元', '金额必须是数字：十元'],
    ['no such day', '日期', '2027-02-30', '日期日期格式不正确：2027-02-30（应为YYYY-MM-DD）'],
    ['a date in words', '日期', '明天', '日期日期格式不正确：明天（应为YYYY-MM-DD）'],
    ['a bad time', '时间', '2027-01-31 25:00', '时间时间格式不正确：2027-01-31 25:00（应为YYYY-MM-DD HH:mm:ss）'],
    ['unknown array item', '标签', '红、绿', '标签取值不正确：绿'],
    ['error cell', '文本', { error: '#N/A' }, '文本单元格有错误：#N/A'],
  ])('reports %s', async (_name, title, cell, message) => {
    const rows = rowsOf(await parseImport(sample, await sheet([title], [[cell]])));
    expect(rows[0].problems).toEqual([message]);
    expect(rows[0].problemFields).toHaveLength(1);
    expect(Object.values(rows[0].values)).toHaveLength(1); // the cell's text is kept for the failure sheet
  });

  describe('Excel date cells in any server time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });
    it.each(['America/Los_Angeles', 'Asia/Shanghai', 'Pacific/Kiritimati', 'UTC'])('gives the day typed in %s', async (tz) => {
      process.env.TZ = tz;
      const probe = new Date(Date.UTC(2027, 0, 31));
      const localDay = probe.getDate();
      if (tz === 'America/Los_Angeles') expect(localDay).toBe(30); // the zone really applies
      const buf = await sheet(['日期', '时间'], [[
        { value: serial(2027, 1, 31), numFmt: 'yyyy-mm-dd' },
        { value: serial(2027, 1, 31, 23, 59), numFmt: 'yyyy-mm-dd hh:mm:ss' },
      ]]);
      expect(rowsOf(await parseImport(sample, buf))[0].values).toEqual({ day: '2027-01-31', at: '2027-01-31 23:59:00' });
    });
  });

  it.each<[string, () => Promise<Buffer>, string]>([
    ['not a spreadsheet', async () => Buffer.from('姓名,性别\n张三,男'), '文件不是有效的Excel文件'],
    ['a broken zip', async () => Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(64, 7)]), '文件不是有效的Excel文件'],
    ['missing required columns', () => sheet(['姓名', '手机号'], [['张三', '13800138000']]), '模板缺少必填列：性别、身份证号、岗位、证书编号、证书有效期起、证书有效期至'],
    ['an untouched template', () => buildTemplate(manager), '导入文件中没有数据'],
  ])('refuses %s', async (_name, make, error) => {
    expect(await parseImport(manager, await make())).toEqual({ error });
  });

  it('takes 10,000 data rows and refuses 10,001', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => [`名${i}`]);
    expect(await parseImport(sample, await sheet(['文本'], rows))).toEqual({ error: '单次最多导入10000行' });
    const ok = rowsOf(await parseImport(sample, await sheet(['文本'], rows.slice(1))));
    expect(ok).toHaveLength(10_000);
    expect(ok[9_999]).toEqual({ row: 10_001, values: { text: '名10000' }, problems: [], problemFields: [] });
  });
});

const record = (i: number) => ({
  id: i + 1,
  ...personValues,
  name: `张${i}`,
  department: '安全部',
  voided: false,
  attachments: ['41'],
  status: 1,
  createdAt: '2026-11-21T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
  validityStatus: 'EFFECTIVE',
});

describe('buildExport', () => {
  it('writes the list then import columns with labels and text dates', async () => {
    const ws = (await workbookOf(await buildExport(manager, [record(0), { id: 2, name: '李四', validityStatus: 'EXPIRED' }]))).worksheets[0];
    expect(ws.name).toBe('安全管理人员');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getRow(1).values).toEqual([
      undefined, '姓名', '性别', '手机号', '岗位', '所属部门', '证书编号', '证书有效期至', '有效状态', '身份证号', '证书有效期起',
    ]);
    expect(ws.getRow(2).values).toEqual([
      undefined, '张0', '男', '13800138000', '安全员', '安全部', 'AQ-001', '2029-01-31', '有效', '11010519491231002X', '2026-01-31',
    ]);
    expect(ws.getRow(3).values).toEqual([undefined, '李四', undefined, undefined, undefined, undefined, undefined, undefined, '已过期']);
  });

  it('exports chosen columns: system date-times in the business zone, 是/否, no Upload fields', async () => {
    const buf = await buildExport(manager, [record(0)], ['name', 'attachments', 'voided', 'createdAt', 'nope', 'name'], { timeZone: 'Asia/Shanghai' });
    const ws = (await workbookOf(buf)).worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, '姓名', '已作废', '创建时间']);
    expect(ws.getRow(2).values).toEqual([undefined, '张0', '否', '2026-11-21 16:00:00']);
  });

  it('joins arrays with 、 and keeps numbers numeric (hazard-source)', async () => {
    const row = { name: '罐区', code: 'HS-1', level: '1', location: '东区', chemicals: ['苯', '甲苯'], quantity: 12.5, responsiblePerson: '王五', mobile: '13800138000', runStatus: 'IN_USE' };
    const ws = (await workbookOf(await buildExport(hazard, [row], ['name', 'level', 'chemicals', 'quantity', 'runStatus']))).worksheets[0];
    expect(ws.getRow(2).values).toEqual([undefined, '罐区', '一级', '苯、甲苯', 12.5, '在用']);
  });

  it('exports what imports again unchanged', async () => {
    const buf = await buildExport(manager, [record(0), record(1)]);
    const rows = rowsOf(await parseImport(manager, buf));
    expect(rows.map((r) => r.values)).toEqual([
      { ...personValues, name: '张0', department: '安全部' },
      { ...personValues, name: '张1', department: '安全部' },
    ]);
  });

  it('writes 10,000 safety-manager rows', async () => {
    const records = Array.from({ length: 10_000 }, (_, i) => record(i));
    const started = performance.now();
    const buf = await buildExport(manager, records);
    const ms = performance.now() - started;
    const ws = (await workbookOf(buf)).worksheets[0];
    expect(ws.rowCount).toBe(10_001);
    expect(ws.getCell('A10001').value).toBe('张9999');
    expect(ms).toBeLessThan(20_000);
  });
});

describe('buildFailureSheet', () => {
  const failures = [
    { row: 3, values: { ...personValues, gender: '男士', mobile: '123' }, messages: ['性别取值不正确：男士', '手机号码格式不正确'] },
    { row: 7, values: { gender: 'female', certEnd: '2029-01-31' }, messages: ['请填写姓名'] },
  ];

  it('lists 行号, the template columns and the reasons in red', async () => {
    const ws = (await workbookOf(await buildFailureSheet(manager, failures))).worksheets[0];
    expect(ws.getRow(1).values).toEqual([
      undefined, '行号', '*姓名', '*性别', '*身份证号', '*手机号', '*岗位', '所属部门', '*证书编号', '*证书有效期起', '*证书有效期至', '失败原因',
    ]);
    expect(ws.getRow(2).values).toEqual([
      undefined, 3, '张三', '男士', '11010519491231002X', '123', '安全员', undefined, 'AQ-001', '2026-01-31', '2029-01-31', '性别取值不正确：男士；手机号码格式不正确',
    ]);
    expect(ws.getRow(3).values).toEqual([undefined, 7, undefined, '女', undefined, undefined, undefined, undefined, undefined, undefined, '2029-01-31', '请填写姓名']);
    expect(ws.getCell('K1').font.color?.argb).toBe('FFFF0000');
    expect(ws.getCell('K2').font.color?.argb).toBe('FFFF0000');
    expect(ws.getCell('A2').font?.color).toBeUndefined();
    expect(ws.getCell('C2').dataValidation).toMatchObject({ type: 'list', formulae: ['"男,女"'] });
  });

  it('can be fixed and imported again (行号 and 失败原因 are ignored)', async () => {
    const rows = rowsOf(await parseImport(manager, await buildFailureSheet(manager, failures)));
    expect(rows.map((r) => [r.row, r.problems])).toEqual([[2, ['性别取值不正确：男士']], [3, []]]);
    expect(rows[1].values).toEqual({ gender: 'female', certEnd: '2029-01-31' });
  });
});
