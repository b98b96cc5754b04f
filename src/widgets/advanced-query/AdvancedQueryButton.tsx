import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import FilterIcon from '@mui/icons-material/FilterAlt';
import { AQ_TEXT } from './messages';

export interface AdvancedQueryButtonProps {
  active: boolean;
  disabled?: boolean;
  onOpen: () => void;
  /** 清空 in the active query's tooltip. */
  onClear: () => void;
}

/** 高级查询: pressed with a dot while a query is in force, whose tooltip offers to clear it. */
export function AdvancedQueryButton({ active, disabled, onOpen, onClear }: AdvancedQueryButtonProps) {
  const button = (
    <Button variant={active ? 'contained' : 'outlined'} startIcon={<FilterIcon />} onClick={onOpen} disabled={disabled} aria-pressed={active}>
      {AQ_TEXT.button}
    </Button>
  );
  if (!active) return button;
  return (
    <Tooltip
      title={
        <span>
          {AQ_TEXT.activeTip}
          {' | '}
          <Link component="button" color="inherit" onClick={onClear}>
            {AQ_TEXT.clear}
          </Link>
        </span>
      }
    >
      <Badge color="warning" variant="dot">
        {button}
      </Badge>
    </Tooltip>
  );
}
