import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { PERMISSION_TEXT as T } from '../permission/permission-config';
import type { DataRuleFilter } from '../permission/permission-services';

/** The rule search (规则名称, 规则值): 查询 applies the typed filter, 重置 clears it. */
export function DataRuleSearch({ onSearch }: { onSearch: (filter: DataRuleFilter) => void }) {
  const [query, setQuery] = useState<DataRuleFilter>({ ruleName: '', ruleValue: '' });
  return (
    <Box
      component="form"
      role="search"
      aria-label={T.ruleQuery}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSearch({ ...query });
      }}
      sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <TextField size="small" label={T.ruleName} value={query.ruleName} onChange={(e) => setQuery((q) => ({ ...q, ruleName: e.target.value }))} />
      <TextField size="small" label={T.ruleValue} value={query.ruleValue} onChange={(e) => setQuery((q) => ({ ...q, ruleValue: e.target.value }))} />
      <Button type="submit" variant="contained">
        {T.search}
      </Button>
      <Button
        onClick={() => {
          setQuery({ ruleName: '', ruleValue: '' });
          onSearch({});
        }}
      >
        {T.reset}
      </Button>
    </Box>
  );
}
