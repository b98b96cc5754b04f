import { useCallback, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { unwrap } from '@/api/errors';
import type { TreeSelectModel } from '@/api/sys/dict';
import type { ScreenProps } from '@/ui/screen-props';
import { queryRead, RelatedDataAlert } from '@/widgets/form';
import { TreeDropdown } from '@/widgets/pickers';
import type { PermissionNode } from '../permission/permission-config';
import { permissionServices, type PermissionServices } from '../permission/permission-services';
import { DataRuleManager } from './DataRuleManager';
import { dataRuleDraftMenu } from './data-rule-draft';
import { usePendingDraft } from '@/session/drafts';
import { findMenu, firstRuledPage, isPage, menuChildren, toTreeModel } from './menu-pages';

export interface PermissionDataRuleListPageProps extends ScreenProps {
  services?: PermissionServices;
}

export const DATA_RULE_PAGE_TEXT = {
  menu: '菜单',
  placeholder: '请选择菜单',
  pick: '请选择一个页面菜单，管理它的数据权限规则。',
} as const;

/**
 * 数据规则 (`system/PermissionDataRuleList`): pick a page from the menu tree
 * and manage its data rules with the same component as 菜单管理's drawer. It opens on the
 * first page that already has rules, so the screen never starts empty when there are some.
 */
export default function PermissionDataRuleListPage({ title, services = permissionServices }: PermissionDataRuleListPageProps) {
  // null until the user picks (the screen shows the first page with rules); '' once they clear it.
  const [menuId, setMenuId] = useState<string | null>(null);
  // 恢复草稿 of a rule form: show the rules of the menu it was typed for; they reopen the form.
  usePendingDraft((draft) => {
    const menu = dataRuleDraftMenu(draft);
    if (menu) setMenuId(menu.permissionId);
    return menu !== null;
  });
  const tree = useQuery({
    queryKey: ['data-rule-page', 'menus'],
    // A failed read stays a failure (shown with 重试), not an empty menu tree.
    queryFn: async () => unwrap(await services.list()) ?? [],
    retry: false,
    staleTime: 30_000,
  });
  const roots: PermissionNode[] = tree.data ?? [];
  const shownId = menuId ?? firstRuledPage(roots)?.id ?? '';
  const picked = shownId ? findMenu(roots, shownId) : undefined;

  // The tree is loaded once; the dropdown's loaders read the latest copy so they stay stable.
  const latest = useRef(roots);
  latest.current = roots;
  const load = useCallback(async (parent: TreeSelectModel | null) => menuChildren(latest.current, parent?.key ?? null).map(toTreeModel), []);
  const echo = useCallback(async (keys: string[]) => keys.map((k) => findMenu(latest.current, k)?.name ?? k), []);

  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <RelatedDataAlert reads={[queryRead(DATA_RULE_PAGE_TEXT.menu, tree)]} blocksSave={false} />
      <Box sx={{ maxWidth: 360, mb: 2 }}>
        <TreeDropdown
          cacheKey={['data-rule-page']}
          enabled={tree.isSuccess}
          load={load}
          echo={echo}
          value={shownId}
          label={DATA_RULE_PAGE_TEXT.menu}
          placeholder={DATA_RULE_PAGE_TEXT.placeholder}
          onChange={(value) => {
            const node = value ? findMenu(roots, value) : undefined;
            // Groups only open the tree: rules belong to pages.
            if (!value || (node && isPage(node))) setMenuId(value);
          }}
        />
      </Box>
      {picked ? (
        <DataRuleManager key={picked.id} permission={{ id: picked.id, name: picked.name }} services={services} onChanged={() => void tree.refetch()} />
      ) : (
        <Alert severity="info">{DATA_RULE_PAGE_TEXT.pick}</Alert>
      )}
    </Paper>
  );
}
