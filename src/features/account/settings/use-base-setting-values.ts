import { useEffect, useRef, useState } from 'react';
import type { AccountProfileExtras } from '@/api/sys/account';
import type { SysUser } from '@/api/sys/user';
import { useDraftAutosave } from '@/session/drafts';
import { validateValueAsync } from '@/validation';
import { useFormState } from '@/widgets/form';
import { fieldRules, syncErrors, valuesFromUser, type BaseSettingErrors, type BaseSettingValues } from './base-setting-rules';

export interface BaseSettingValuesOptions {
  base: SysUser | null;
  userId: string;
  /** The draft's form name; null keeps no draft. */
  draftForm: string | null;
  validateOnOpen: boolean;
  /** The fresh read of the user, once it answered. */
  serverUser: SysUser | null;
  savedExtras: AccountProfileExtras | undefined;
}

/**
 * The 基本设置 values and their messages. They start from the session's user,
 * take a restored draft, then the fresh reads; a field typed into (or
 * restored) before a read arrived keeps what was typed. What was typed is kept
 * (per user) as a draft until saved.
 */
export function useBaseSettingValues({ base, userId, draftForm, validateOnOpen, serverUser, savedExtras }: BaseSettingValuesOptions) {
  const [dirty, setDirty] = useState(false);
  const [opening] = useState(() => valuesFromUser(base));
  const form = useFormState<BaseSettingValues, BaseSettingErrors>(opening, { errors: validateOnOpen ? syncErrors(opening) : undefined, onEdit: () => setDirty(true) });
  const { values, setValues, errors, setErrors } = form;
  const [savedDescription, setSavedDescription] = useState('');
  const touched = useRef(new Set<keyof BaseSettingValues>());
  const kept = useDraftAutosave({ form: draftForm, title: '基本设置', values, dirty });
  const { restore } = kept;
  useEffect(() => {
    const draft = restore();
    if (!draft || typeof draft.values !== 'object' || draft.values === null) return;
    const restored = draft.values as Partial<BaseSettingValues>;
    for (const k of Object.keys(restored) as (keyof BaseSettingValues)[]) touched.current.add(k);
    setValues((v) => ({ ...v, ...restored }));
    setDirty(true);
  }, [restore, setValues]);

  useEffect(() => {
    if (!serverUser) return;
    // Fresh values: another tab or an administrator may have changed them since login.
    const fresh = valuesFromUser(serverUser, '');
    setValues((v) => {
      const next = { ...v };
      for (const k of Object.keys(fresh) as (keyof BaseSettingValues)[]) if (k !== 'description' && !touched.current.has(k)) next[k] = fresh[k];
      return next;
    });
  }, [serverUser, setValues]);

  useEffect(() => {
    if (!savedExtras) return;
    setSavedDescription(savedExtras.description);
    if (!touched.current.has('description')) setValues((v) => ({ ...v, description: savedExtras.description }));
  }, [savedExtras, setValues]);

  const set = <K extends keyof BaseSettingValues>(field: K, value: BaseSettingValues[K]) => {
    // A field typed into keeps what was typed when a fresh read of the user arrives.
    touched.current.add(field);
    form.set(field, value);
  };

  const blur = async (field: keyof BaseSettingValues) => {
    let message = syncErrors(values)[field];
    if (!message && (field === 'email' || field === 'phone')) message = await validateValueAsync(values[field], fieldRules(field, userId));
    setErrors((e) => ({ ...e, [field]: message }));
  };

  /** After a save: the draft goes and nothing counts as typed any more. */
  const saved = () => {
    kept.discard();
    setDirty(false);
  };

  return { values, errors, setErrors, set, blur, savedDescription, setSavedDescription, saved };
}
