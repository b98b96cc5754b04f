import type { Story } from '@ladle/react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { http, HttpResponse } from 'msw';
import type { ContentRow } from '@/api/content';
import { areaDef, type ContentAreaDef } from '@/features/content/areas';
import { toFormValues, validateContent, type ContentFormValues } from '@/features/content/content-form';
import { ContentDetailDialog } from '@/features/content/ContentDetailDialog';
import { ContentFormDialog, type ContentDialogMode } from '@/features/content/ContentFormDialog';
import { shows } from './story-shows';

export default { title: 'Content / Forms and detail' };

const LINK = areaDef('friendship_link');
const PICTURE = areaDef('home_picture_link');
const ARTICLE = areaDef('notice');

const stamp = { createBy: 'editor', createTime: '2024-11-20 09:30:00', updateBy: null, updateTime: null, sysOrgCode: 'A01' };
const link: ContentRow = {
  id: 'l1', area: 'friendship_link', title: '中国政府网', linkUrl: 'https://www.gov.cn/', columnCode: 'link_gov', columnCode_dictText: '政府网站',
  sortNo: 1, status: '1', status_dictText: '上线', auditStatus: '2', auditStatus_dictText: '审核通过', ...stamp,
};
const picture: ContentRow = {
  id: 'p1', area: 'home_picture_link', title: '优化营商环境专题', linkUrl: 'https://www.example.gov.cn/zt/yshj.html', coverImage: 'content/seed/banner-2.bmp',
  columnCode: 'home_carousel', columnCode_dictText: '首页轮播', sortNo: 2, status: '1', status_dictText: '上线', auditStatus: '3', auditStatus_dictText: '已驳回',
  auditReason: '配图与正文内容不符，请更换图片。', ...stamp,
};
const article: ContentRow = {
  id: 'a1', area: 'notice', title: '关于开展2024年度政府信息公开工作的通知', columnCode: 'notice_notice', columnCode_dictText: '通知',
  content: '<p>为深入贯彻落实省委、省政府决策部署，进一步做好政府信息公开相关工作，现就有关事项通知如下。</p><p><img src="/zw-lgb2/sys/common/static/content/seed/banner-1.bmp" alt="配图"></p><p>请各处室于11月30日前报送工作开展情况。</p>',
  coverImage: 'content/seed/banner-4.bmp', source: '本局办公室', author: '王明', publishTime: '2024-11-20 10:00:00', sortNo: 1, status: '1', status_dictText: '上线',
  auditStatus: '0', auditStatus_dictText: '草稿', ...stamp,
};

/** The server refuses every save of the area (the dialog stays open with the message). */
const failing = (def: ContentAreaDef) => [
  http.post(`*/zw-lgb2/content/${def.segment}/add`, () => HttpResponse.json({ success: false, code: 500, message: '操作失败', result: null, timestamp: Date.now() })),
  http.put(`*/zw-lgb2/content/${def.segment}/edit`, () => HttpResponse.json({ success: false, code: 500, message: '操作失败', result: null, timestamp: Date.now() })),
];

