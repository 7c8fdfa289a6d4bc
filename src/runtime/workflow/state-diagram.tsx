// A workflow drawn as states and transitions (流程配置): boxes in the states' colours, arrows labelled with the
// actions (state-diagram-layout.ts: breadth-first columns, arcs for the ways back). Plain SVG.
import { theme } from 'antd';
import { useMemo } from 'react';
import { BOX_H, BOX_W, diagramLayout, type DiagramState, type DiagramTransition } from './state-diagram-layout.ts';
import { wfuiZh } from '../../domain/i18n/zh/wfui.ts';
import { textOf } from '../i18n/text-of.ts';

const t = textOf(wfuiZh);

/** antd's preset colour names as CSS colours (a state's colour may be either). */
const PRESETS: Record<string, string> = {
  default: '#8c8c8c', blue: '#1677ff', green: '#52c41a', red: '#ff4d4f', orange: '#fa8c16', gold: '#faad14', cyan: '#13c2c2',
  purple: '#722ed1', magenta: '#eb2f96', volcano: '#fa541c', lime: '#a0d911', geekblue: '#2f54eb', processing: '#1677ff',
  success: '#52c41a', error: '#ff4d4f', warning: '#faad14',
};

export function colorOf(color: string | undefined): string {
  if (!color) return PRESETS.default;
  return PRESETS[color] ?? (/^#[0-9a-fA-F]{3,8}$|^rgba?\([\d\s.,%]+\)$/.test(color) ? color : PRESETS.default);
}

export interface StateDiagramProps {
  states: readonly DiagramState[];
  transitions: readonly DiagramTransition[];
  /** The first column's state (the initial one); the first state by default. */
  initial?: string;
  /** The transition being edited: its arrows are drawn bold. */
  highlight?: string;
}

export function StateDiagram({ states, transitions, initial, highlight }: StateDiagramProps) {
  const { token } = theme.useToken();
  const layout = useMemo(() => diagramLayout(states, transitions, initial), [states, transitions, initial]);
  const marked = new Set(transitions.filter((x) => x.action === highlight).flatMap((x) => x.from.map((f) => `${f}>${x.to}`)));
  return (
    <svg
      role="img"
      aria-label={t('wfui.config.diagram')}
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      style={{ maxWidth: '100%', height: 'auto', fontFamily: token.fontFamily }}
      data-testid="state-diagram"
    >
      <defs>
        <marker id="wf-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" fill={token.colorTextSecondary} />
        </marker>
      </defs>
      {layout.edges.map((e) => {
        const bold = marked.has(`${e.from}>${e.to}`);
        return (
          <g key={`${e.from}>${e.to}`} data-edge={`${e.from}>${e.to}`}>
            <path d={e.path} fill="none" stroke={bold ? token.colorPrimary : token.colorTextSecondary} strokeWidth={bold ? 2.5 : 1.2} markerEnd="url(#wf-arrow)" />
            <text x={e.labelX} y={e.labelY} textAnchor="middle" fontSize={12} fill={bold ? token.colorPrimary : token.colorText}>
              {e.labels.join(' / ')}
            </text>
          </g>
        );
      })}
      {layout.boxes.map((b) => (
        <g key={b.key} data-state={b.key}>
          <rect x={b.x} y={b.y} width={BOX_W} height={BOX_H} rx={6} fill={token.colorBgContainer} stroke={colorOf(b.color)} strokeWidth={b.terminal ? 3 : 1.5} />
          <text x={b.x + BOX_W / 2} y={b.y + BOX_H / 2 + 4} textAnchor="middle" fontSize={13} fill={colorOf(b.color)}>
            {b.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
