/**
 * A searchable select over a table dictionary (JSearchSelectTag): typing asks
 * `GET /sys/dict/loadDict/{dict}?keyword=&pageSize=` after a pause (300 ms;
 * 800 ms for the `async` variant, whose lists are large). The plain variant
 * shows the first page on open; the async one waits for input and echoes a
 * stored value's text through `loadDictItem`. A failed search shows the
 * server's message as a warning.
 */
import { memo, useEffect, useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { loadDict, loadDictItem } from '@/api/sys/dict';
import { errorMessage } from '@/api/errors';
import { notify } from '@/ui/notify';
import { toFieldOptions } from './dict-options';
import { FORM_MSG } from './messages';
import type { FieldBaseProps, FieldOption } from './types';

export const SEARCH_DEBOUNCE_MS = 300;
export const ASYNC_SEARCH_DEBOUNCE_MS = 800;

export interface DictSearchSelectProps extends FieldBaseProps {
  /** Table dictionary `table,text,code[,condition]`. */
  dict?: string;
  async?: boolean;
  pageSize?: number;
  value?: string | null;
  onChange?: (value: string) => void;
  /** Where a failed search is reported; default: a warning message. */
  onError?: (message: string) => void;
}

export const DictSearchSelect = memo(function DictSearchSelect(props: DictSearchSelectProps) {
  const { dict, async: isAsync = false, pageSize = 10, value, onChange, onError = notify.warning, label, disabled, error, helperText, required, placeholder, size = 'small', fullWidth = true, onBlur } = props;
  const [open, setOpen] = useState(false);
  /** What the box shows: typed text, or the selected item's text. */
  const [input, setInput] = useState('');
  /** What the user typed: only this starts a search. */
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  const [options, setOptions] = useState<FieldOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [echo, setEcho] = useState<FieldOption | null>(null);
  const lastLoad = useRef(0);
  const reportRef = useRef(onError);
  useEffect(() => {
    reportRef.current = onError;
  });
  const current = value ?? '';
  const emptyCode = !dict;

  // Typed text waits out the debounce before it becomes the search keyword.
  useEffect(() => {
    if (!open || emptyCode) return;
    if (isAsync && search === '') {
      setKeyword(null);
      setLoading(false);
      return;
    }
    // Results of the previous words must not be picked while the new search waits.
    setOptions([]);
    setLoading(true);
    const timer = setTimeout(() => setKeyword(search), isAsync ? ASYNC_SEARCH_DEBOUNCE_MS : SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, open, isAsync, emptyCode]);

  useEffect(() => {
    if (keyword === null || !dict) return;
    const load = ++lastLoad.current;
    setLoading(true);
    loadDict(dict, { keyword, pageSize })
      .then((items) => {
        if (load === lastLoad.current) setOptions(toFieldOptions(items));
      })
      .catch((e: unknown) => {
        if (load !== lastLoad.current) return;
        setOptions([]);
        reportRef.current(errorMessage(e));
      })
      .finally(() => {
        if (load === lastLoad.current) setLoading(false);
      });
  }, [keyword, dict, pageSize]);

  // A stored value needs its text: from the options when present, else from loadDictItem.
  const known = options.find((o) => o.value === current) ?? (echo?.value === current ? echo : null);
  useEffect(() => {
    if (!current || !dict || known) return;
    let live = true;
    loadDictItem(dict, current)
      .then((texts) => {
        if (live) setEcho({ value: current, text: texts[0] ?? current });
      })
      .catch(() => {
        if (live) setEcho({ value: current, text: current });
      });
    return () => {
      live = false;
    };
  }, [current, dict, known]);

  const selected: FieldOption | null = current ? (known ?? { value: current, text: current }) : null;
  const noOptionsText = isAsync && search === '' ? FORM_MSG.typeToSearch : FORM_MSG.noData;

  return (
    <Autocomplete<FieldOption>
      id={props.id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        setKeyword(null);
        setSearch('');
      }}
      value={selected}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        setInput(text);
        // Selecting an option fills the box with its text; that is not a search.
        if (reason === 'input' || reason === 'clear') setSearch(reason === 'clear' ? '' : text);
      }}
      onChange={(_, option) => {
        if (option) setEcho(option);
        onChange?.(option ? option.value : '');
      }}
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.text}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      loading={loading}
      loadingText={FORM_MSG.loading}
      clearText={FORM_MSG.clear}
      openText={FORM_MSG.open}
      closeText={FORM_MSG.close}
      noOptionsText={noOptionsText}
      disabled={disabled}
      size={size}
      fullWidth={fullWidth}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={props.name}
          label={label}
          required={required}
          placeholder={selected ? undefined : placeholder}
          error={!!error || emptyCode}
          helperText={error || (emptyCode ? FORM_MSG.emptyDictCode : helperText)}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={16} aria-label={FORM_MSG.loading} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
});
