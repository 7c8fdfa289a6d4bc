// @vitest-environment jsdom
// The schema editor's JSON text area (designer/json-editor.tsx): the gutter numbers every line and marks
// the problem lines, the problems are listed in order and a click puts the caret on the problem, Tab
// inserts two spaces (Esc then Tab does not), and the gutter follows the text's scrolling. Also where the
// schema editor's problems come from (designer/schema-editor-problems.ts).
import '@ant-design/v5-patch-for-react-19';
import { act, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JsonEditor, type EditorProblem } from '../../designer/json-editor.tsx';
import { checkFileText, fileJson, serverProblems, withFileCheck } from '../../designer/schema-editor-problems.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import { offsetAt } from '../../src/schema/json-pointer-lines.ts';
import { SAFETY_MANAGER } from '../../stories/support/resource-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';
import { english } from '../../src/domain/i18n/english.ts';
import { setPageLanguage } from '../../src/runtime/i18n/text-of.ts';

const dom = mountRoot();
let onChange: ReturnType<typeof vi.fn<(value: string) => void>>;
beforeEach(() => {
  onChange = vi.fn<(value: string) => void>();
});

const TEXT = ['{', '  "key": "x",', '  "title": 5,', '  "form": {', '    "type": "object"', '  }', '}'].join('\n');

const PROBLEMS: EditorProblem[] = [
  { line: 4, column: 3, message: 'form 缺少 properties', source: 'schema', pointer: '/form/properties' },
  { line: 3, column: 12, message: 'must be string', source: 'schema', pointer: '/title' },
  { line: 3, column: 3, message: '标题重复', source: 'server', pointer: '/title' },
];

function Harness({ initial, problems }: { initial: string; problems: EditorProblem[] }) {
  const [value, setValue] = useState(initial);
  return (
    <JsonEditor
      value={value}
      problems={problems}
      height={120}
      label="资源 JSON"
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
    />
  );
}

async function render(initial = TEXT, problems = PROBLEMS): Promise<void> {
  await act(async () => dom.root.render(<Harness initial={initial} problems={problems} />));
}

const textarea = () => dom.host.querySelector<HTMLTextAreaElement>('textarea[aria-label="资源 JSON"]')!;
const gutterLines = () => [...dom.host.querySelectorAll<HTMLElement>('[data-testid="json-editor-gutter"] [data-line]')];
const problemButtons = () => [...dom.host.querySelectorAll<HTMLButtonElement>('[data-testid="json-editor-problems"] button')];

function key(el: HTMLElement, init: KeyboardEventInit): boolean {
  let notCancelled = true;
  act(() => {
    notCancelled = el.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
  });
  return notCancelled;
}

