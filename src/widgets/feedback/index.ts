export { sendAndReport, type Answer } from './send-and-report';
export { shownByClient, warnFailure } from './warn-failure';
