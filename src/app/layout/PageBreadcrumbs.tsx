import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MenuEntry } from '@/session/menu-model';
import { HOME_PATH } from '@/ui/layout-constants';

interface Props {
  trail: MenuEntry[];
  onNavigate(path: string): void;
}

/** Always starts with 首页 (/dashboard/analysis), then the matched entries; the current one is plain text. */
export function PageBreadcrumbs({ trail, onNavigate }: Props) {
  const items = trail.filter((e) => e.path !== HOME_PATH);
  return (
    <Breadcrumbs aria-label="面包屑" sx={{ fontSize: 14 }}>
      {items.length === 0 ? (
        <Typography color="text.primary" sx={{ fontSize: "inherit" }}>
          首页
        </Typography>
      ) : (
        <Link underline="hover" color="inherit" href={HOME_PATH} onClick={(e) => (e.preventDefault(), onNavigate(HOME_PATH))}>
          首页
        </Link>
      )}
      {items.map((entry, i) =>
        i === items.length - 1 || entry.children.some((c) => !c.hidden) ? (
          <Typography key={entry.key} color={i === items.length - 1 ? 'text.primary' : 'text.secondary'} sx={{ fontSize: "inherit" }}>
            {entry.title}
          </Typography>
        ) : (
          <Link key={entry.key} underline="hover" color="inherit" href={entry.path} onClick={(e) => (e.preventDefault(), onNavigate(entry.path))}>
            {entry.title}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
