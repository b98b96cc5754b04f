export { DraftRestoreOffer } from './DraftRestoreOffer';
export { DraftRestoreList, type DraftRestoreListProps } from './DraftRestoreList';
export { useDiscardGuard } from './use-discard-guard';
export { DRAFT_TEXT } from './messages';
