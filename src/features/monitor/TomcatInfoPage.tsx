import type { ScreenProps } from '@/ui/screen-props';
import { MetricsScreen } from './MetricsScreen';
import { TOMCAT_INFO } from './metrics-config';

/** `monitor/TomcatInfo`: actuator metrics polled every few seconds while visible. */
export default function TomcatInfoPage({ title, intervalMs }: ScreenProps & { intervalMs?: number }) {
  return <MetricsScreen title={title} config={TOMCAT_INFO} intervalMs={intervalMs} />;
}
