import { LineChart } from '@mui/x-charts/LineChart';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatTime } from './format';
import type { Sample } from './use-polling';

export interface HistorySeries {
  key: string;
  label: string;
}

export interface HistoryChartProps {
  title: string;
  samples: readonly Sample[];
  series: readonly HistorySeries[];
  format: (v: number) => string;
  height?: number;
}

/**
 * A line chart of the polled samples, with the same figures in a visually hidden table
 * (screen readers, and tests in jsdom where the SVG has no layout).
 */
export function HistoryChart({ title, samples, series, format, height = 240 }: HistoryChartProps) {
  const times = samples.map((s) => formatTime(s.at, false));
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={title}>
      <Typography variant="subtitle2" component="figcaption">
        {title}
      </Typography>
      <LineChart
        height={height}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: times }]}
        yAxis={[{ valueFormatter: (v: number | null) => (v === null ? '' : format(v)), width: 80 }]}
        series={series.map((s) => ({ id: s.key, label: s.label, data: samples.map((x) => x.values[s.key] ?? null), valueFormatter: (v: number | null) => (v === null ? '-' : format(v)), showMark: false }))}
      />
      <table style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }} aria-label={`${title}数据`}>
        <thead>
          <tr>
            <th>时间</th>
            {series.map((s) => (
              <th key={s.key}>{s.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {samples.map((x) => (
            <tr key={x.at}>
              <td>{formatTime(x.at, false)}</td>
              {series.map((s) => (
                <td key={s.key}>{x.values[s.key] === undefined ? '-' : format(x.values[s.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
