import { useMemo } from 'react';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { localProblems, pickTrimmed, RecordFormDialog, savedInList, type RecordDialogMode, type RecordField, type RecordSave, type RecordValues, type RecordDialogBaseProps } from '@/widgets/form';
import { UserByDepartPicker } from '@/widgets/pickers';
import { RichTextEditor } from '@/widgets/rich-text';
import { ANNOUNCEMENT_TEXT as T, ANNOUNCEMENT_URLS, CATEGORY_OPTIONS, MSG_TYPE_OPTIONS, PRIORITY_OPTIONS, type AnnouncementRow } from './announcement-config';
import { announcementServices, type AnnouncementServices } from './announcement-services';

export type AnnouncementDialogMode = RecordDialogMode;

export const ANNOUNCEMENT_FIELDS: readonly RecordField[] = [
  { name: 'titile', label: T.titile, required: T.titleRequired, maxLength: 100 },
  { name: 'msgCategory', label: T.msgCategory, kind: 'select', options: CATEGORY_OPTIONS, defaultValue: '1' },
  { name: 'priority', label: T.priority, kind: 'select', options: PRIORITY_OPTIONS, defaultValue: 'L' },
  { name: 'startTime', label: T.startTime, kind: 'datetime' },
  { name: 'endTime', label: T.endTime, required: T.endRequired, kind: 'datetime', validate: (v, all) => (all.startTime && v < all.startTime ? T.endBeforeStart : undefined) },
  { name: 'msgType', label: T.msgType, kind: 'radio', options: MSG_TYPE_OPTIONS, defaultValue: 'ALL' },
  {
    name: 'userIds',
    label: T.userIds,
    hidden: (all) => all.msgType !== 'USER',
    // A blank of separators is no choice at all.
    required: () => T.usersRequired,
    validate: (v) => (v.split(',').some(Boolean) ? undefined : T.usersRequired),
    render: ({ field, value, error, locked, onChange }) => (
      <UserByDepartPicker label={field.label} store="id" value={value} onChange={onChange} disabled={locked} error={Boolean(error)} helperText={error ?? ' '} />
    ),
  },
  {
    name: 'msgContent',
    label: T.msgContent,
    render: ({ field, value, locked, onChange }) => (
      <Stack spacing={1}>
        <FormLabel>{field.label}</FormLabel>
        <RichTextEditor value={value} onChange={onChange} disabled={locked} height={300} />
      </Stack>
    ),
  },
];

export function validateAnnouncement(v: RecordValues): Record<string, string> {
  return localProblems(ANNOUNCEMENT_FIELDS, v);
}

function toValues(record: AnnouncementRow | null): RecordValues {
  return {
    titile: record?.titile ?? '',
    msgCategory: record?.msgCategory ?? '1',
    startTime: record?.startTime ?? '',
    endTime: record?.endTime ?? '',
    priority: record?.priority ?? 'L',
    msgType: record?.msgType ?? 'ALL',
    // Stored with a trailing comma until published (contract §4.3).
    userIds: (record?.userIds ?? '').replace(/,$/, ''),
    msgContent: record?.msgContent ?? '',
  };
}

const toBody = (v: RecordValues) => ({
  titile: v.titile.trim(),
  msgCategory: v.msgCategory,
  startTime: v.startTime || null,
  endTime: v.endTime,
  priority: v.priority,
  msgType: v.msgType,
  userIds: v.msgType === 'USER' ? `${v.userIds},` : null,
  msgContent: v.msgContent,
});

// After a timeout: an announcement has no unique field, so the list by title is searched for a row
// carrying the typed choices (the body is compared by the server's cleaned copy, so not here).
const findSaved = savedInList<RecordValues, AnnouncementRow>({
  listUrl: ANNOUNCEMENT_URLS.list,
  query: (v) => pickTrimmed(v, ['titile']),
  expected: (v) => pickTrimmed(v, ['titile', 'msgCategory', 'priority', 'msgType']),
});

/** How an announcement is saved, and how a timed-out save is checked. */
export const announcementSave = (services: AnnouncementServices): RecordSave<RecordValues, AnnouncementRow> => ({
  add: (v) => services.add(toBody(v)),
  edit: (v, r) => services.edit({ ...toBody(v), id: r.id }),
  findSaved,
});

export interface AnnouncementFormDialogProps extends RecordDialogBaseProps<AnnouncementRow> {
  services?: AnnouncementServices;
}

/** 新增 / 编辑 / 详情 of an announcement: rich-text body, recipients (all / chosen users), priority. */
export function AnnouncementFormDialog({ mode, record, onClose, onSaved, services = announcementServices }: AnnouncementFormDialogProps) {
  const save = useMemo(() => announcementSave(services), [services]);
  return <RecordFormDialog<AnnouncementRow> mode={mode} record={record} fields={ANNOUNCEMENT_FIELDS} toValues={toValues} save={save} width={900} onClose={onClose} onSaved={onSaved} />;
}
