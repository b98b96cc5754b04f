import type { Story } from '@ladle/react';
import { Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { resolveScreen } from '@/app/router/screens';

export default { title: 'List screens / At three widths' };

/**
 * The content area of a 1024, 1440 and 1920 px screen: the window less the side menu (208 px) and
 * the page margins (48 px). Each list shows its columns sized to their content, the main column
 * taking the free width, and 操作 pinned to the right edge when the columns need more room.
 */
const SCREENS = [1024, 1440, 1920] as const;
const contentWidth = (screen: number) => screen - 208 - 48;

function AtThreeWidths({ component, title }: { component: string; title: string }) {
  const Screen = resolveScreen(component);
  return (
    <Box sx={{ display: 'grid', gap: 4, p: 1 }}>
      {SCREENS.map((screen) => (
        <Box key={screen} component="section" aria-label={`${title} ${screen} px`} sx={{ width: contentWidth(screen), overflow: 'hidden' }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {screen} px
          </Typography>
          <Suspense fallback={<CircularProgress size={24} />}>
            <Screen title={title} component={component} />
          </Suspense>
        </Box>
      ))}
    </Box>
  );
}

const at = (component: string, title: string): Story => {
  const story: Story = () => <AtThreeWidths component={component} title={title} />;
  return story;
};

/** 用户管理: nine columns, 部门 is the main column, 密码/冻结 beside 编辑 in the pinned column. */
export const UserList = at('system/UserList', '用户管理');
/** 角色管理: 用户/授权 beside 编辑 in the pinned column. */
export const RoleList = at('system/RoleUserList', '角色管理');
/** A content list (通知公告): 标题 takes the free width. */
export const NoticeList = at('content/NoticeList', '通知公告');
/** 系统通告: long 标题, dates and states. */
export const AnnouncementList = at('system/SysAnnouncementList', '系统通告');
/** 数据字典. */
export const DictList = at('system/DictList', '数据字典');
/** 定时任务: class names and cron expressions. */
export const QuartzJobList = at('system/QuartzJobList', '定时任务');
/** 租户管理. */
export const TenantList = at('system/TenantList', '租户管理');
/** 职务管理. */
export const PositionList = at('system/SysPositionList', '职务管理');
/** 消息模板: long template contents. */
export const MessageTemplateList = at('message/SysMessageTemplateList', '消息模板');
/** 文件管理. */
export const FileStorageList = at('oss/FileStorageList', '文件管理');
/** 信息审核: 标题 wide, 审核 beside 详情. */
export const InfoAuditList = at('audit/InfoAuditList', '信息审核');
/** A picture-link list (友情链接). */
export const FriendshipLinkList = at('content/FriendshipLinkList', '友情链接');
/** 日志管理: long 日志内容. */
export const LogList = at('system/LogList', '日志管理');
/** 数据日志. */
export const DataLogList = at('system/DataLogList', '数据日志');
/** 在线用户. */
export const OnlineUserList = at('system/SysUserOnlineList', '在线用户');
/** 编码校验规则. */
export const CheckRuleList = at('system/SysCheckRuleList', '编码校验规则');
/** 填值规则. */
export const FillRuleList = at('system/SysFillRuleList', '填值规则');
/** 多数据源. */
export const DataSourceList = at('system/SysDataSourceList', '多数据源');
/** 网关路由. */
export const GatewayRouteList = at('system/SysGatewayRouteList', '网关路由');
/** 消息. */
export const MessageList = at('message/SysMessageList', '消息');
/** 表单管理. */
export const FormManagerList = at('workflow/FormManager', '表单管理');
/** 表单版本. */
export const FormVersionList = at('workflow/FormVersionList', '表单版本');
/** 流程管理. */
export const FlowableManagerList = at('workflow/FlowableManager', '流程管理');
/** 流转记录 (我的待办 …). */
export const FlowCirculationList = at('workflow/FlowCirculation', '流转记录');
