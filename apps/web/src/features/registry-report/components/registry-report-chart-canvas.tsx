import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

Chart.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface RegistryReportChartCanvasProps {
  labels: readonly string[];
  /** One series per measure, its values in tonnes, in the labels' order. */
  series: readonly { label: string; color: string; tonnes: readonly number[] }[];
  /** The chart's text equivalent, read by screen readers. */
  description: string;
  /** The interface language: the axis and the tooltips write numbers its way. */
  locale: string;
}

/** Grouped bars, a group per value of the breakdown (chart.js, in its own lazy chunk). */
export default function RegistryReportChartCanvas({
  labels,
  series,
  description,
  locale,
}: RegistryReportChartCanvasProps) {
  return (
    <Bar
      role="img"
      aria-label={description}
      data={{
        labels: [...labels],
        datasets: series.map((one) => ({
          label: one.label,
          data: [...one.tonnes],
          backgroundColor: one.color,
          maxBarThickness: 40,
        })),
      }}
      options={{
        locale,
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { position: 'bottom' } },
      }}
    />
  );
}
