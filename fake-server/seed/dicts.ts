/** Code dictionaries of contract §8 (texts exactly as seeded there) plus the content ones. */
import type { SysDict, SysDictItem } from '@/api/sys/dict';
import type { SeedContext } from './context';

type Items = Array<[value: string, text: string]>;

/** [dictCode, dictName, type (0 string, 1 number), items] */
export const DICTIONARIES: Array<[string, string, number, Items]> = [
  ['sex', '性别', 1, [['1', '男'], ['2', '女']]],
  ['user_status', '用户状态', 1, [['1', '正常'], ['2', '冻结']]],
  ['del_flag', '删除状态', 1, [['0', '正常'], ['1', '已删除']]],
  ['priority', '优先级', 0, [['H', '高'], ['M', '中'], ['L', '低']]],
  ['msg_category', '消息类型', 0, [['1', '通知公告'], ['2', '系统消息']]],
  ['msg_type', '通告对象类型', 0, [['ALL', '全体用户'], ['USER', '指定用户']]],
  ['send_status', '发布状态', 0, [['0', '未发布'], ['1', '已发布'], ['2', '已撤销']]],
  ['log_type', '日志类型', 1, [['1', '登录日志'], ['2', '操作日志']]],
  ['operate_type', '操作类型', 1, [['1', '查询'], ['2', '添加'], ['3', '修改'], ['4', '删除'], ['5', '导入'], ['6', '导出']]],
  ['menu_type', '菜单类型', 1, [['0', '一级菜单'], ['1', '子菜单'], ['2', '按钮权限']]],
  ['perms_type', '权限策略', 0, [['1', '显示'], ['2', '禁用']]],
  ['global_perms_type', '全局权限策略', 0, [['1', '可见/可访问'], ['2', '可编辑']]],
  ['quartz_status', '定时任务状态', 1, [['0', '正常'], ['-1', '停止']]],
  ['tenant_status', '租户状态', 1, [['1', '正常'], ['0', '冻结']]],
  ['position_rank', '职务职级', 0, [['1', '员级'], ['2', '助级'], ['3', '中级'], ['4', '副高级'], ['5', '正高级']]],
  ['org_category', '机构类型', 0, [['1', '公司'], ['2', '部门'], ['3', '岗位']]],
  ['depart_status', '部门状态', 0, [['1', '启用'], ['0', '不启用']]],
  ['dict_item_status', '字典状态', 1, [['1', '启用'], ['0', '不启用']]],
  ['yn', '是否', 1, [['1', '是'], ['0', '否']]],
  ['valid_status', '有效无效状态', 0, [['1', '有效'], ['0', '无效']]],
  ['msgSendStatus', '推送状态', 0, [['0', '未发送'], ['1', '发送成功'], ['2', '发送失败']]],
  [
    'rule_conditions',
    '条件规则',
    0,
    [['>', '大于'], ['<', '小于'], ['!=', '不等于'], ['=', '等于'], ['>=', '大于等于'], ['<=', '小于等于'], ['LEFT_LIKE', '左模糊'], ['LIKE', '模糊'], ['RIGHT_LIKE', '右模糊'], ['IN', '包含'], ['USE_SQL_RULES', '自定义SQL表达式']],
  ],
  ['content_status', '内容状态', 0, [['0', '草稿'], ['1', '待审核'], ['2', '已发布'], ['3', '已驳回']]],
];

export function dictRows(ctx: SeedContext): { dicts: SysDict[]; items: SysDictItem[] } {
  const dicts: SysDict[] = [];
  const items: SysDictItem[] = [];
  DICTIONARIES.forEach(([dictCode, dictName, type, entries], i) => {
    const createTime = ctx.at(-60 * 24 * 380 + i);
    const dict: SysDict = { id: ctx.nextId(), type, dictName, dictCode, description: '', delFlag: 0, createBy: 'admin', createTime, updateBy: null, updateTime: null };
    dicts.push(dict);
    entries.forEach(([itemValue, itemText], j) => {
      items.push({ id: ctx.nextId(), dictId: dict.id, itemText, itemValue, description: '', sortOrder: j + 1, status: 1, createBy: 'admin', createTime, updateBy: null, updateTime: null });
    });
  });
  return { dicts, items };
}
