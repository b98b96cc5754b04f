/**
 * Text corpus of the content seed: per area the columns (栏目), title patterns, subjects and
 * link targets. Titles are built as pattern × subject, so 50+ distinct titles per area come from
 * a few dozen lines instead of a thousand hand-written ones.
 */
import type { ContentArea } from '@/api/content';

export type ContentKind = 'link' | 'picture' | 'article';

export interface AreaCorpus {
  kind: ContentKind;
  /** [value, text] of the area's columns; values are unique across areas (one `content_column` dict). */
  columns: ReadonlyArray<readonly [string, string]>;
  /** `{s}` = subject, `{y}` = year. */
  patterns: readonly string[];
  subjects: readonly string[];
}

const LINK_SITES: readonly string[] = [
  '中国政府网', '国家发展和改革委员会', '教育部', '民政部', '财政部', '人力资源和社会保障部', '自然资源部', '生态环境部',
  '住房和城乡建设部', '交通运输部', '水利部', '农业农村部', '商务部', '文化和旅游部', '国家卫生健康委员会', '应急管理部',
  '审计署', '国家统计局', '国家市场监督管理总局', '国家医疗保障局', '国家税务总局', '国家林业和草原局', '国家档案局',
  '中国共产党新闻网', '人民网', '新华网', '求是网', '中国文明网', '全国妇联', '共青团中央', '中国关心下一代工作委员会',
  '省人民政府', '省发展和改革委员会', '省教育厅', '省民政厅', '省财政厅', '省人力资源和社会保障厅', '省自然资源厅',
  '省生态环境厅', '省住房和城乡建设厅', '省交通运输厅', '省水利厅', '省农业农村厅', '省商务厅', '省文化和旅游厅',
  '省卫生健康委员会', '省应急管理厅', '省审计厅', '省统计局', '省市场监督管理局', '省医疗保障局', '省档案馆',
];

export const LINK_HOSTS: readonly string[] = [
  'www.gov.cn', 'www.ndrc.gov.cn', 'www.moe.gov.cn', 'www.mca.gov.cn', 'www.mof.gov.cn', 'www.mohrss.gov.cn', 'www.mnr.gov.cn',
  'www.mee.gov.cn', 'www.mohurd.gov.cn', 'www.mot.gov.cn', 'www.mwr.gov.cn', 'www.moa.gov.cn', 'www.mofcom.gov.cn',
  'www.mct.gov.cn', 'www.nhc.gov.cn', 'www.mem.gov.cn', 'www.audit.gov.cn', 'www.stats.gov.cn', 'www.samr.gov.cn',
  'www.nhsa.gov.cn', 'www.chinatax.gov.cn', 'www.forestry.gov.cn', 'www.saac.gov.cn', 'cpc.people.com.cn', 'www.people.com.cn',
  'www.xinhuanet.com', 'www.qstheory.cn', 'www.wenming.cn', 'www.women.org.cn', 'www.gqt.org.cn', 'www.zgggw.gov.cn',
];

const PICTURE_SUBJECTS: readonly string[] = [
  '学习贯彻党的二十届三中全会精神', '优化营商环境', '乡村振兴', '法治政府建设', '政务公开', '民生实事', '安全生产月',
  '全民国家安全教育日', '清廉机关建设', '数字政府', '生态文明建设', '文明城市创建', '关爱未成年人', '志愿服务', '政风行风热线',
  '12345政务服务便民热线', '一网通办', '政策问答', '互动交流', '网上信访', '政府信息公开年报', '重点领域信息公开',
  '预决算公开', '建议提案办理', '疫情防控常态化', '防汛抗旱', '森林防火', '垃圾分类', '节约型机关', '档案开放',
];

