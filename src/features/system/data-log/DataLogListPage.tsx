import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { SysDataLog } from '@/api/sys/data-log';
import { notify } from '@/ui/notify';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, type ListScreenSpec } from '@/widgets/list';
import { DATA_LOG_COLUMNS, DATA_LOG_QUERY, DATA_LOG_TEXT as T, DATA_LOG_URLS, type DataLogRow } from './data-log-config';
import { DataLogCompareDialog } from './DataLogCompareDialog';
import { dataLogServices, type DataLogServices } from './data-log-services';
import { warnFailure } from '@/widgets/feedback';

const DATA_LOG_SCREEN: ListScreenSpec<DataLogRow> = { url: DATA_LOG_URLS, queryFields: DATA_LOG_QUERY, columns: DATA_LOG_COLUMNS };

export interface DataLogListPageProps extends ScreenProps {
  services?: DataLogServices;
}

/** 数据日志 (`system/DataLogList`): saved versions of records; pick two of one record to compare them. */
export default function DataLogListPage({ title, services = dataLogServices }: DataLogListPageProps) {
  const list = useList<DataLogRow>(DATA_LOG_SCREEN);
  const [pair, setPair] = useState<readonly [SysDataLog, SysDataLog] | null>(null);

  const compare = async () => {
    if (list.selection.length !== 2) {
      notify.warning(T.pickTwo, T.notice);
      return;
    }
    // The selection may span pages, so the two rows come from the server rather than the current page.
    try {
      const res = await services.compare(list.selection[0], list.selection[1]);
      const [a, b] = res.result ?? [];
      if (!res.success || !a || !b) {
        notify.warning(res.message || T.pickTwo, T.notice);
        return;
      }
      if (a.dataTable !== b.dataTable || a.dataId !== b.dataId) {
        notify.warning(T.sameRecord, T.notice);
        return;
      }
      setPair([a, b]);
    } catch (err) {
      warnFailure(err);
    }
  };

  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        spec={DATA_LOG_SCREEN}
        label={title}
        toolbarExtra={
          <Button variant="contained" onClick={() => void compare()}>
            {T.compare}
          </Button>
        }
      />
      <DataLogCompareDialog pair={pair} services={services} onClose={() => setPair(null)} />
    </Paper>
  );
}
