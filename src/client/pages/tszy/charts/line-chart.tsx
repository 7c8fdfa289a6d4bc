// A small SVG line chart: the points joined, each value written above its point and each label below;
// accessible as an image whose label lists every value.
import { chartLabel, type ChartDatum } from './bar-chart.tsx';

export interface LineChartProps {
  title: string;
  data: readonly ChartDatum[];
  height?: number;
  color?: string;
}

const STEP = 56;
const PAD = 28;

export function LineChart({ title, data, height = 200, color = '#fa8c16' }: LineChartProps) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const plot = height - PAD * 2;
  const width = PAD * 2 + Math.max(0, data.length - 1) * STEP;
  const pts = data.map((d, i) => ({ ...d, x: PAD + i * STEP, y: height - PAD - (d.value / max) * plot }));
  return (
    <svg role="img" aria-label={chartLabel(title, data)} viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width, display: 'block' }}>
      <line x1={PAD} y1={height - PAD} x2={width - PAD} y2={height - PAD} stroke="#d9d9d9" />
      <polyline points={pts.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke={color} strokeWidth={2} />
      {pts.map((p) => (
        <g key={p.label}>
          <circle cx={p.x} cy={p.y} r={3} fill={color} />
          <text x={p.x} y={p.y - 6} textAnchor="middle" fontSize={11}>
            {p.value}
          </text>
          <text x={p.x} y={height - PAD + 14} textAnchor="middle" fontSize={10}>
            {p.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
