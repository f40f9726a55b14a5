import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);

export interface TonnesByMonthChartCanvasProps {
  bars: readonly { label: string; tonnes: number }[];
  label: string;
  /** The chart's text equivalent, read by screen readers. */
  description: string;
  /** The interface language: the axis and the tooltips write numbers its way. */
  locale: string;
}

/** A bar per month of retirement (chart.js, in its own lazy chunk). */
export default function TonnesByMonthChartCanvas({
  bars,
  label,
  description,
  locale,
}: TonnesByMonthChartCanvasProps) {
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
