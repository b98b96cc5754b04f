import { useMemo } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { HistoryChart } from './HistoryChart';
import { MonitorLayout } from './MonitorLayout';
import { measure, metrics } from './monitor-api';
import type { MetricsScreenConfig } from './metrics-config';
import { DEFAULT_INTERVAL_MS, useHistory, usePolling } from './use-polling';
import { TableHeadRow } from '@/widgets/list';

export interface MetricsScreenProps {
  title: string;
  config: MetricsScreenConfig;
  intervalMs?: number;
}

/** 参数 / 描述 / 当前值 of a set of actuator metrics, polled, with a chart of the chosen figures. */
export function MetricsScreen({ title, config, intervalMs = DEFAULT_INTERVAL_MS }: MetricsScreenProps) {
  const names = useMemo(() => [...new Set(config.rows.map((r) => r.name))], [config]);
  const query = usePolling(['metrics', ...names], () => metrics(names), { intervalMs });
  const data = query.data;
  const series = useMemo(() => config.chart.series.map((name) => ({ key: name, label: config.rows.find((r) => r.name === name)?.label ?? name })), [config]);
  const plotted = data ? Object.fromEntries(config.chart.series.map((name) => [name, measure(data[name])])) : null;
  const samples = useHistory(query.dataUpdatedAt, plotted);
  return (
    <MonitorLayout title={title} intervalMs={intervalMs} polling={query}>
      <HistoryChart title={config.chart.title} samples={samples} format={config.chart.format} series={series} />
      <Table size="small" aria-label={`${title}参数`}>
        <TableHeadRow titles={['参数', '描述', '当前值']} />
        <TableBody>
          {config.rows.map((r) => (
            <TableRow key={`${r.name}:${r.statistic ?? 'VALUE'}`}>
              <TableCell>{r.name}</TableCell>
              <TableCell>{r.label}</TableCell>
              <TableCell>{data ? r.format(measure(data[r.name], r.statistic)) : '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </MonitorLayout>
  );
}
