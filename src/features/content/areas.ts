/**
 * The twelve content areas as data over one resource definition: the screen, form, detail and
 * list all read their title, permission prefix, URL segment, kind and columns (栏目) from here.
 * The column values mirror the server's `content_column` dictionary (a unit test keeps them equal).
 */
import type { ContentArea } from '@/api/content';

export type ContentKind = 'link' | 'picture' | 'article';

/** The form fields of every kind; which ones an area shows is `FIELDS_BY_KIND[kind]`. */
export type ContentField =
  | 'title'
  | 'linkUrl'
  | 'coverImage'
  | 'columnCode'
  | 'content'
  | 'attachments'
  | 'source'
  | 'author'
  | 'publishTime'
  | 'sortNo'
  | 'status';

export interface ColumnOption {
  value: string;
  text: string;
}

export interface ContentAreaDef {
  area: ContentArea;
  title: string;
  /** Button permissions `<prefix>:add|edit|delete|batch_delete|import|export|audit`. */
  permissionPrefix: string;
  /** URL segment: `/content/<segment>/list` … */
  segment: string;
  kind: ContentKind;
  /** The menu's component string (`content/NoticeList`). */
  component: string;
  columns: readonly ColumnOption[];
}

export const FIELDS_BY_KIND: Readonly<Record<ContentKind, readonly ContentField[]>> = {
  link: ['title', 'columnCode', 'linkUrl', 'sortNo', 'status'],
  picture: ['title', 'columnCode', 'linkUrl', 'coverImage', 'sortNo', 'status'],
  article: ['title', 'columnCode', 'content', 'coverImage', 'attachments', 'source', 'author', 'publishTime', 'sortNo', 'status'],
};

/** Fields a kind requires (the asterisk and the 请输入/请选择 messages). */
export const REQUIRED_BY_KIND: Readonly<Record<ContentKind, readonly ContentField[]>> = {
  link: ['title', 'linkUrl'],
  picture: ['title', 'linkUrl', 'coverImage'],
  article: ['title'],
};

const cols = (...pairs: Array<[string, string]>): ColumnOption[] => pairs.map(([value, text]) => ({ value, text }));

const def = (area: ContentArea, title: string, segment: string, kind: ContentKind, component: string, columns: ColumnOption[]): ContentAreaDef => ({
  area,
  title,
  permissionPrefix: area,
  segment,
  kind,
  component,
  columns,
});

export const CONTENT_AREAS: readonly ContentAreaDef[] = [
  def('friendship_link', '友情链接', 'friendshipLink', 'link', 'content/FriendshipLinkList', cols(['link_gov', '政府网站'], ['link_dept', '部门网站'], ['link_media', '媒体网站'], ['link_other', '其他链接'])),
  def('home_picture_link', '首页图片链接', 'homePictureLink', 'picture', 'content/HomePictureLinkList', cols(['home_carousel', '首页轮播'], ['home_banner', '首页横幅'], ['home_float', '首页飘窗'])),
  def('picture_link', '图片链接', 'pictureLink', 'picture', 'content/PictureLinkList', cols(['pic_topic', '专题图片'], ['pic_service', '服务图片'], ['pic_public', '公开图片'])),
  def('notice', '通知公告', 'notice', 'article', 'content/NoticeList', cols(['notice_notice', '通知'], ['notice_bulletin', '公告'], ['notice_publicity', '公示'])),
  def('hot_focus', '热点聚焦', 'hotFocus', 'article', 'content/HotFocusList', cols(['focus_news', '要闻'], ['focus_topic', '专题'], ['focus_media', '媒体关注'])),
  def('work_status', '工作动态', 'workStatus', 'article', 'content/WorkStatusList', cols(['work_organ', '机关动态'], ['work_grassroots', '基层动态'], ['work_city', '市州动态'])),
  def('cadre_work', '干部工作', 'cadreWork', 'article', 'content/CadreWorkList', cols(['cadre_appoint', '干部任免'], ['cadre_training', '干部培训'], ['cadre_supervise', '干部监督'])),
  def('care_children', '关爱儿童', 'careChildren', 'article', 'content/CareChildrenList', cols(['care_policy', '政策法规'], ['care_action', '关爱行动'], ['care_story', '成长故事'])),
  def('study_garden', '学习园地', 'studyGarden', 'article', 'content/StudyGardenList', cols(['study_theory', '理论学习'], ['study_business', '业务学习'], ['study_experience', '心得体会'])),
  def('thematic_activities', '专题活动', 'thematicActivities', 'article', 'content/ThematicActivitiesList', cols(['theme_education', '主题教育'], ['theme_volunteer', '志愿服务'], ['theme_culture', '文体活动'])),
  def('example_power', '榜样力量', 'examplePower', 'article', 'content/ExamplePowerList', cols(['example_advanced', '先进典型'], ['example_model', '模范事迹'], ['example_honor', '荣誉表彰'])),
  def('pre_computation', '预计算', 'preComputation', 'article', 'content/PreComputationList', cols(['pre_budget', '预算测算'], ['pre_forecast', '指标预测'], ['pre_analysis', '统计分析'])),
];

const BY_COMPONENT = new Map(CONTENT_AREAS.map((a) => [a.component, a]));
const BY_AREA = new Map(CONTENT_AREAS.map((a) => [a.area, a]));

/** The area a menu component string names, or undefined for a string that is not a content area. */
export const areaOfComponent = (component: string): ContentAreaDef | undefined => BY_COMPONENT.get(component);

export const areaDef = (area: ContentArea): ContentAreaDef => BY_AREA.get(area)!;

/** Dictionaries the lists and forms use. */
export const CONTENT_DICTS = {
  audit: 'content_audit_status',
  /** Shown on the site or not (上线 / 下线). */
  publish: 'content_publish_status',
  column: 'content_column',
} as const;