function Harness({ def, mode, record, invalid }: { def: ContentAreaDef; mode: ContentDialogMode; record?: ContentRow; invalid?: ContentFormValues }) {
  const [open, setOpen] = useState(true);
  return (
    <Box sx={{ p: 2 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        打开
      </Button>
      <ContentFormDialog
        def={def}
        mode={open ? mode : null}
        record={record}
        initialValues={invalid}
        initialErrors={invalid ? validateContent(invalid, def.kind) : undefined}
        onClose={() => setOpen(false)}
        onSaved={() => setOpen(false)}
      />
    </Box>
  );
}

const badLink = { ...toFormValues(null), title: '', linkUrl: 'ftp://files.example.cn' };
const badPicture = { ...toFormValues(null), title: '首页横幅', linkUrl: 'www.example.gov.cn' };
const badArticle = { ...toFormValues(null), title: '关于'.repeat(60) };

export const LinkEmpty: Story = () => <Harness def={LINK} mode="add" />;
shows(LinkEmpty, { text: ['标题', '链接地址', '排序'], roles: [{ role: 'dialog', name: '新增' }], absent: ['图片', '正文', '请输入标题'] });
export const LinkFilled: Story = () => <Harness def={LINK} mode="edit" record={link} />;
shows(LinkFilled, { text: ['政府网站', '该信息已审核通过，修改保存后将变为草稿，需重新提交审核。'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['请输入标题'] });
/** Title missing, address not http(s). */
export const LinkInvalid: Story = () => <Harness def={LINK} mode="add" invalid={badLink} />;
shows(LinkInvalid, { text: ['请输入标题', '请输入以http://或https://开头的链接地址'], roles: [{ role: 'dialog', name: '新增' }] });
export const LinkServerFailure: Story = () => <Harness def={LINK} mode="edit" record={link} />;
LinkServerFailure.msw = failing(LINK);
shows(LinkServerFailure, { text: ['政府网站', '该信息已审核通过，修改保存后将变为草稿，需重新提交审核。'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['请输入标题'] });

export const PictureEmpty: Story = () => <Harness def={PICTURE} mode="add" />;
shows(PictureEmpty, { text: ['链接地址', '图片'], roles: [{ role: 'dialog', name: '新增' }, { role: 'button', name: '上传' }], absent: ['正文', '请上传图片'] });
/** A rejected picture link: the reviewer's reason above the fields. */
export const PictureFilled: Story = () => <Harness def={PICTURE} mode="edit" record={picture} />;
shows(PictureFilled, { text: ['驳回原因：配图与正文内容不符，请更换图片。', '首页轮播'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['请上传图片'] });
/** Address without scheme, no picture. */
export const PictureInvalid: Story = () => <Harness def={PICTURE} mode="add" invalid={badPicture} />;
shows(PictureInvalid, { text: ['请输入以http://或https://开头的链接地址', '请上传图片'], roles: [{ role: 'dialog', name: '新增' }], absent: ['请输入标题'] });
export const PictureServerFailure: Story = () => <Harness def={PICTURE} mode="edit" record={picture} />;
PictureServerFailure.msw = failing(PICTURE);
shows(PictureServerFailure, { text: ['驳回原因：配图与正文内容不符，请更换图片。', '首页轮播'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['请上传图片'] });

export const ArticleEmpty: Story = () => <Harness def={ARTICLE} mode="add" />;
shows(ArticleEmpty, { text: ['正文', '附件', '来源', '作者', '发布时间'], roles: [{ role: 'dialog', name: '新增' }], absent: ['链接地址', '最大长度100位字符'] });
export const ArticleFilled: Story = () => <Harness def={ARTICLE} mode="edit" record={article} />;
shows(ArticleFilled, { text: ['为深入贯彻落实省委、省政府决策部署', '请各处室于11月30日前报送工作开展情况。', '2024-11-20 10:00:00'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['该信息已审核通过，修改保存后将变为草稿，需重新提交审核。'] });
/** An approved article: the warning that saving makes it a 草稿 again. */
export const ArticleApprovedEdit: Story = () => <Harness def={ARTICLE} mode="edit" record={{ ...article, auditStatus: '2', auditStatus_dictText: '审核通过' }} />;
shows(ArticleApprovedEdit, { text: ['该信息已审核通过，修改保存后将变为草稿，需重新提交审核。', '为深入贯彻落实省委、省政府决策部署'], roles: [{ role: 'dialog', name: '编辑' }] });
/** Title longer than 100 characters. */
export const ArticleInvalid: Story = () => <Harness def={ARTICLE} mode="add" invalid={badArticle} />;
shows(ArticleInvalid, { text: ['最大长度100位字符'], roles: [{ role: 'dialog', name: '新增' }] });
export const ArticleServerFailure: Story = () => <Harness def={ARTICLE} mode="edit" record={article} />;
ArticleServerFailure.msw = failing(ARTICLE);
shows(ArticleServerFailure, { text: ['为深入贯彻落实省委、省政府决策部署', '请各处室于11月30日前报送工作开展情况。', '2024-11-20 10:00:00'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['该信息已审核通过，修改保存后将变为草稿，需重新提交审核。'] });

/** 详情 of a body carrying a script and an onerror handler: both inert, the picture shown. */
export const DetailXssBody: Story = () => (
  <ContentDetailDialog
    def={ARTICLE}
    record={{ ...article, content: `${article.content}<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><p>（以上为测试正文）</p>` }}
    onClose={() => undefined}
  />
);
shows(DetailXssBody, { text: ['关于开展2024年度政府信息公开工作的通知', '请各处室于11月30日前报送工作开展情况。', '（以上为测试正文）', '本局办公室'], roles: [{ role: 'dialog', name: '详情' }], absent: ['window.__xss'] });
export const DetailPictureLink: Story = () => <ContentDetailDialog def={PICTURE} record={picture} onClose={() => undefined} />;
shows(DetailPictureLink, { text: ['优化营商环境专题', '已驳回', '配图与正文内容不符，请更换图片。', 'https://www.example.gov.cn/zt/yshj.html'], roles: [{ role: 'dialog', name: '详情' }] });

// Every other area's add form: the same kind's fields with the area's own title and 栏目 options.
export const PictureLinkAdd: Story = () => <Harness def={areaDef('picture_link')} mode="add" />;
shows(PictureLinkAdd, { text: ['链接地址', '图片'], roles: [{ role: 'dialog', name: '新增' }, { role: 'button', name: '上传' }], absent: ['正文', '请上传图片'] });
/** An article area's add form: body, attachments, source, author and publish time, no link. */
const articleAreaAdd = (area: Parameters<typeof areaDef>[0]): Story =>
  shows(() => <Harness def={areaDef(area)} mode="add" />, { text: ['正文', '附件', '来源', '作者', '发布时间'], roles: [{ role: 'dialog', name: '新增' }], absent: ['链接地址', '最大长度100位字符'] });
export const HotFocusAdd: Story = articleAreaAdd('hot_focus');
export const WorkStatusAdd: Story = articleAreaAdd('work_status');
export const CadreWorkAdd: Story = articleAreaAdd('cadre_work');
export const CareChildrenAdd: Story = articleAreaAdd('care_children');
export const StudyGardenAdd: Story = articleAreaAdd('study_garden');
export const ThematicActivitiesAdd: Story = articleAreaAdd('thematic_activities');
export const ExamplePowerAdd: Story = articleAreaAdd('example_power');
export const PreComputationAdd: Story = articleAreaAdd('pre_computation');
