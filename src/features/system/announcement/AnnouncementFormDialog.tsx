import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@/api/errors';
import { notify } from '@/app/notify';
import { UserByDepartPicker } from '@/widgets/pickers';
import { RichTextEditor } from '@/widgets/rich-text';
import { ANNOUNCEMENT_TEXT as T, CATEGORY_OPTIONS, MSG_TYPE_OPTIONS, PRIORITY_OPTIONS, type AnnouncementRow } from './announcement-config';
import { announcementServices, type AnnouncementServices } from './announcement-services';

export type AnnouncementDialogMode = 'add' | 'edit' | 'detail';

interface Values {
  titile: string;
  msgCategory: string;
  startTime: string;
  endTime: string;
  priority: string;
  msgType: string;
  userIds: string;
  msgContent: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const blank: Values = { titile: '', msgCategory: '1', startTime: '', endTime: '', priority: 'L', msgType: 'ALL', userIds: '', msgContent: '' };

/** `yyyy-MM-dd HH:mm:ss` ↔ the datetime-local input's `yyyy-MM-ddTHH:mm`. */
const toInput = (v: string | null | undefined) => (v ? v.slice(0, 16).replace(' ', 'T') : '');
const fromInput = (v: string) => (v ? `${v.replace('T', ' ')}:00` : '');

export function validateAnnouncement(v: Values): Errors {
  const e: Errors = {};
  if (!v.titile.trim()) e.titile = T.titleRequired;
  if (!v.endTime) e.endTime = T.endRequired;
  else if (v.startTime && v.endTime < v.startTime) e.endTime = T.endBeforeStart;
  if (v.msgType === 'USER' && !v.userIds.split(',').some(Boolean)) e.userIds = T.usersRequired;
  return e;
}

export interface AnnouncementFormDialogProps {
  mode: AnnouncementDialogMode | null;
  record?: AnnouncementRow | null;
  onClose(): void;
  onSaved(): void;
  services?: AnnouncementServices;
}

/** 新增 / 编辑 / 详情 of an announcement: rich-text body, recipients (all / chosen users), priority. */
export function AnnouncementFormDialog({ mode, record, onClose, onSaved, services = announcementServices }: AnnouncementFormDialogProps) {
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const readOnly = mode === 'detail';

  useEffect(() => {
    if (mode === null) return;
    setValues(
      record
        ? {
            titile: record.titile ?? '',
            msgCategory: record.msgCategory ?? '1',
            startTime: toInput(record.startTime),
            endTime: toInput(record.endTime),
            priority: record.priority ?? 'L',
            msgType: record.msgType ?? 'ALL',
            // Stored with a trailing comma until published (contract §4.3).
            userIds: (record.userIds ?? '').replace(/,$/, ''),
            msgContent: record.msgContent ?? '',
          }
        : blank,
    );
    setErrors({});
  }, [mode, record]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly || saving) return;
    const found = validateAnnouncement(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = {
      titile: values.titile.trim(),
      msgCategory: values.msgCategory,
      startTime: fromInput(values.startTime) || null,
      endTime: fromInput(values.endTime),
      priority: values.priority,
      msgType: values.msgType,
      userIds: values.msgType === 'USER' ? `${values.userIds},` : null,
      msgContent: values.msgContent,
    };
    setSaving(true);
    try {
      const res = mode === 'edit' && record ? await services.edit({ ...input, id: record.id }) : await services.add(input);
      if (res.success) {
        notify.success(res.message);
        onSaved();
      } else notify.warning(res.message);
    } catch (err) {
      notify.warning(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={mode !== null} onClose={onClose} maxWidth={false} aria-labelledby="announcement-form-title" slotProps={{ paper: { sx: { width: 900, maxWidth: '95vw' } } }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="announcement-form-title">{mode ? T.titles[mode] : ''}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <TextField
              label={T.titile}
              required
              value={values.titile}
              onChange={(e) => set('titile', e.target.value)}
              error={Boolean(errors.titile)}
              helperText={errors.titile ?? ' '}
              slotProps={{ htmlInput: { readOnly } }}
            />
            <Stack direction="row" spacing={2}>
              <TextField select fullWidth label={T.msgCategory} value={values.msgCategory} onChange={(e) => set('msgCategory', e.target.value)} disabled={readOnly}>
                {CATEGORY_OPTIONS.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.text}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select fullWidth label={T.priority} value={values.priority} onChange={(e) => set('priority', e.target.value)} disabled={readOnly}>
                {PRIORITY_OPTIONS.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.text}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Stack direction="row" spacing={2}>
              <TextField
                fullWidth
                type="datetime-local"
                label={T.startTime}
                value={values.startTime}
                onChange={(e) => set('startTime', e.target.value)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly } }}
              />
              <TextField
                fullWidth
                required
                type="datetime-local"
                label={T.endTime}
                value={values.endTime}
                onChange={(e) => set('endTime', e.target.value)}
                error={Boolean(errors.endTime)}
                helperText={errors.endTime ?? ' '}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly } }}
              />
            </Stack>
            <Stack>
              <FormLabel id="announcement-msg-type">{T.msgType}</FormLabel>
              <RadioGroup row aria-labelledby="announcement-msg-type" value={values.msgType} onChange={(e) => set('msgType', e.target.value)}>
                {MSG_TYPE_OPTIONS.map((o) => (
                  <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.text} disabled={readOnly} />
                ))}
              </RadioGroup>
            </Stack>
            {values.msgType === 'USER' ? (
              <UserByDepartPicker
                label={T.userIds}
                store="id"
                value={values.userIds}
                onChange={(v) => set('userIds', v)}
                disabled={readOnly}
                error={Boolean(errors.userIds)}
                helperText={errors.userIds ?? ' '}
              />
            ) : null}
            <Stack spacing={1}>
              <FormLabel>{T.msgContent}</FormLabel>
              <RichTextEditor value={values.msgContent} onChange={(html) => set('msgContent', html)} disabled={readOnly} height={300} />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{readOnly ? T.close : T.cancel}</Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={saving}>
              {T.ok}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
