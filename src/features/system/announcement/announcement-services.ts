/** The announcement writes of the 系统通告 screen (contract §4.3). */
import { getAction, postAction, putAction } from '@/api/http';
import type { Result } from '@/api/envelope';
import type { SysAnnouncement } from '@/api/sys/announcement';

export type AnnouncementInput = Pick<SysAnnouncement, 'titile' | 'msgContent' | 'startTime' | 'endTime' | 'priority' | 'msgCategory' | 'msgType' | 'userIds'>;

export interface AnnouncementServices {
  add(values: AnnouncementInput): Promise<Result<unknown>>;
  edit(values: AnnouncementInput & { id: string }): Promise<Result<unknown>>;
  release(id: string): Promise<Result<unknown>>;
  revoke(id: string): Promise<Result<unknown>>;
}

export const announcementServices: AnnouncementServices = {
  add: (values) => postAction('/sys/annountCement/add', values),
  edit: (values) => putAction('/sys/annountCement/edit', values),
  release: (id) => getAction('/sys/annountCement/doReleaseData', { id }),
  revoke: (id) => getAction('/sys/annountCement/doReovkeData', { id }),
};
