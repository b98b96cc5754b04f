/** What a user sees when the code of a dialog could not be fetched (spec: chunk failures). */
export const CODE_FAILED_MESSAGE = '页面资源加载失败（ChunkLoadError），请检查网络后重试';
