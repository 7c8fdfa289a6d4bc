// A plain JSON text editor for the schema editor: a monospace textarea with a line-number gutter that
// scrolls with it, the problem lines marked red in the gutter, and the problems listed under it (a click
// puts the caret on the problem). Tab inserts two spaces; Esc then Tab leaves the editor (keyboard users).
import { Button, Flex, Tag, Typography, theme } from 'antd';
import { useId, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { offsetAt } from '../src/schema/json-pointer-lines.ts';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

export type ProblemSource = 'syntax' | 'schema' | 'server';

/** A problem at a place in the text (1-based line and column). */
export interface EditorProblem {
  line: number;
  column: number;
  message: string;
  source: ProblemSource;
  /** The JSON pointer the problem was reported at, when it came from a check. */
  pointer?: string;
}

export const SOURCE_TAGS = {
  syntax: { text: 'designer.json.syntax', color: 'red' },
  schema: { text: 'designer.json.schema', color: 'orange' },
  server: { text: 'designer.json.server', color: 'volcano' },
} as const satisfies Record<ProblemSource, { text: string; color: string }>;

export interface JsonEditorProps {
  value: string;
  onChange(value: string): void;
  problems: readonly EditorProblem[];
  /** The problems are being worked out (shown instead of "no problems"). */
  checking?: boolean;
  /** Height of the text area in pixels. */
  height?: number;
  readOnly?: boolean;
  /** The accessible name of the text area. */
  label?: string;
}

const LINE_HEIGHT = 20;
const FONT = `13px/${LINE_HEIGHT}px ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace`;
const PADDING = 8;
const INDENT = '  ';

/** Sorted by line, then column. */
function byPlace(a: EditorProblem, b: EditorProblem): number {
  return a.line - b.line || a.column - b.column;
}

/** The JSON text area with its gutter and problem list. */
export function JsonEditor({ value, onChange, problems, checking = false, height = 480, readOnly = false, label = 'JSON' }: JsonEditorProps) {
  const { token } = theme.useToken();
  const area = useRef<HTMLTextAreaElement>(null);
  const gutter = useRef<HTMLDivElement>(null);
  /** Esc was pressed: the next Tab moves the focus instead of indenting. */
  const tabLeaves = useRef(false);
  /** The caret to restore once an edit made here has re-rendered. */
  const pendingCaret = useRef<number | null>(null);
  const listId = useId();

  const lineCount = useMemo(() => {
    let n = 1;
    for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) === 10) n++;
    return n;
  }, [value]);
  const sorted = useMemo(() => [...problems].sort(byPlace), [problems]);
  const marked = useMemo(() => {
    const m = new Map<number, string[]>();
    for (const p of sorted) m.set(p.line, [...(m.get(p.line) ?? []), p.message]);
    return m;
  }, [sorted]);

  useLayoutEffect(() => {
    const el = area.current;
    if (el && pendingCaret.current !== null) {
      el.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
  }, [value]);

  const syncGutter = () => {
    if (gutter.current && area.current) gutter.current.scrollTop = area.current.scrollTop;
  };

  const goTo = (p: EditorProblem) => {
    const el = area.current;
    if (!el) return;
    const offset = offsetAt(value, p.line, p.column);
    el.focus();
    el.setSelectionRange(offset, offset);
    el.scrollTop = Math.max(0, (p.line - 1) * LINE_HEIGHT + PADDING - el.clientHeight / 2);
    syncGutter();
  };

  const insert = (el: HTMLTextAreaElement, text: string) => {
    // execCommand keeps the browser's undo history; where it is missing (jsdom) the value is set directly.
    let done = false;
    try {
      done = typeof document.execCommand === 'function' && document.execCommand('insertText', false, text);
    } catch {
      done = false;
    }
    if (done) return;
    const { selectionStart: start, selectionEnd: end } = el;
    pendingCaret.current = start + text.length;
    onChange(value.slice(0, start) + text + value.slice(end));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Escape') {
      tabLeaves.current = true;
      return;
    }
    const plainTab = e.key === 'Tab' && !e.shiftKey && !e.ctrlKey && !e.altKey && !e.metaKey;
    if (plainTab && !tabLeaves.current && !readOnly) {
      e.preventDefault();
      insert(e.currentTarget, INDENT);
    }
    tabLeaves.current = false;
  };

  const border = sorted.length > 0 ? token.colorErrorBorder : token.colorBorder;
  return (
    <Flex vertical gap={8} data-testid="json-editor">
      <div style={{ display: 'flex', border: `1px solid ${border}`, borderRadius: token.borderRadius, overflow: 'hidden', height }}>
        <div
          ref={gutter}
          aria-hidden="true"
          data-testid="json-editor-gutter"
          style={{
            overflow: 'hidden',
            flex: 'none',
            minWidth: 44,
            padding: `${PADDING}px 0 ${PADDING + 24}px`,
            font: FONT,
            textAlign: 'right',
            userSelect: 'none',
            color: token.colorTextTertiary,
            background: token.colorFillQuaternary,
            borderRight: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {Array.from({ length: lineCount }, (_, i) => {
            const messages = marked.get(i + 1);
            return (
              <div
                key={i}
                data-line={i + 1}
                data-problem={messages ? 'true' : undefined}
                title={messages?.join('\n')}
                style={{
                  height: LINE_HEIGHT,
                  padding: '0 8px 0 6px',
                  color: messages ? token.colorError : undefined,
                  background: messages ? token.colorErrorBg : undefined,
                  fontWeight: messages ? 600 : undefined,
                  borderLeft: `3px solid ${messages ? token.colorError : 'transparent'}`,
                }}
              >
                {i + 1}
              </div>
            );
          })}
        </div>
        <textarea
          ref={area}
          value={value}
          readOnly={readOnly}
          aria-label={label}
          aria-invalid={sorted.length > 0}
          aria-describedby={listId}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          wrap="off"
          onChange={(e) => onChange(e.target.value)}
          onScroll={syncGutter}
          onKeyDown={onKeyDown}
          style={{
            flex: 1,
            minWidth: 0,
            margin: 0,
            border: 'none',
            outline: 'none',
            resize: 'none',
            padding: PADDING,
            font: FONT,
            whiteSpace: 'pre',
            overflow: 'auto',
            tabSize: 2,
            color: token.colorText,
            background: token.colorBgContainer,
          }}
        />
      </div>
      <div id={listId} role="region" aria-label={t('designer.json.problems')} aria-live="polite" data-testid="json-editor-problems">
        {checking && sorted.length === 0 ? (
          <Typography.Text type="secondary">{t('designer.json.checking')}</Typography.Text>
        ) : sorted.length === 0 ? (
          <Typography.Text type="success">{t('designer.json.noProblems')}</Typography.Text>
        ) : (
          <Flex vertical gap={2}>
            <Typography.Text type="danger">{t('designer.json.found', { count: sorted.length })}</Typography.Text>
            <ul style={{ margin: 0, padding: 0, listStyle: 'none', maxHeight: 200, overflow: 'auto' }}>
              {sorted.map((p, i) => (
                <li key={`${i}:${p.line}:${p.column}:${p.message}`}>
                  <Button type="text" size="small" onClick={() => goTo(p)} style={{ height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}>
                    <Tag color={SOURCE_TAGS[p.source].color}>{t(SOURCE_TAGS[p.source].text)}</Tag>
                    <Typography.Text type="secondary">
                      {t('designer.json.place', { line: p.line, column: p.column })}
                    </Typography.Text>{' '}
                    {p.pointer !== undefined && p.pointer !== '' && <Typography.Text code>{p.pointer}</Typography.Text>} {p.message}
                  </Button>
                </li>
              ))}
            </ul>
          </Flex>
        )}
      </div>
    </Flex>
  );
}