describe('JsonEditor', () => {
  it('numbers every line and marks the problem lines in the gutter, with their messages', async () => {
    await render();
    expect(gutterLines().map((l) => l.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    const marked = gutterLines().filter((l) => l.dataset.problem === 'true');
    expect(marked.map((l) => l.dataset.line)).toEqual(['3', '4']);
    expect(marked[0].title).toBe('标题重复\nmust be string');
    expect(textarea().getAttribute('aria-invalid')).toBe('true');
  });

  it('lists the problems by line and column, with their source and pointer', async () => {
    await render();
    const texts = problemButtons().map((b) => b.textContent?.replace(/\s/g, ''));
    expect(texts).toEqual(['服务器第3行，第3列/title标题重复', '校验第3行，第12列/titlemustbestring', '校验第4行，第3列/form/propertiesform缺少properties']);
    expect(dom.host.textContent).toContain('发现 3 个问题');
  });

  it('puts the caret on a problem when it is clicked', async () => {
    await render();
    await act(async () => problemButtons()[1].click());
    expect(document.activeElement).toBe(textarea());
    expect(textarea().selectionStart).toBe(offsetAt(TEXT, 3, 12));
    expect(textarea().selectionEnd).toBe(offsetAt(TEXT, 3, 12));
    expect(TEXT.slice(textarea().selectionStart).startsWith('5,')).toBe(true);
    await act(async () => problemButtons()[2].click());
    expect(textarea().selectionStart).toBe(offsetAt(TEXT, 4, 3));
  });

  it('says when there is no problem, or that the text is being checked', async () => {
    await render(TEXT, []);
    expect(gutterLines().some((l) => l.dataset.problem)).toBe(false);
    expect(dom.host.textContent).toContain('没有发现问题');
    await act(async () => dom.root.render(<JsonEditor value={TEXT} onChange={onChange} problems={[]} checking />));
    expect(dom.host.textContent).toContain('检查中');
  });

  it('inserts two spaces for Tab at the caret, replacing a selection', async () => {
    await render('{\n"a": 1\n}', []);
    const el = textarea();
    el.focus();
    el.setSelectionRange(2, 2);
    expect(key(el, { key: 'Tab' })).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith('{\n  "a": 1\n}');
    expect(el.value).toBe('{\n  "a": 1\n}');
    expect(el.selectionStart).toBe(4);
    el.setSelectionRange(4, 7);
    key(el, { key: 'Tab' });
    expect(el.value).toBe('{\n    : 1\n}');
    expect(gutterLines()).toHaveLength(3);
  });

  it('lets Tab leave the editor after Esc, and Shift+Tab always', async () => {
    await render('{}', []);
    const el = textarea();
    el.setSelectionRange(1, 1);
    key(el, { key: 'Escape' });
    expect(key(el, { key: 'Tab' })).toBe(true);
    expect(key(el, { key: 'Tab', shiftKey: true })).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
    // The next Tab indents again.
    expect(key(el, { key: 'Tab' })).toBe(false);
    expect(onChange).toHaveBeenCalledWith('{  }');
  });

  it('grows the gutter with the text typed and keeps it scrolled with the text', async () => {
    await render('{}', []);
    const el = textarea();
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(el, '{\n\n\n}');
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(onChange).toHaveBeenLastCalledWith('{\n\n\n}');
    expect(gutterLines()).toHaveLength(4);
    const gutter = dom.host.querySelector<HTMLElement>('[data-testid="json-editor-gutter"]')!;
    el.scrollTop = 40;
    await act(async () => el.dispatchEvent(new Event('scroll')));
    expect(gutter.scrollTop).toBe(40);
  });
});

describe('schema editor problems', () => {
  const file = fileJson(SAFETY_MANAGER);

  /** The text parsed here, with the meta-schema check the server's check call runs. */
  const checked = (text: string) => {
    const parsed = checkFileText(text);
    if (parsed.value === undefined) return parsed;
    const r = checkResourceFile(parsed.value);
    return withFileCheck(parsed, r.ok ? { ok: true, problems: [] } : { ok: false, problems: r.errors });
  };

  it('finds nothing in a good file and answers it', () => {
    const check = checked(file);
    expect(check.problems).toEqual([]);
    expect(check.resource?.key).toBe(SAFETY_MANAGER.key);
  });

  it('places a syntax error at its line', () => {
    const broken = file.replace('"title": "安全管理人员",', '"title": "安全管理人员"');
    const check = checkFileText(broken);
    expect(check.resource).toBeNull();
    expect(check.value).toBeUndefined();
    const line = broken.split('\n').findIndex((l) => l.includes('"title": "安全管理人员"')) + 2;
    expect(check.problems).toEqual([{ line, column: 3, message: expect.stringContaining("缺少逗号 ','"), source: 'syntax' }]);
  });

  it('says the syntax error in the page\'s language', () => {
    setPageLanguage('en', english);
    try {
      const check = checkFileText(file.replace('"title": "安全管理人员",', '"title": "安全管理人员"'));
      expect(check.problems).toEqual([expect.objectContaining({ message: expect.stringMatching(/^Comma ',' or '}' missing; found /), source: 'syntax' })]);
    } finally {
      setPageLanguage('zh', null);
    }
  });

  it('places meta-schema problems at the member, and a missing member at its parent', () => {
    const value = structuredClone(SAFETY_MANAGER) as unknown as Record<string, unknown>;
    value.actions = ['list', 'fly'];
    delete value.title;
    const text = fileJson(value);
    const lines = text.split('\n');
    const check = checked(text);
    expect(check.resource).toBeNull();
    const fly = check.problems.find((p) => p.pointer === '/actions/1');
    expect(fly).toMatchObject({ source: 'schema', line: lines.findIndex((l) => l.includes('"fly"')) + 1 });
    expect(check.problems.find((p) => p.pointer === '/title')).toMatchObject({ line: 1, column: 1 });
  });

  it('places the server errors of a refused save (pointers, file pointers, other names)', () => {
    const lines = file.split('\n');
    const problems = serverProblems(file, [
      { field: '/key', message: 'key 由平台决定' },
      { field: 'file/form/properties/name', message: '姓名不能改' },
      { field: 'fields.x.title', message: '请填写名称' },
    ]);
    expect(problems).toEqual([
      { line: lines.findIndex((l) => l.startsWith('  "key"')) + 1, column: 3, message: 'key 由平台决定', source: 'server', pointer: '/key' },
      { line: lines.findIndex((l) => l.includes('"name": {')) + 1, column: 7, message: '姓名不能改', source: 'server', pointer: '/form/properties/name' },
      { line: 1, column: 1, message: '请填写名称', source: 'server', pointer: 'fields.x.title' },
    ]);
  });

  it('writes the file with two spaces and a final newline', () => {
    expect(fileJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n');
  });
});
