/**
 * Every endpoint the picker widgets call, for handlers/index.ts:
 * department trees, users and roles, tree dictionaries and categories, and
 * the online-report API behind the popup picker.
 */
import type { HttpHandler } from 'msw';
import { departPickerHandlers } from './pickers-depart';
import { reportPickerHandlers } from './pickers-report';
import { treePickerHandlers } from './pickers-tree';
import { userPickerHandlers } from './pickers-user';

export const pickerHandlers: HttpHandler[] = [...departPickerHandlers, ...userPickerHandlers, ...treePickerHandlers, ...reportPickerHandlers];

export { setGeneratedDeparts, generateDeparts, indexDeparts, departLevel } from './pickers-depart';
