import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '@/ui/screen-props';
import { runCommand, TERMINAL_HELP } from './redis-terminal-commands';

interface Line {
  id: number;
  text: string;
  tone: 'input' | 'output' | 'error';
}

const PROMPT = '127.0.0.1:6379>';

/** `monitor/RedisTerminal`: a command line over the Redis monitoring endpoints, with history (↑/↓). */
export default function RedisTerminalPage({ title }: ScreenProps) {
  const seq = useRef(0);
  const toLines = (texts: readonly string[], tone: Line['tone']): Line[] => texts.map((text) => ({ id: (seq.current += 1), text, tone }));
  const [lines, setLines] = useState<Line[]>(() => toLines(['Redis 终端，输入 HELP 查看可用命令。'], 'output'));
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState<string[]>([]);
  const [cursor, setCursor] = useState(-1);
  const end = useRef<HTMLDivElement>(null);

  // Braces matter: newer Chromium returns a Promise from scrollIntoView, and React would call it as a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lines]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const command = input;
    setInput('');
    setCursor(-1);
    if (command.trim()) setHistory((h) => [command, ...h].slice(0, 50));
    setLines((l) => [...l, ...toLines([`${PROMPT} ${command}`], 'input')]);
    setBusy(true);
    try {
      const out = await runCommand(command);
      if (out.kind === 'clear') setLines([]);
      else setLines((l) => [...l, ...toLines(out.lines, out.error ? 'error' : 'output')]);
    } catch (err) {
      setLines((l) => [...l, ...toLines([`(error) ${err instanceof Error ? err.message : String(err)}`], 'error')]);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    const next = Math.max(-1, Math.min(history.length - 1, cursor + (e.key === 'ArrowUp' ? 1 : -1)));
    setCursor(next);
    setInput(next < 0 ? '' : history[next]);
  };

  return (
    <Paper sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ bgcolor: '#1e1e1e', color: '#d4d4d4', fontFamily: 'monospace', p: 1.5, borderRadius: 1, minHeight: 360, maxHeight: 560, overflow: 'auto' }}>
        <Box role="log" aria-label="终端输出" aria-live="polite">
          {lines.map((l) => (
            <Box key={l.id} sx={{ whiteSpace: 'pre-wrap', color: l.tone === 'error' ? '#f48771' : l.tone === 'input' ? '#9cdcfe' : 'inherit' }}>
              {l.text}
            </Box>
          ))}
        </Box>
        <Box component="form" onSubmit={(e) => void submit(e)} sx={{ display: 'flex', gap: 1 }}>
          <span aria-hidden>{PROMPT}</span>
          <InputBase
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
            autoFocus
            sx={{ flex: 1, color: 'inherit', fontFamily: 'inherit', p: 0 }}
            inputProps={{ 'aria-label': 'Redis 命令', autoComplete: 'off', spellCheck: false }}
            placeholder={TERMINAL_HELP.length ? 'HELP' : ''}
          />
        </Box>
        <div ref={end} />
      </Box>
    </Paper>
  );
}
