import type { Story } from '@ladle/react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { delay, http, HttpResponse } from 'msw';
import { RichTextEditor, RichTextEditorSkeleton, preloadRichTextEditor } from '@/widgets/rich-text';
import { uploadHandlers } from '@fake/handlers/upload';
import { shows } from './story-shows';

export default { title: 'Rich text' };

// The editor's code starts loading with the stories, as screens preload it when idle: the editor
// stories show the editor, not the placeholder for as long as its code takes (that is `Loading`).
void preloadRichTextEditor();

const CMS = '*/zw-lgb2/cas/cmsRecord/upload';
const envelope = (over: object) => ({ success: true, message: '', code: 200, result: null, timestamp: Date.now(), ...over });

const DOT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const FILLED = `<h2>关于做好2025年元旦、春节期间有关工作的通知</h2><p>各处室、各市局：</p><p>为切实做好<strong>元旦、春节</strong>期间各项工作，现将有关事项通知如下：</p><ol><li><p>严格落实值班制度；</p></li><li><p>做好安全生产检查。</p></li></ol><blockquote><p>请各单位于1月10日前报送值班表。</p></blockquote><p><img src="${DOT}" alt="示意图" width="120"></p>`;

/** Every tool's markup at once: headings, alignment, colours, a link, an attachment link and a table. */
const ALL_TOOLS =
  '<h1 style="text-align: center">关于公布2025年度行政许可事项清单的通知</h1>' +
  '<p style="text-align: right"><span style="color: #595959">发布日期：2025-01-06</span></p>' +
  '<h2>一、总体要求</h2>' +
  '<p style="text-align: justify">各市局要按照<span style="color: #c00000"><strong>“应进必进”</strong></span>原则，将清单内事项全部纳入<span style="color: #0070c0">政务服务平台</span>办理，详见<a target="_blank" rel="noopener noreferrer" href="https://www.gov.cn/">中国政府网</a>。</p>' +
  '<h3>二、事项清单</h3>' +
  '<table style="border-collapse: collapse; width: 100%"><tbody>' +
  '<tr><th style="border: 1px solid #bfbfbf; padding: 4px 8px"><p>序号</p></th><th style="border: 1px solid #bfbfbf; padding: 4px 8px"><p>事项名称</p></th><th style="border: 1px solid #bfbfbf; padding: 4px 8px"><p>办理时限</p></th></tr>' +
  '<tr><td style="border: 1px solid #bfbfbf; padding: 4px 8px"><p style="text-align: center">1</p></td><td style="border: 1px solid #bfbfbf; padding: 4px 8px"><p>建设工程规划许可</p></td><td style="border: 1px solid #bfbfbf; padding: 4px 8px"><p><span style="color: #00a000">5个工作日</span></p></td></tr>' +
  '<tr><td style="border: 1px solid #bfbfbf; padding: 4px 8px"><p style="text-align: center">2</p></td><td style="border: 1px solid #bfbfbf; padding: 4px 8px"><p>排污许可</p></td><td style="border: 1px solid #bfbfbf; padding: 4px 8px"><p><span style="color: #e36c09">10个工作日</span></p></td></tr>' +
  '</tbody></table>' +
  '<h4>三、附件</h4>' +
  '<p><a target="_blank" rel="noopener noreferrer" href="/zw-lgb2/sys/common/static/content/清单.xlsx">行政许可事项清单.xlsx</a></p>';

function Editor({ initial = '', disabled, hint }: { initial?: string; disabled?: boolean; hint?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <Box sx={{ p: 2, maxWidth: 820 }}>
      {hint ? (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {hint}
        </Typography>
      ) : null}
      <RichTextEditor value={html} onChange={setHtml} disabled={disabled} />
      <Typography variant="caption" component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', mt: 1 }}>
        {html || '（空）'}
      </Typography>
    </Box>
  );
}

export const Empty: Story = shows(() => <Editor hint="点击工具栏的图片按钮插入图片（存入服务器后按地址引用）。" />, { text: ['（空）'], roles: [{ role: 'button', name: '加粗', disabled: false }], absent: ['<p>'] });
Empty.msw = uploadHandlers;

export const Filled: Story = shows(() => <Editor initial={FILLED} />, { text: ['严格落实值班制度；', '请各单位于1月10日前报送值班表。'], roles: [{ role: 'button', name: '加粗', disabled: false }, { role: 'heading', name: '关于做好2025年元旦、春节期间有关工作的通知' }, { role: 'img', name: '示意图' }] });
Filled.msw = uploadHandlers;

export const AllTools: Story = shows(() => <Editor initial={ALL_TOOLS} hint="标题、对齐、文字颜色、链接、表格与附件链接，都由工具栏写入。" />, { text: ['发布日期：2025-01-06', '建设工程规划许可', '10个工作日'], roles: [{ role: 'button', name: '加粗', disabled: false }, { role: 'heading', name: '关于公布2025年度行政许可事项清单的通知' }, { role: 'link', name: '中国政府网' }, { role: 'link', name: '行政许可事项清单.xlsx' }, { role: 'table' }] });
AllTools.msw = uploadHandlers;

export const Loading: Story = () => (
  <Box sx={{ p: 2, maxWidth: 820 }}>
    <Typography variant="body2" color="text.secondary" gutterBottom>
      编辑器代码加载中时的占位（高度 350）。
    </Typography>
    <RichTextEditorSkeleton />
  </Box>
);
shows(Loading, { text: ['编辑器代码加载中时的占位（高度 350）。'], roles: [{ role: 'status', name: '编辑器加载中…' }], absent: ['加粗'] });

export const Disabled: Story = shows(() => <Editor initial={FILLED} disabled />, { text: ['严格落实值班制度；'], roles: [{ role: 'button', name: '加粗', disabled: true }, { role: 'heading', name: '关于做好2025年元旦、春节期间有关工作的通知' }] });

export const UnsafeValue: Story = shows(() => <Editor initial={'<p>正文<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a></p>'} hint="脚本、事件属性和 javascript: 链接在显示前已被清除。" />, { text: ['脚本、事件属性和 javascript: 链接在显示前已被清除。', '正文链接'], roles: [{ role: 'button', name: '加粗', disabled: false }, { role: 'link', name: '链接', count: 0 }] });

export const LocalEmbed: Story = shows(() => <Editor hint="服务器回答 local：图片以 base64 写入正文。" />, { text: ['服务器回答 local：图片以 base64 写入正文。', '（空）'], roles: [{ role: 'button', name: '加粗', disabled: false }] });
LocalEmbed.msw = [http.post(CMS, () => HttpResponse.json(envelope({ message: 'local' })))];

export const ImageUploading: Story = shows(() => <Editor hint="插入图片后，上传一直进行中（服务器不回答）。" />, { text: ['插入图片后，上传一直进行中（服务器不回答）。', '（空）'], roles: [{ role: 'button', name: '加粗', disabled: false }] });
ImageUploading.msw = [
  http.post(CMS, async () => {
    await delay('infinite');
    return HttpResponse.json(envelope({}));
  }),
];

export const ImageServerFailure: Story = shows(() => <Editor hint="插入图片时服务器返回失败。" />, { text: ['插入图片时服务器返回失败。', '（空）'], roles: [{ role: 'button', name: '加粗', disabled: false }] });
ImageServerFailure.msw = [http.post(CMS, () => HttpResponse.json(envelope({ success: false, code: 500, message: '上传失败！' })))];
