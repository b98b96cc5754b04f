export { sendAndReport } from './send-and-report';
export { shownByClient, warnFailure } from './warn-failure';
