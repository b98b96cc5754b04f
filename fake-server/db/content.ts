/**
 * The one table behind every content area and the information audit queue: the areas differ
 * only by `area`, so the audit queue is a filter over the same rows, not a join of twelve tables.
 */
import type { ContentArea, ContentItem } from '@/api/content';
import { defineTable } from './table';

export const contentTable = defineTable<ContentItem>('biz_content');

/** URL segment of each area: `/zw-lgb2/content/<segment>/list` … (see README, "Content endpoints"). */
export const CONTENT_AREA_PATHS: Readonly<Record<ContentArea, string>> = {
  friendship_link: 'friendshipLink',
  home_picture_link: 'homePictureLink',
  picture_link: 'pictureLink',
  notice: 'notice',
  hot_focus: 'hotFocus',
  work_status: 'workStatus',
  cadre_work: 'cadreWork',
  care_children: 'careChildren',
  study_garden: 'studyGarden',
  thematic_activities: 'thematicActivities',
  example_power: 'examplePower',
  pre_computation: 'preComputation',
};

/** Menu names of the areas (`area_dictText` of the audit queue, the dashboards' figures). */
export const CONTENT_AREA_NAMES: Readonly<Record<ContentArea, string>> = {
  friendship_link: '友情链接',
  home_picture_link: '首页图片链接',
  picture_link: '图片链接',
  notice: '通知公告',
  hot_focus: '热点聚焦',
  work_status: '工作动态',
  cadre_work: '干部工作',
  care_children: '关爱儿童',
  study_garden: '学习园地',
  thematic_activities: '专题活动',
  example_power: '榜样力量',
  pre_computation: '预计算',
};
