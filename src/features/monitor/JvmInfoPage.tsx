import type { ScreenProps } from '@/app/router/screens';
import { MetricsScreen } from './MetricsScreen';
import { JVM_INFO } from './metrics-config';

/** `monitor/JvmInfo`: actuator metrics polled every few seconds while visible. */
export default function JvmInfoPage({ title, intervalMs }: ScreenProps & { intervalMs?: number }) {
  return <MetricsScreen title={title} config={JVM_INFO} intervalMs={intervalMs} />;
}
