/** The announcement writes of the 系统通告 screen (contract §4.3). */
import { getAction, postAction, putAction } from '@/api/http';
import type { Result } from '@/api/envelope';
import type { SysAnnouncement } from '@/api/sys/announcement';
import { ANNOUNCEMENT_API } from '@/api/sys/announcement';

export type AnnouncementInput = Pick<SysAnnouncement, 'titile' | 'msgContent' | 'startTime' | 'endTime' | 'priority' | 'msgCategory' | 'msgType' | 'userIds'>;

export interface AnnouncementServices {
  add(values: AnnouncementInput): Promise<Result<unknown>>;
  edit(values: AnnouncementInput & { id: string }): Promise<Result<unknown>>;
  release(id: string): Promise<Result<unknown>>;
  revoke(id: string): Promise<Result<unknown>>;
}

export const announcementServices: AnnouncementServices = {
  add: (values) => postAction(ANNOUNCEMENT_API.add, values),
  edit: (values) => putAction(ANNOUNCEMENT_API.edit, values),
  release: (id) => getAction(ANNOUNCEMENT_API.doReleaseData, { id }),
  revoke: (id) => getAction(ANNOUNCEMENT_API.doReovkeData, { id }),
};
