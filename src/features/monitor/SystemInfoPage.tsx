import type { ScreenProps } from '@/ui/screen-props';
import { MetricsScreen } from './MetricsScreen';
import { SYSTEM_INFO } from './metrics-config';

/** `monitor/SystemInfo`: actuator metrics polled every few seconds while visible. */
export default function SystemInfoPage({ title, intervalMs }: ScreenProps & { intervalMs?: number }) {
  return <MetricsScreen title={title} config={SYSTEM_INFO} intervalMs={intervalMs} />;
}
