/** One toolbar button; `active` shows whether its format is on at the cursor. */
import type { MouseEvent, ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

export interface ToolProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
  /** Set when the button opens a menu or popover. */
  popup?: 'menu' | 'dialog';
  expanded?: boolean;
}

export function Tool({ label, active, disabled, onClick, children, popup, expanded }: ToolProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          aria-haspopup={popup}
          aria-expanded={popup ? Boolean(expanded) : undefined}
          disabled={disabled}
          color={active ? 'primary' : 'default'}
          // Keep the selection in the editor: a mousedown on the button would move focus away.
          onMouseDown={(e) => e.preventDefault()}
          onClick={onClick}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
