/**
 * sel_search_async: a remote search over a table dictionary (`dict`,
 * `GET /sys/dict/loadDict/{dict}`), debounced 800 ms, 10 results (spec §9).
 * Texts of picked values are remembered so the read-only cell can show them.
 */
import { useEffect, useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { loadDict, loadDictItem } from '@/api/sys/dict';
import { ET_TEXT, ET_TIMINGS } from '../messages';
import type { ColumnOption } from '../types';
import { useTableApi } from '../context';
import type { EditorProps } from './editor-props';

const labels = new Map<string, string>();
const labelKey = (dict: string | undefined, value: unknown) => `${dict ?? ''}\u0000${String(value)}`;

export function rememberedLabel(dict: string | undefined, value: unknown): string | undefined {
  return labels.get(labelKey(dict, value));
}

/** The read-only text: a remembered label, else one fetched with loadDictItem. */
export function AsyncSearchDisplay({ dict, value }: { dict?: string; value: unknown }) {
  const empty = value === null || value === undefined || value === '';
  const [text, setText] = useState(() => (empty ? '' : (rememberedLabel(dict, value) ?? String(value))));
  useEffect(() => {
    if (empty) {
      setText('');
      return;
    }
    const known = rememberedLabel(dict, value);
    if (known !== undefined || !dict) {
      setText(known ?? String(value));
      return;
    }
    let alive = true;
    loadDictItem(dict, String(value)).then(
      (texts) => {
        const t = texts.join(',');
        if (t) labels.set(labelKey(dict, value), t);
        if (alive) setText(t || String(value));
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [dict, value, empty]);
  return <>{text}</>;
}

export function AsyncSearchEditor(props: EditorProps) {
  const { column, value, placeholder, disabled, autoFocus, invalid, onChange, onBlur } = props;
  const api = useTableApi();
  const [options, setOptions] = useState<ColumnOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [input, setInput] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const seq = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    if (!keyword.trim()) {
      setOptions([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      const mine = ++seq.current;
      loadDict(column.dict ?? '', { keyword, pageSize: ET_TIMINGS.asyncSearchPageSize }).then(
        (items) => {
          if (mine !== seq.current) return;
          setOptions(items.map((i) => ({ value: i.value, text: i.text ?? i.label ?? i.title })));
          setLoading(false);
        },
        (e: unknown) => {
          if (mine !== seq.current) return;
          setLoading(false);
          api.notify('warning', e instanceof Error ? e.message : String(e));
        },
      );
    }, ET_TIMINGS.asyncSearchDebounce);
  };

  const current: ColumnOption | null =
    value === null || value === undefined || value === '' ? null : { value: String(value), text: rememberedLabel(column.dict, value) ?? String(value) };

  return (
    <Autocomplete<ColumnOption>
      size="small"
      fullWidth
      options={options}
      value={current}
      filterOptions={(x) => x}
      loading={loading}
      loadingText={ET_TEXT.loading}
      noOptionsText={input.trim() ? ET_TEXT.noSearchResult : ET_TEXT.enterSearch}
      disabled={disabled}
      getOptionLabel={(o) => o.text ?? String(o.value)}
      isOptionEqualToValue={(o, v) => String(o.value) === String(v.value)}
      onInputChange={(_, text, reason) => {
        setInput(text);
        if (reason === 'input') search(text);
      }}
      onChange={(_, o) => {
        if (o) labels.set(labelKey(column.dict, o.value), o.text ?? String(o.value));
        onChange(o ? o.value : '');
      }}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField {...params} placeholder={placeholder} autoFocus={autoFocus} error={invalid} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': column.title } }} />
      )}
    />
  );
}
