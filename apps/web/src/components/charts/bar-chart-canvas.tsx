import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

Chart.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** One measure: its name, its colour and a value per label, in the labels' order. */
export interface BarSeries {
  label: string;
  color: string;
  values: readonly number[];
}

export interface BarChartCanvasProps {
  labels: readonly string[];
  /** One series draws a bar per label; more draw a group of bars per label, with a legend. */
  series: readonly BarSeries[];
  /** The chart's text equivalent, read by screen readers. */
  description: string;
  /** The interface language: the axis and the tooltips write numbers its way. */
  locale: string;
  maxBarThickness?: number;
}

/**
 * Bars, plain or grouped (chart.js). Import it lazily: chart.js then loads in
 * its own chunk, only on a screen that shows a chart.
 */
export default function BarChartCanvas({
  labels,
  series,
  description,
  locale,
  maxBarThickness = 56,
}: BarChartCanvasProps) {
  return (
    <Bar
      role="img"
      aria-label={description}
      data={{
        labels: [...labels],
        datasets: series.map((one) => ({
          label: one.label,
          data: [...one.values],
          backgroundColor: one.color,
          maxBarThickness,
        })),
      }}
      options={{
        locale,
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { display: series.length > 1, position: 'bottom' } },
      }}
    />
  );
}
