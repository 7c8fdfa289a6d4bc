import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { JsonEditor, type EditorProblem, type JsonEditorProps } from '../../designer/json-editor.tsx';
import { checkFileText, fileJson } from '../../designer/schema-editor-problems.ts';
import { offsetAt } from '../../src/schema/json-pointer-lines.ts';
import { shows } from '../support/play-helpers.ts';
import { SAFETY_MANAGER } from '../support/resource-fixtures.ts';

const SHORT = ['{', '  "key": "x",', '  "title": 5,', '  "form": {', '    "type": "object"', '  }', '}'].join('\n');
const SHORT_PROBLEMS: EditorProblem[] = [
  { line: 3, column: 12, message: 'must be string', source: 'schema', pointer: '/title' },
  { line: 4, column: 3, message: 'form 缺少 properties', source: 'schema', pointer: '/form/properties' },
];

/** The editor with its text in story state; problems recomputed from the text when `live`. */
function Editor(props: JsonEditorProps & { live?: boolean }) {
  const { live, ...rest } = props;
  const [value, setValue] = useState(props.value);
  const problems = live ? checkFileText(value).problems : props.problems;
  return (
    <JsonEditor
      {...rest}
      value={value}
      problems={problems}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const area = () => screen.getByRole('textbox', { name: '资源 JSON' }) as HTMLTextAreaElement;

/** The schema editor's text area: line numbers, problem lines in red, problems listed under it. */
const meta = {
  title: 'Designer/JsonEditor',
  component: JsonEditor,
  args: { value: SHORT, problems: SHORT_PROBLEMS, onChange: fn(), height: 240, label: '资源 JSON' },
  render: (args) => <Editor {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JsonEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two problems: lines 3 and 4 marked in the gutter; a click on one puts the caret there. */
export const Problems: Story = {
  play: async ({ canvasElement }) => {
    const marked = [...canvasElement.querySelectorAll<HTMLElement>('[data-problem="true"]')].map((l) => l.dataset.line);
    await expect(marked).toEqual(['3', '4']);
    await userEvent.click(screen.getByRole('button', { name: /第 3 行，第 12 列/ }));
    await expect(area()).toHaveFocus();
    await expect(area().selectionStart).toBe(offsetAt(SHORT, 3, 12));
  },
};

/** Tab inserts two spaces at the caret (the browser's undo keeps it). */
export const TabIndents: Story = {
  args: { value: '{\n"a": 1\n}', problems: [] },
  play: async ({ args }) => {
    await shows(() => screen.getByText('没有发现问题'));
    area().focus();
    area().setSelectionRange(2, 2);
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(area().value).toBe('{\n  "a": 1\n}'));
    await expect(args.onChange).toHaveBeenLastCalledWith('{\n  "a": 1\n}');
    await expect(area()).toHaveFocus();
  },
};

/** A whole resource file checked as it is typed: a stray character is a syntax error at its line. */
export const LiveCheck: Story = {
  args: { value: fileJson(SAFETY_MANAGER), problems: [], height: 360 },
  render: (args) => <Editor {...args} live />,
  play: async ({ canvasElement }) => {
    await shows(() => screen.getByText('没有发现问题'));
    area().focus();
    area().setSelectionRange(offsetAt(area().value, 3, 1), offsetAt(area().value, 3, 1));
    await userEvent.keyboard('x');
    await shows(() => screen.getByText(/第 3 行，第 1 列/));
    await expect(canvasElement.querySelector('[data-line="3"]')?.getAttribute('data-problem')).toBe('true');
  },
};

/** The text is being checked. */
export const Checking: Story = {
  args: { problems: [], checking: true },
  play: async () => {
    await shows(() => screen.getByText('检查中…'));
  },
};
