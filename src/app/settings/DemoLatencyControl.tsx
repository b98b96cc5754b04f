/**
 * 系统设置 → 模拟网络延迟 (demo builds only, loaded through HeaderActions' demo door): the upper
 * bound of the in-browser backend's simulated latency, remembered by the demo backend across reloads.
 */
import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { getAction, postAction } from '@/api/http';
import { unwrap } from '@/api/errors';

export const DEMO_LATENCY_TEXT = {
  label: '模拟网络延迟',
  none: '无延迟',
  byDefault: (ms: number) => `默认（≤ ${ms} 毫秒）`,
  slow: '慢速网络（≤ 300 毫秒）',
  verySlow: '很慢（≤ 1000 毫秒）',
  custom: (ms: number) => `≤ ${ms} 毫秒`,
} as const;

interface LatencyState {
  latencyMs: number;
  defaultMs: number;
}

const LATENCY_PATH = '/__demo/latency';

export default function DemoLatencyControl() {
  const [state, setState] = useState<LatencyState | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    getAction<LatencyState>(LATENCY_PATH, undefined, { silent: true })
      .then((res) => live && setState(unwrap(res)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (!state) return null;
  const options = new Map<number, string>([
    [0, DEMO_LATENCY_TEXT.none],
    [state.defaultMs, DEMO_LATENCY_TEXT.byDefault(state.defaultMs)],
    [300, DEMO_LATENCY_TEXT.slow],
    [1000, DEMO_LATENCY_TEXT.verySlow],
  ]);
  if (!options.has(state.latencyMs)) options.set(state.latencyMs, DEMO_LATENCY_TEXT.custom(state.latencyMs));

  const choose = async (latencyMs: number) => {
    setSaving(true);
    try {
      setState(unwrap(await postAction<LatencyState>(LATENCY_PATH, { latencyMs })));
    } finally {
      setSaving(false);
    }
  };

  return (
    <TextField
      select
      fullWidth
      size="small"
      label={DEMO_LATENCY_TEXT.label}
      value={state.latencyMs}
      disabled={saving}
      onChange={(e) => void choose(Number(e.target.value))}
      sx={{ mb: 2 }}
    >
      {[...options].map(([ms, label]) => (
        <MenuItem key={ms} value={ms}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}
