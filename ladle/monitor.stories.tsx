import type { Story } from '@ladle/react';
import { http, HttpResponse } from 'msw';
import { monitorHandlers } from '@fake/handlers/monitor';
import SystemInfoPage from '@/features/monitor/SystemInfoPage';
import JvmInfoPage from '@/features/monitor/JvmInfoPage';
import TomcatInfoPage from '@/features/monitor/TomcatInfoPage';
import RedisInfoPage from '@/features/monitor/RedisInfoPage';
import RedisTerminalPage from '@/features/monitor/RedisTerminalPage';
import DiskMonitoringPage from '@/features/monitor/DiskMonitoringPage';
import HttpTracePage from '@/features/monitor/HttpTracePage';

export default { title: 'Monitor / Screens' };

/** Polls every 2 s here so the charts visibly move while looking at the story. */
const FAST = 2000;

export const SystemInfo: Story = () => <SystemInfoPage title="系统信息" component="monitor/SystemInfo" intervalMs={FAST} />;
SystemInfo.msw = monitorHandlers;

export const JvmInfo: Story = () => <JvmInfoPage title="JVM信息" component="monitor/JvmInfo" intervalMs={FAST} />;
JvmInfo.msw = monitorHandlers;

export const TomcatInfo: Story = () => <TomcatInfoPage title="Tomcat信息" component="monitor/TomcatInfo" intervalMs={FAST} />;
TomcatInfo.msw = monitorHandlers;

export const RedisInfo: Story = () => <RedisInfoPage title="Redis监控" component="monitor/RedisInfo" intervalMs={FAST} />;
RedisInfo.msw = monitorHandlers;

export const RedisTerminal: Story = () => <RedisTerminalPage title="Redis终端" component="monitor/RedisTerminal" />;
RedisTerminal.msw = monitorHandlers;

export const DiskMonitoring: Story = () => <DiskMonitoringPage title="磁盘监控" component="monitor/DiskMonitoring" intervalMs={FAST} />;
DiskMonitoring.msw = monitorHandlers;

export const HttpTrace: Story = () => <HttpTracePage title="请求追踪" component="monitor/HttpTrace" intervalMs={FAST} />;
HttpTrace.msw = monitorHandlers;

/** The actuator is down: the screen keeps its frame and says so. */
export const ServerFailure: Story = () => <JvmInfoPage title="JVM信息" component="monitor/JvmInfo" intervalMs={FAST} />;
ServerFailure.msw = [http.get('*/zw-lgb2/actuator/metrics/*', () => new HttpResponse(null, { status: 503 }))];