export const AREA_CORPUS: Readonly<Record<ContentArea, AreaCorpus>> = {
  friendship_link: {
    kind: 'link',
    columns: [['link_gov', '政府网站'], ['link_dept', '部门网站'], ['link_media', '媒体网站'], ['link_other', '其他链接']],
    patterns: ['{s}'],
    subjects: LINK_SITES,
  },
  home_picture_link: {
    kind: 'picture',
    columns: [['home_carousel', '首页轮播'], ['home_banner', '首页横幅'], ['home_float', '首页飘窗']],
    patterns: ['{s}专题', '{s}专栏'],
    subjects: PICTURE_SUBJECTS,
  },
  picture_link: {
    kind: 'picture',
    columns: [['pic_topic', '专题图片'], ['pic_service', '服务图片'], ['pic_public', '公开图片']],
    patterns: ['{s}', '{s}入口'],
    subjects: PICTURE_SUBJECTS,
  },
  notice: {
    kind: 'article',
    columns: [['notice_notice', '通知'], ['notice_bulletin', '公告'], ['notice_publicity', '公示']],
    patterns: ['关于开展{y}年度{s}工作的通知', '关于{s}有关事项的公告', '{y}年{s}结果公示', '关于做好{s}工作的通知'],
    subjects: [
      '机关作风建设', '政府信息公开', '安全生产大检查', '干部教育培训', '档案整理归档', '年度考核', '节假日值班', '网络安全自查',
      '公务员招录', '事业单位公开招聘', '保密自查自评', '固定资产清查', '消防安全检查', '意识形态工作', '政务服务满意度评价',
      '公文质量评查',
    ],
  },
  hot_focus: {
    kind: 'article',
    columns: [['focus_news', '要闻'], ['focus_topic', '专题'], ['focus_media', '媒体关注']],
    patterns: ['{s}取得新进展', '聚焦{s}：多措并举见实效', '{y}年{s}工作综述', '{s}跑出“加速度”'],
    subjects: [
      '优化营商环境', '乡村振兴', '数字政府建设', '民生实事项目', '重点项目建设', '城乡融合发展', '生态环境保护', '基层治理',
      '就业创业服务', '一网通办改革', '老旧小区改造', '教育优质均衡', '医疗保障改革', '稳岗扩就业',
    ],
  },
  work_status: {
    kind: 'article',
    columns: [['work_organ', '机关动态'], ['work_grassroots', '基层动态'], ['work_city', '市州动态']],
    patterns: ['我局召开{s}推进会', '局领导带队调研{s}工作', '我局组织开展{s}专题培训', '{s}工作座谈会在我局召开'],
    subjects: [
      '党风廉政建设', '安全生产', '政务公开', '信访维稳', '档案管理', '法治建设', '信息化建设', '机关党建', '财务管理',
      '统计调查', '作风纪律整顿', '平安建设', '意识形态', '保密管理',
    ],
  },
  cadre_work: {
    kind: 'article',
    columns: [['cadre_appoint', '干部任免'], ['cadre_training', '干部培训'], ['cadre_supervise', '干部监督']],
    patterns: ['{y}年{s}公示', '关于{s}的通知', '我局举办{s}培训班', '{s}工作情况通报'],
    subjects: [
      '拟任职干部任前', '干部选拔任用', '年轻干部', '公务员职级晋升', '干部挂职锻炼', '领导干部个人有关事项报告', '干部档案专项审核',
      '新录用公务员', '处级干部', '干部交流轮岗', '科级干部', '干部因私出国（境）管理', '优秀年轻干部',
    ],
  },
  care_children: {
    kind: 'article',
    columns: [['care_policy', '政策法规'], ['care_action', '关爱行动'], ['care_story', '成长故事']],
    patterns: ['{s}关爱行动走进社区', '关于做好{y}年{s}工作的通知', '{s}：让爱陪伴成长', '我局开展{s}志愿服务活动'],
    subjects: [
      '农村留守儿童', '困境儿童', '儿童之家', '未成年人保护', '“六一”儿童节', '暑期安全教育', '心理健康辅导', '春蕾计划',
      '孤儿基本生活保障', '事实无人抚养儿童', '家庭教育指导', '儿童友好城市', '防溺水安全',
    ],
  },
  study_garden: {
    kind: 'article',
    columns: [['study_theory', '理论学习'], ['study_business', '业务学习'], ['study_experience', '心得体会']],
    patterns: ['学习{s}心得体会', '{s}专题学习辅导', '深入学习{s}', '{y}年{s}学习要点'],
    subjects: [
      '党的二十大精神', '党的二十届三中全会精神', '习近平新时代中国特色社会主义思想', '新修订的《中国共产党纪律处分条例》', '《中华人民共和国保守国家秘密法》',
      '《党政机关公文处理工作条例》', '《中华人民共和国民法典》', '《政府信息公开条例》', '《中国共产党党员教育管理工作条例》',
      '党史学习教育', '《中华人民共和国档案法》', '《优化营商环境条例》', '《信访工作条例》',
    ],
  },
  thematic_activities: {
    kind: 'article',
    columns: [['theme_education', '主题教育'], ['theme_volunteer', '志愿服务'], ['theme_culture', '文体活动']],
    patterns: ['{y}年“{s}”主题活动圆满举行', '我局开展“{s}”主题党日活动', '“{s}”专题活动启动', '“{s}”活动总结'],
    subjects: [
      '我为群众办实事', '学雷锋志愿服务', '清廉机关', '书香机关', '全民健身', '红色教育', '美丽乡村', '文明交通',
      '安全生产月', '宪法宣传周', '节约粮食', '垃圾分类进机关', '国家安全教育',
    ],
  },
  example_power: {
    kind: 'article',
    columns: [['example_advanced', '先进典型'], ['example_model', '模范事迹'], ['example_honor', '荣誉表彰']],
    patterns: ['{s}：扎根基层显担当', '榜样｜{s}的奋斗故事', '{y}年度{s}表彰名单', '学习{s}先进事迹'],
    subjects: [
      '优秀共产党员', '先进基层党组织', '岗位标兵', '最美公务员', '三八红旗手', '青年文明号', '劳动模范', '优秀志愿者',
      '担当作为好干部', '巾帼建功标兵', '服务之星', '技术能手', '优秀党务工作者',
    ],
  },
  pre_computation: {
    kind: 'article',
    columns: [['pre_budget', '预算测算'], ['pre_forecast', '指标预测'], ['pre_analysis', '统计分析']],
    patterns: ['{y}年{s}预计算结果', '{s}测算说明', '关于{y}年{s}的预计算报告', '{s}季度预测分析'],
    subjects: [
      '部门预算收支', '项目支出', '政府采购预算', '基本支出', '“三公”经费', '转移支付资金', '专项资金绩效', '人员经费',
      '公用经费', '资产配置预算', '基础设施投资', '民生支出', '社会保障资金',
    ],
  },
};

