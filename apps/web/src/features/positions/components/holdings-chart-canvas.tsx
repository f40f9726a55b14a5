import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);

export interface HoldingsChartCanvasProps {
  bars: readonly { label: string; tonnes: number }[];
  label: string;
  /** The chart's text equivalent, read by screen readers. */
  description: string;
  /** The interface language: the axis and the tooltips write numbers its way (25.000 in es). */
  locale: string;
}

/** A bar per project (chart.js, its own lazy chunk). */
export default function HoldingsChartCanvas({
  bars,
  label,
  description,
  locale,
}: HoldingsChartCanvasProps) {
  return (
    <Bar
      role="img"
      aria-label={description}
      data={{
        labels: bars.map((bar) => bar.label),
        datasets: [
          {
            label,
            data: bars.map((bar) => bar.tonnes),
            backgroundColor: '#2e7d32',
            maxBarThickness: 56,
          },
        ],
      }}
      options={{
        locale,
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
      }}
    />
  );
}
