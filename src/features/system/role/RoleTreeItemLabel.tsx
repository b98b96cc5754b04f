import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import RuleIcon from '@mui/icons-material/Rule';
import type { PermissionTreeModel } from '@/api/sys/permission';
import { ROLE_TEXT as T } from './role-config';

export interface RoleTreeItemLabelProps {
  node: PermissionTreeModel;
  /** Marks the node as a button rather than a menu. */
  isButton: boolean;
  onOpenRules: (event: MouseEvent, node: PermissionTreeModel) => void;
}

/** A menu's title in the authorisation tree, with the button mark and, for a menu with data rules, the rules icon. */
export function RoleTreeItemLabel({ node, isButton, onOpenRules }: RoleTreeItemLabelProps) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {node.title}
      {isButton && (
        <Chip
          size="small"
          variant="outlined"
          color="info"
          label={T.buttonMark}
          title={T.buttonMarkLabel}
          data-testid="permission-button-mark"
          sx={{ height: 18, fontSize: 11, '& .MuiChip-label': { px: 0.75 } }}
        />
      )}
      {node.ruleFlag === 1 && (
        <Tooltip title={T.dataRule}>
          <IconButton size="small" aria-label={`${T.dataRule} ${node.title}`} onClick={(e) => onOpenRules(e, node)} onMouseDown={(e) => e.stopPropagation()}>
            <RuleIcon fontSize="inherit" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
