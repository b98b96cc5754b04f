/** Labels of the rich-text editor (the Vue console used TinyMCE's zh_CN pack; these are ours). */
export const RICH_TEXT = {
  editor: '富文本编辑器',
  toolbar: '编辑工具',
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  strike: '删除线',
  heading: '标题',
  bulletList: '无序列表',
  orderedList: '有序列表',
  quote: '引用',
  image: '插入图片',
  undo: '撤销',
  redo: '重做',
  loading: '编辑器加载中…',
  uploadingImage: '图片上传中…',
} as const;
