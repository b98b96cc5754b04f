/**
 * 保存 and 发布 in the workflow designers: both check the values first; 发布 stores them and then
 * publishes what was stored, so a rejected publish still leaves the saved draft behind.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { unwrap } from '@/api/errors';
import type { Result } from '@/api/envelope';
import { notify } from '@/ui/notify';
import { warnFailure } from '@/widgets/feedback';

export interface SavePublishOptions {
  /** False (having shown why) when the values cannot be stored yet. */
  check: () => boolean;
  save: () => Promise<{ id: string }>;
  publish: (id: string) => Promise<Result<unknown>>;
  /** Said after a save without publishing. */
  savedText: string;
  /** After a save or publish succeeded. */
  onDone: () => void;
}

export function useSavePublish({ check, save, publish, savedText, onDone }: SavePublishOptions) {
  const [busy, setBusy] = useState(false);
  const run = async (publishing: boolean) => {
    if (!check()) return;
    setBusy(true);
    try {
      const stored = await save();
      if (publishing) {
        const res = await publish(stored.id);
        unwrap(res);
        notify.success(res.message);
      } else {
        notify.success(savedText);
      }
      onDone();
    } catch (e) {
      warnFailure(e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export interface SavePublishFooterProps {
  busy: boolean;
  onCancel: () => void;
  onRun: (publishing: boolean) => Promise<void>;
  saveLabel: string;
  publishLabel: string;
}

export function SavePublishFooter({ busy, onCancel, onRun, saveLabel, publishLabel }: SavePublishFooterProps) {
  return (
    <Stack direction="row" spacing={1}>
      <Button onClick={onCancel}>取消</Button>
      <Button variant="outlined" disabled={busy} onClick={() => void onRun(false)}>
        {saveLabel}
      </Button>
      <Button variant="contained" disabled={busy} onClick={() => void onRun(true)}>
        {publishLabel}
      </Button>
    </Stack>
  );
}