export const SOURCES: readonly string[] = ['本局办公室', '本局政策法规处', '本局组织人事处', '本局机关党委', '省人民政府网', '人民网', '新华网', '省广播电视台', '本局信息中心', '市州局'];

/** Paragraph patterns of article bodies; `{s}` = subject, `{t}` = title. */
export const PARAGRAPHS: readonly string[] = [
  '为深入贯彻落实省委、省政府决策部署，进一步做好{s}相关工作，根据上级有关要求，结合我局工作实际，现就有关事项说明如下。',
  '各处室、各直属单位要高度重视，切实加强组织领导，明确责任分工，细化工作措施，确保{s}各项任务落到实处、取得实效。',
  '会议指出，{s}是推动高质量发展的重要抓手。要坚持问题导向和目标导向，聚焦重点难点，以钉钉子精神抓好各项任务落实。',
  '近年来，我局坚持以人民为中心的发展思想，围绕{s}持续发力，建立健全工作机制，形成了上下联动、齐抓共管的良好局面。',
  '下一步，我局将进一步总结经验、补齐短板，持续深化{s}，以更加务实的作风、更加有力的举措，推动各项工作再上新台阶。',
  '活动期间，干部职工积极参与、踊跃发言，大家纷纷表示，将以此次活动为契机，把{s}的成果转化为推动工作的强大动力。',
  '请各单位于规定时间前将{s}工作开展情况报送局办公室，联系人：王明，联系电话：0851-86891234，电子邮箱：bgs@example.gov.cn。',
  '据统计，{s}相关工作共覆盖全省9个市（州）、88个县（市、区），惠及群众12.6万余人次，群众满意度达到98.3%。',
  '本次公示期为5个工作日。公示期间，如对公示内容有异议，可通过来信、来电、来访等方式向局机关纪委反映。',
  '与会人员围绕{s}进行了深入交流讨论，并就下一阶段重点工作提出了意见建议，会议取得了预期效果。',
];

export const AUTHORS: readonly string[] = ['王明', '李文静', '张伟', '刘洋', '陈晓明', '杨帆', '赵敏', '黄磊', '周婷', '吴昊', '徐静', '孙丽', '马骏', '朱琳', '胡斌'];

export const REJECT_REASONS: readonly string[] = [
  '标题表述不规范，请按公文标题格式修改后重新提交。',
  '正文内容涉及未公开数据，请删除相关表述。',
  '配图与正文内容不符，请更换图片。',
  '发布时间与实际活动时间不一致，请核实。',
  '缺少附件材料，请补充完整后再提交。',
  '来源信息填写有误，请修改。',
];
