import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { SysGatewayRoute } from '@/api/sys/gateway';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, useRecordDialog, type ListScreenSpec } from '@/widgets/list';
import { GATEWAY_COLUMNS, GATEWAY_TEXT, GATEWAY_URLS } from './gateway-config';
import { gatewayServices, type GatewayServices } from './gateway-services';
import type { GatewayDialogMode, GatewayRouteDialogProps } from './GatewayRouteDialog';
import { sendAndReport } from '@/widgets/feedback';
import { deferredDialog } from '@/ui/deferred-dialog';

// The list draws without its dialog's code and hooks; it arrives once the browser is idle.
const GatewayRouteDialog = deferredDialog<GatewayRouteDialogProps>(() => import('./GatewayRouteDialog').then((m) => ({ default: m.GatewayRouteDialog })), {
  isOpen: (p) => p.mode !== null,
  close: (p) => p.onClose(),
});

const GATEWAY_SCREEN: ListScreenSpec<SysGatewayRoute> = { url: GATEWAY_URLS, queryFields: [], columns: GATEWAY_COLUMNS, permissionPrefix: 'gateway_route' };

export interface GatewayRouteListPageProps extends ScreenProps {
  services?: GatewayServices;
}

/** 网关路由 (`system/SysGatewayRouteList`): every route in one list, edit dialog, 清除缓存. */
export default function GatewayRouteListPage({ title, services = gatewayServices }: GatewayRouteListPageProps) {
  const list = useList<SysGatewayRoute>(GATEWAY_SCREEN);
  const recordDialog = useRecordDialog<SysGatewayRoute, GatewayDialogMode>(list.reload);
  const clear = () => sendAndReport(() => services.clearRedis());
  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        spec={GATEWAY_SCREEN}
        label={title}
        {...recordDialog.listActions}
        toolbarExtra={
          <Button variant="outlined" onClick={() => void clear()}>
            {GATEWAY_TEXT.clearRedis}
          </Button>
        }
      />
      <GatewayRouteDialog
        {...recordDialog.formProps}
        services={services}
      />
    </Paper>
  );
}
