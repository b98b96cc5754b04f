/**
 * What the Redis terminal can run. The backend exposes no command endpoint (contract §4.24 lists
 * only read endpoints), so the terminal answers the read-only commands those endpoints cover and
 * refuses everything else with Redis's own error text, instead of pretending to execute it.
 */
import { redisInfo, redisKeysSize, redisMemory } from './monitor-api';

export const TERMINAL_HELP = [
  '可用命令：',
  '  PING              测试连接',
  '  INFO [key]        服务器信息（可指定某一项）',
  '  DBSIZE            当前数据库 key 数量',
  '  MEMORY            已用内存（字节）',
  '  HELP              显示本帮助',
  '  CLEAR             清屏',
];

export type TerminalOutput = { kind: 'clear' } | { kind: 'lines'; lines: string[]; error?: boolean };

export async function runCommand(input: string): Promise<TerminalOutput> {
  const [raw = '', ...args] = input.trim().split(/\s+/);
  const cmd = raw.toUpperCase();
  switch (cmd) {
    case '':
      return { kind: 'lines', lines: [] };
    case 'CLEAR':
      return { kind: 'clear' };
    case 'HELP':
      return { kind: 'lines', lines: TERMINAL_HELP };
    case 'PING':
      return { kind: 'lines', lines: [args.length ? `"${args.join(' ')}"` : 'PONG'] };
    case 'DBSIZE':
      return { kind: 'lines', lines: [`(integer) ${(await redisKeysSize()).dbSize}`] };
    case 'MEMORY':
      return { kind: 'lines', lines: [`used_memory:${(await redisMemory()).used_memory}`] };
    case 'INFO': {
      const items = await redisInfo();
      const wanted = args[0]?.toLowerCase();
      const shown = wanted ? items.filter((i) => i.key.toLowerCase() === wanted) : items;
      return { kind: 'lines', lines: shown.length ? shown.map((i) => `${i.key}:${i.value}`) : ['(nil)'] };
    }
    default:
      return { kind: 'lines', lines: [`(error) ERR unknown command '${raw}'`], error: true };
  }
}
