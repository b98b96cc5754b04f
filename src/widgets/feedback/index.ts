export { shownByClient, warnFailure } from './warn-failure';
