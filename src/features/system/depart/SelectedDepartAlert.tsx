import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { SysDepartTreeModel } from '@/api/sys/depart';
import { DEPART_TEXT as T } from './depart-config';

/** 当前选择: the selected department's name with 取消选择. */
export function SelectedDepartAlert({ selected, onClear }: { selected: SysDepartTreeModel | null; onClear: () => void }) {
  return (
    <Alert severity="info" sx={{ my: 1 }}>
      {T.current}
      {selected ? (
        <>
          <strong>{selected.departName}</strong>
          <Link component="button" type="button" sx={{ ml: 1.5 }} onClick={onClear}>{T.clearSelection}</Link>
        </>
      ) : null}
    </Alert>
  );
}
