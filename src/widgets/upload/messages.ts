/** Upload texts, copied from widgets.md §5, §8, §9 (and the Vue JUpload/JImageUpload). */
export const UPLOAD_TEXT = {
  imageTooLarge: '文件大小不可超过5M',
  imageBadFormat: '不支持该格式文件',
  needImage: '请上传图片',
  tooMany: (n: number) => `最多只能上传${n}个附件！`,
  /** Moving the first image left. */
  unknownOp: '未知的操作',
  /** Moving the last image right. */
  atEnd: '已到最后~',
  failed: (name: string) => `${name} 上传失败.`,
  succeeded: (name: string) => `${name} 上传成功!`,
  errorTitle: '上传出错',
  errorLead: '错误信息：',
  /** Tooltip of a failed file without a server message. */
  failedTooltip: '上传失败',
  unknownError: '未知错误',
  imageText: '上传',
  fileText: '点击上传',
  moveLeft: '左移',
  moveRight: '右移',
  remove: '删除',
  preview: '预览',
  retry: '重新上传',
  ok: '确定',
  close: '关闭',
} as const;
