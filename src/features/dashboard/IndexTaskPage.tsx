import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { PieChart } from '@mui/x-charts/PieChart';
import { getTaskBoard, moveTask } from '@/api/dashboard';
import type { DashboardTask, DashboardTaskBoard, DashboardTaskStatus } from '@/api/dashboard';
import { DashCard } from './DashCard';
import { DataTable } from './DataTable';

export const TASK_COLUMNS: ReadonlyArray<{ status: DashboardTaskStatus; label: string }> = [
  { status: 'todo', label: '待处理' },
  { status: 'doing', label: '进行中' },
  { status: 'done', label: '已完成' },
];

const PRIORITY: Record<DashboardTask['priority'], { label: string; color: 'default' | 'warning' | 'error' }> = {
  L: { label: '低', color: 'default' },
  M: { label: '中', color: 'warning' },
  H: { label: '高', color: 'error' },
};

const KEY = ['dashboard', 'tasks'];

function TaskCard({ task, index, onMove, busy }: { task: DashboardTask; index: number; onMove: (to: DashboardTaskStatus) => void; busy: boolean }) {
  const prev = TASK_COLUMNS[index - 1];
  const next = TASK_COLUMNS[index + 1];
  const priority = PRIORITY[task.priority];
  return (
    <Paper component="li" variant="outlined" aria-label={task.title} sx={{ p: 1.25, listStyle: 'none', display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {task.title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" color={priority.color} label={`${priority.label}优先级`} />
        <Typography variant="caption" color="text.secondary">
          {task.assignee} · {task.departName} · 截止 {task.dueDate}
        </Typography>
        <Box sx={{ ml: 'auto' }}>
          {prev && (
            <Tooltip title={`移到${prev.label}`}>
              <span>
                <IconButton size="small" aria-label={`移到${prev.label}`} disabled={busy} onClick={() => onMove(prev.status)}>
                  <ChevronLeftIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
          {next && (
            <Tooltip title={`移到${next.label}`}>
              <span>
                <IconButton size="small" aria-label={`移到${next.label}`} disabled={busy} onClick={() => onMove(next.status)}>
                  <ChevronRightIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Box>
      </Box>
    </Paper>
  );
}

function Board({ board, onMove, busyId }: { board: DashboardTaskBoard; onMove: (id: string, to: DashboardTaskStatus) => void; busyId: string | null }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'start' }}>
      {TASK_COLUMNS.map((col, index) => {
        const tasks = board.tasks.filter((t) => t.status === col.status);
        return (
          <Box key={col.status} component="section" aria-label={col.label} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {col.label} <span aria-label={`${col.label}数量`}>{board.counts[col.status]}</span>
            </Typography>
            {tasks.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                暂无任务
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
                {tasks.map((t) => (
                  <TaskCard key={t.id} task={t} index={index} busy={busyId === t.id} onMove={(to) => onMove(t.id, to)} />
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

function Share({ board }: { board: DashboardTaskBoard }) {
  const data = TASK_COLUMNS.map((c) => ({ id: c.status, label: c.label, value: board.counts[c.status] }));
  return (
    <Box role="figure" aria-label="任务分布图表">
      <PieChart height={220} skipAnimation series={[{ data, innerRadius: 50, paddingAngle: 2 }]} />
      <DataTable caption="任务分布数据" headers={['状态', '数量']} rows={data.map((d) => [d.label, d.value])} />
    </Box>
  );
}

/** 任务看板: the tasks in three columns with counts; the arrows move a task (PUT). */
export default function IndexTaskPage() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: getTaskBoard });
  const move = useMutation({
    mutationFn: ({ id, to }: { id: string; to: DashboardTaskStatus }) => moveTask(id, to),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const busyId = move.isPending ? move.variables.id : null;
  const empty = (b: DashboardTaskBoard) => b.tasks.length === 0;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 1fr' }, alignItems: 'start' }}>
      <DashCard title="任务看板" query={query} isEmpty={empty} emptyText="暂无任务" skeletonHeight={360}>
        {(b) => <Board board={b} busyId={busyId} onMove={(id, to) => move.mutate({ id, to })} />}
      </DashCard>
      <DashCard title="任务分布" query={query} isEmpty={empty} emptyText="暂无任务">
        {(b) => <Share board={b} />}
      </DashCard>
    </Box>
  );
}
