// A small SVG bar chart (no chart library is installed): one bar per item with its value written above it and
// its label below; accessible as an image whose label lists every value.
export interface ChartDatum {
  label: string;
  value: number;
}

export interface BarChartProps {
  title: string;
  data: readonly ChartDatum[];
  height?: number;
  color?: string;
}

const BAR_W = 36;
const GAP = 16;
const PAD = 24;

/** The accessible summary of a chart: '标题：a 1，b 2'. */
export function chartLabel(title: string, data: readonly ChartDatum[]): string {
  return `${title}：${data.map((d) => `${d.label} ${d.value}`).join('，')}`;
}

export function BarChart({ title, data, height = 200, color = '#1677ff' }: BarChartProps) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const plot = height - PAD * 2;
  const width = PAD * 2 + data.length * (BAR_W + GAP);
  return (
    <svg role="img" aria-label={chartLabel(title, data)} viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width, display: 'block' }}>
      <line x1={PAD} y1={height - PAD} x2={width - PAD} y2={height - PAD} stroke="#d9d9d9" />
      {data.map((d, i) => {
        const h = (d.value / max) * plot;
        const x = PAD + i * (BAR_W + GAP) + GAP / 2;
        const y = height - PAD - h;
        return (
          <g key={d.label}>
            <rect x={x} y={y} width={BAR_W} height={h} fill={color} rx={2} />
            <text x={x + BAR_W / 2} y={y - 4} textAnchor="middle" fontSize={11}>
              {d.value}
            </text>
            <text x={x + BAR_W / 2} y={height - PAD + 14} textAnchor="middle" fontSize={11}>
              {d.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
