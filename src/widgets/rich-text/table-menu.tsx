/** 表格: insert a 3×3 table with a header row; row, column and table commands inside one. */
import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TableChartIcon from '@mui/icons-material/TableChart';
import { RICH_TEXT } from './messages';
import { Tool } from './toolbar-tool';

type TableCommand = 'insertTable' | 'addRowAfter' | 'deleteRow' | 'addColumnAfter' | 'deleteColumn' | 'deleteTable';

const ITEMS: { command: TableCommand; label: string; inTable: boolean }[] = [
  { command: 'insertTable', label: RICH_TEXT.tableInsert, inTable: false },
  { command: 'addRowAfter', label: RICH_TEXT.tableAddRow, inTable: true },
  { command: 'deleteRow', label: RICH_TEXT.tableDeleteRow, inTable: true },
  { command: 'addColumnAfter', label: RICH_TEXT.tableAddColumn, inTable: true },
  { command: 'deleteColumn', label: RICH_TEXT.tableDeleteColumn, inTable: true },
  { command: 'deleteTable', label: RICH_TEXT.tableDelete, inTable: true },
];

export function TableMenu({ editor, inTable, disabled }: { editor: Editor; inTable: boolean; disabled?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const run = (command: TableCommand) => {
    close();
    editor.chain().focus()[command]().run();
  };
  return (
    <>
      <Tool label={RICH_TEXT.table} active={inTable} disabled={disabled} popup="menu" expanded={anchor !== null} onClick={(e) => setAnchor(e.currentTarget)}>
        <TableChartIcon fontSize="small" />
      </Tool>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { 'aria-label': RICH_TEXT.table, dense: true } }}>
        {ITEMS.map((item) => (
          // A table inside a table cell is not offered: the published page would nest them unreadably.
          <MenuItem key={item.command} disabled={item.inTable !== inTable} onClick={() => run(item.command)}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
