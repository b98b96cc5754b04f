import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { getLatestMessages, getUnreadCount, getWorkplace } from '@/api/dashboard';
import type { DashboardWorkplace } from '@/api/dashboard';
import type { AnnouncementSendModel } from '@/api/sys/announcement';
import { flattenMenu, toMenuEntries, type MenuEntry } from '@/session/menu-model';
import { greeting } from '@/lib/greeting';
import { formatThousands } from '@/lib/numbers';
import { useSession } from '@/session/store';
import { CardFrame, DashCard } from './DashCard';
import { DataTable } from './DataTable';

const MAX_LINKS = 8;

/** A few screens the user may open: routable leaves of their own menu, dashboards excluded. */
export function quickLinks(entries: MenuEntry[], max = MAX_LINKS): MenuEntry[] {
  return flattenMenu(entries)
    .filter((e) => e.children.length === 0 && !e.hidden && !e.external && !e.iframe && !e.routeView && e.routeFlag && e.component !== '')
    .filter((e) => !e.component.startsWith('dashboard/') && !e.path.includes(':'))
    .slice(0, max);
}

function QuickLinks() {
  const { permissions } = useSession();
  const [, navigate] = useLocation();
  const links = useMemo(() => quickLinks(toMenuEntries(permissions?.menu ?? [])), [permissions]);
  if (links.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        暂无快捷入口
      </Typography>
    );
  return (
    <Box component="nav" aria-label="快捷入口" sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
      {links.map((l) => (
        <Button key={l.key} variant="outlined" size="small" onClick={() => navigate(l.path)}>
          {l.title}
        </Button>
      ))}
    </Box>
  );
}

function Messages({ rows }: { rows: AnnouncementSendModel[] }) {
  return (
    <List dense disablePadding aria-label="最新动态列表">
      {rows.map((m) => (
        <ListItem key={m.id} divider disableGutters>
          <ListItemText
            primary={
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {m.readFlag === '0' && <Badge color="error" variant="dot" role="img" aria-label="未读" />}
                {m.titile}
              </Box>
            }
            secondary={`${m.sender ?? ''} · ${m.sendTime ?? ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

function WorkRadar({ data }: { data: DashboardWorkplace }) {
  return (
    <Box role="figure" aria-label="工作指数图表">
      <RadarChart
        height={260}
        skipAnimation
        radar={{ metrics: data.dimensions.map((d) => ({ name: d.name, max: d.max })) }}
        series={[{ id: 'me', label: '近30天', data: data.dimensions.map((d) => d.value) }]}
      />
      <DataTable caption="工作指数数据" headers={['指标', '数值']} rows={data.dimensions.map((d) => [d.name, d.value])} />
    </Box>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" aria-label={label}>
        {formatThousands(value)}
      </Typography>
    </Box>
  );
}

/** 工作台: greeting, the user's quick links, latest messages, open items and their work index. */
export default function WorkplacePage() {
  const { userInfo } = useSession();
  const unread = useQuery({ queryKey: ['dashboard', 'unread'], queryFn: getUnreadCount });
  const latest = useQuery({ queryKey: ['dashboard', 'latest'], queryFn: getLatestMessages });
  const work = useQuery({ queryKey: ['dashboard', 'workplace'], queryFn: getWorkplace });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h1">
        {greeting()}，{userInfo?.realname ?? userInfo?.username ?? ''}，祝你开心每一天！
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <DashCard title="我的待办" query={unread} skeletonHeight={60}>
          {(n) => <Count label="未读消息" value={n} />}
        </DashCard>
        <DashCard title="我的活跃" query={work} skeletonHeight={60}>
          {(w) => <Count label="近30天登录" value={w.loginCount} />}
        </DashCard>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <CardFrame title="快捷入口">
            <QuickLinks />
          </CardFrame>
          <DashCard title="最新动态" query={latest} isEmpty={(r) => r.length === 0} emptyText="暂无动态">
            {(r) => <Messages rows={r} />}
          </DashCard>
        </Box>
        <DashCard title="工作指数" query={work} isEmpty={(w) => w.dimensions.every((d) => d.value === 0)} emptyText="近30天暂无工作记录">
          {(w) => <WorkRadar data={w} />}
        </DashCard>
      </Box>
    </Box>
  );
}
