/**
 * The one table behind every content area and the information audit queue: the areas differ
 * only by `area`, so the audit queue is a filter over the same rows, not a join of twelve tables.
 */
import type { ContentArea, ContentItem } from '@/api/types';
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
