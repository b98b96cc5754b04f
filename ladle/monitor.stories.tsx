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
import { shows } from './story-shows';

export default { title: 'Monitor / Screens' };

/** Polls every 2 s here so the charts visibly move while looking at the story. */
const FAST = 2000;

export const SystemInfo: Story = () => <SystemInfoPage title="系统信息" component="monitor/SystemInfo" intervalMs={FAST} />;
SystemInfo.msw = monitorHandlers;
shows(SystemInfo, { text: [/上次更新时间：\d{4}-\d{2}-\d{2}/, 'system.cpu.count', 'process.uptime'], roles: [{ role: 'heading', name: '系统信息' }, { role: 'table', name: '系统信息参数' }], absent: ['获取监控数据失败'] });

export const JvmInfo: Story = () => <JvmInfoPage title="JVM信息" component="monitor/JvmInfo" intervalMs={FAST} />;
JvmInfo.msw = monitorHandlers;
shows(JvmInfo, { text: [/上次更新时间：\d{4}-\d{2}-\d{2}/, 'jvm.memory.max', 'JVM 守护线程数量'], roles: [{ role: 'heading', name: 'JVM信息' }, { role: 'table', name: 'JVM 内存数据' }], absent: ['获取监控数据失败'] });

export const TomcatInfo: Story = () => <TomcatInfoPage title="Tomcat信息" component="monitor/TomcatInfo" intervalMs={FAST} />;
TomcatInfo.msw = monitorHandlers;
shows(TomcatInfo, { text: [/上次更新时间：\d{4}-\d{2}-\d{2}/], roles: [{ role: 'heading', name: 'Tomcat信息' }, { role: 'table', name: 'Tomcat 活跃 session 与繁忙线程数据' }, { role: 'table', name: 'Tomcat信息参数' }], absent: ['获取监控数据失败'] });

export const RedisInfo: Story = () => <RedisInfoPage title="Redis监控" component="monitor/RedisInfo" intervalMs={FAST} />;
RedisInfo.msw = monitorHandlers;
shows(RedisInfo, { roles: [{ role: 'heading', name: 'Redis监控' }, { role: 'table', name: 'Redis Key 实时数量（个）数据' }, { role: 'table', name: 'Redis 详细信息' }], absent: ['获取监控数据失败'] });

export const RedisTerminal: Story = () => <RedisTerminalPage title="Redis终端" component="monitor/RedisTerminal" />;
RedisTerminal.msw = monitorHandlers;
shows(RedisTerminal, { text: ['Redis 终端，输入 HELP 查看可用命令。', '127.0.0.1:6379>'], roles: [{ role: 'heading', name: 'Redis终端' }] });

export const DiskMonitoring: Story = () => <DiskMonitoringPage title="磁盘监控" component="monitor/DiskMonitoring" intervalMs={FAST} />;
DiskMonitoring.msw = monitorHandlers;
shows(DiskMonitoring, { text: [/上次更新时间：\d{4}-\d{2}-\d{2}/, '总大小：500.00 GB'], roles: [{ role: 'heading', name: '/data' }, { role: 'heading', name: '/var/log' }], absent: ['获取监控数据失败'] });

export const HttpTrace: Story = () => <HttpTracePage title="请求追踪" component="monitor/HttpTrace" intervalMs={FAST} />;
HttpTrace.msw = monitorHandlers;
shows(HttpTrace, { text: [/共追踪到 \d+ 条近期HTTP请求记录/, '请求耗时'], roles: [{ role: 'table', name: '请求追踪' }], absent: ['获取监控数据失败'] });

/** The actuator is down: the screen keeps its frame and says so. */
export const ServerFailure: Story = () => <JvmInfoPage title="JVM信息" component="monitor/JvmInfo" intervalMs={FAST} />;
ServerFailure.msw = [http.get('*/zw-lgb2/actuator/metrics/*', () => new HttpResponse(null, { status: 503 }))];
shows(ServerFailure, { text: ['获取监控数据失败：请求失败（HTTP 503）', '上次更新时间：-'], roles: [{ role: 'heading', name: 'JVM信息' }] });
