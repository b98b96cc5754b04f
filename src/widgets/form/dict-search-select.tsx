/**
 * A searchable select over a table dictionary (JSearchSelectTag): typing asks
 * `GET /sys/dict/loadDict/{dict}?keyword=&pageSize=` after a pause (300 ms;
 * 800 ms for the `async` variant, whose lists are large). The plain variant
 * shows the first page on open; the async one waits for input and echoes a
 * stored value's text through `loadDictItem`. A failed search shows the
 * server's message as a warning.
 */
import { memo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { notify } from '@/ui/notify';
import { FORM_MSG } from './messages';
import type { FieldBaseProps, FieldOption } from './types';
import { useDictSearch } from './use-dict-search';
import { useDictItemText } from './use-dict-item-text';

export { SEARCH_DEBOUNCE_MS, ASYNC_SEARCH_DEBOUNCE_MS } from './use-dict-search';

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
  const current = value ?? '';
  const emptyCode = !dict;
  const { options, loading, stop } = useDictSearch({ dict, isAsync, pageSize, open, search, onError });
  const { known, remember } = useDictItemText(dict, current, options);

  const selected: FieldOption | null = current ? (known ?? { value: current, text: current }) : null;
  const noOptionsText = isAsync && search === '' ? FORM_MSG.typeToSearch : FORM_MSG.noData;

  return (
    <Autocomplete<FieldOption>
      id={props.id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        stop();
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
        if (option) remember(option);
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
