/** Column type → editor component. */
import type { ComponentType } from 'react';
import type { ColumnType } from '../types';
import type { EditorProps } from './editor-props';
import { InputEditor, InputPopEditor, TextareaEditor } from './TextEditors';
import { NumberEditor } from './NumberEditor';
import { CheckboxCell } from './CheckboxCell';
import { MultiSelectEditor, RadioCell, SearchSelectEditor, SelectEditor } from './ChoiceEditors';
import { AsyncSearchEditor } from './AsyncSearchEditor';
import { DateEditor } from './DateEditors';
import { UploadCell } from './UploadCells';
import { PickerEditor, PopupEditor } from './PickerEditors';

export const EDITORS: Record<Exclude<ColumnType, 'slot' | 'hidden'>, ComponentType<EditorProps>> = {
  input: InputEditor,
  inputNumber: NumberEditor,
  checkbox: CheckboxCell,
  select: SelectEditor,
  sel_depart: PickerEditor,
  sel_user: PickerEditor,
  date: DateEditor,
  datetime: DateEditor,
  time: DateEditor,
  input_pop: InputPopEditor,
  textarea: TextareaEditor,
  upload: UploadCell,
  file: UploadCell,
  image: UploadCell,
  popup: PopupEditor,
  radio: RadioCell,
  list_multi: MultiSelectEditor,
  sel_search: SearchSelectEditor,
  sel_search_async: AsyncSearchEditor,
};
