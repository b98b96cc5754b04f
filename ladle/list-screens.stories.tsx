import type { Story } from '@ladle/react';
import { Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { resolveScreen } from '@/app/router/screens';
import { shows } from './story-shows';

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

/** The story shows the list at all three widths, with `rows` (seeded cell values) in it; the grid is named `grid`. */
const at = (component: string, title: string, rows: (string | RegExp)[], grid = title): Story =>
  shows(() => <AtThreeWidths component={component} title={title} />, {
    text: rows,
    roles: [{ role: 'grid', name: grid, count: SCREENS.length }],
    absent: ['暂无数据'],
  });

/** 用户管理: nine columns, 部门 is the main column, 密码/冻结 beside 编辑 in the pinned column. */
export const UserList = at('system/UserList', '用户管理', ['taozhize', '陶志泽', '系统运维科']);
/** 角色管理: 用户/授权 beside 编辑 in the pinned column. */
export const RoleList = at('system/RoleUserList', '角色管理', ['省局管理员', 'content_editor']);
/** A content list (通知公告): 标题 takes the free width. */
export const NoticeList = at('content/NoticeList', '通知公告', ['关于开展2025年度机关作风建设工作的通知', '本局组织人事处']);
/** 系统通告: long 标题, dates and states. */
export const AnnouncementList = at('system/SysAnnouncementList', '系统通告', ['2025年度培训计划（草稿）', '已撤销：临时停电通知']);
/** 数据字典. */
export const DictList = at('system/DictList', '数据字典', ['database_type', '推送类别']);
/** 定时任务: class names and cron expressions. */
export const QuartzJobList = at('system/QuartzJobList', '定时任务', ['org.jeecg.modules.message.job.SendMsgJob', '0 0/30 * * * ?']);
/** 租户管理. */
export const TenantList = at('system/TenantList', '租户管理', ['冻结租户', '市局']);
/** 职务管理. */
export const PositionList = at('system/SysPositionList', '职务管理', ['后勤保障员', 'ZW040']);
/** 消息模板: long template contents. */
export const MessageTemplateList = at('message/SysMessageTemplateList', '消息模板', ['SYS005', '稿件审核结果']);
/** 文件管理. */
export const FileStorageList = at('oss/FileStorageList', '文件管理', ['月度工作计划.xlsx', '/zw-lgb2/sys/common/static/oss/seed/29-考核细则.docx']);
/** 信息审核: 标题 wide, 审核 beside 详情. */
export const InfoAuditList = at('audit/InfoAuditList', '信息审核', ['我局召开党风廉政建设推进会', '2025年“我为群众办实事”主题活动圆满举行']);
/** A picture-link list (友情链接). */
export const FriendshipLinkList = at('content/FriendshipLinkList', '友情链接', ['中国政府网', 'https://www.ndrc.gov.cn/']);
/** 日志管理: long 日志内容. */
export const LogList = at('system/LogList', '日志管理', [/用户名: \w+,登录成功！/, '登录日志']);
/** 数据日志. */
export const DataLogList = at('system/DataLogList', '数据日志', ['sys_position', '1580000000000000101']);
/** 在线用户. */
export const OnlineUserList = at('system/SysUserOnlineList', '在线用户', ['admin', '18611111111']);
/** 编码校验规则. */
export const CheckRuleList = at('system/SysCheckRuleList', '编码校验规则', ['座机号码规则', 'org_code']);
/** 填值规则. */
export const FillRuleList = at('system/SysFillRuleList', '填值规则', ['org.jeecg.modules.system.rule.OrderNumberRule', 'category_code_rule']);
/** 多数据源. */
export const DataSourceList = at('system/SysDataSourceList', '多数据源', ['信创达梦库', 'jdbc:dm://10.10.1.50:5236']);
/** 网关路由. */
export const GatewayRouteList = at('system/SysGatewayRouteList', '网关路由', ['lb://jeecg-cms', '旧版接口（停用）']);
/** 消息. */
export const MessageList = at('message/SysMessageList', '消息', ['lisi@example.com', '催办：年度预算审批']);
/** 表单管理. */
export const FormManagerList = at('workflow/FormManager', '表单管理', ['网站栏目变更单', 'purchase_apply']);
/** 表单版本. */
export const FormVersionList = at('workflow/FormVersionList', '表单版本', ['leave_apply', '发文审批单']);
/** 流程管理. */
export const FlowableManagerList = at('workflow/FlowableManager', '流程管理', ['purchase_approval', '处室审核 → 办公室核稿 → 局领导签发']);
/** 流转记录 (我的待办 …). */
export const FlowCirculationList = at('workflow/FlowCirculation', '流转记录', ['事假申请（3天）·WF2026013', '部门负责人审批'], '我的待办');
