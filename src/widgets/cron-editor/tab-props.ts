import type { FieldValueKey } from '@machines/cronEditor.machine';
import type { AnyField } from '@/lib/cron/cron-model';

/** What every tab gets: its field from the statechart snapshot and two ways to change it. */
export interface TabProps<F extends AnyField> {
  field: F;
  disabled?: boolean;
  onMode: (mode: F['mode']) => void;
  onValue: (key: FieldValueKey, value: number | number[]) => void;
}
