import type { ScreenProps } from '@/ui/screen-props';
import { MetricsScreen } from './MetricsScreen';
import { JVM_INFO } from './metrics-config';

/** `monitor/JvmInfo`: actuator metrics polled every few seconds while visible. */
export default function JvmInfoPage({ title, intervalMs }: ScreenProps & { intervalMs?: number }) {
  return <MetricsScreen title={title} config={JVM_INFO} intervalMs={intervalMs} />;
}
