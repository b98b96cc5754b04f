import type { Story } from '@ladle/react';
import type { TemplateRow } from '@/features/message/message-template-config';
import { MessageTemplateFormDialog } from '@/features/message/MessageTemplateFormDialog';
import { SendTestDialog } from '@/features/message/SendTestDialog';
import { addEditHandlers, DialogHarness, dictHandlers, duplicateCheck, inDialogHarness, writeHandler } from './fixtures/system-dialogs';
import { shows } from './story-shows';

export default { title: 'System / Message template dialogs' };

const template: TemplateRow = {
  id: 't1',
  templateCode: 'SYS001',
  templateName: '审批提醒',
  templateType: '1',
  templateType_dictText: '文本',
  templateContent: '${name}，您有一条待审批的流程：${title}',
  templateTestJson: '{"name":"张三","title":"请假申请"}',
};

/** `SYS001` is a taken code. */
const handlers = (failure: string | null = null) => [
  ...dictHandlers({ msgType: [['1', '文本'], ['2', '富文本'], ['3', '微信']], messageType: [['1', '短信'], ['2', '邮件'], ['3', '微信']] }),
  duplicateCheck(['SYS001']),
  ...addEditHandlers('/sys/message/sysMessageTemplate', '添加成功！', '更新成功！', failure),
  writeHandler('post', '/sys/message/sysMessageTemplate/sendMsg', '消息发送成功！', failure),
];

const Template = inDialogHarness(MessageTemplateFormDialog);

function SendTest({ submit }: { submit?: boolean }) {
  return <DialogHarness submitOnOpen={submit}>{(open, close) => <SendTestDialog template={open ? template : null} onClose={close} />}</DialogHarness>;
}

/** 新增: blank; code `SYS001` is taken. */
export const TemplateEmpty: Story = () => <Template mode="add" />;
TemplateEmpty.msw = handlers();
shows(TemplateEmpty, { text: ['模板CODE', '模板标题', '模板内容', '模板测试json'], roles: [{ role: 'dialog', name: '新增' }], absent: ['请输入模板标题!', '张三'] });

/** 编辑: the code is fixed once saved. */
export const TemplateFilled: Story = () => <Template mode="edit" record={template} />;
TemplateFilled.msw = handlers();
shows(TemplateFilled, { text: ['文本', '${name}，您有一条待审批的流程：${title}', '{"name":"张三","title":"请假申请"}'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['请输入模板标题!'] });

/** The rules at once: required fields and test data that is not a JSON object. */
export const TemplateInvalid: Story = () => <Template mode="edit" record={{ ...template, templateName: '', templateContent: '', templateTestJson: 'not json' }} invalid />;
TemplateInvalid.msw = handlers();
shows(TemplateInvalid, { text: ['请输入模板标题!', '请输入模板内容!', '请输入JSON格式的测试数据!'], roles: [{ role: 'dialog', name: '编辑' }] });

/** 确定 answers the server's refusal. */
export const TemplateServerFailure: Story = () => <Template mode="edit" record={template} />;
TemplateServerFailure.msw = handlers('操作失败');
shows(TemplateServerFailure, { text: ['文本', '${name}，您有一条待审批的流程：${title}', '{"name":"张三","title":"请假申请"}'], roles: [{ role: 'dialog', name: '编辑' }, { role: 'button', name: '确定' }] });

/** 详情: read-only. */
export const TemplateDetail: Story = () => <Template mode="detail" record={template} />;
TemplateDetail.msw = handlers();
shows(TemplateDetail, { text: ['文本', '${name}，您有一条待审批的流程：${title}', '{"name":"张三","title":"请假申请"}'], roles: [{ role: 'dialog', name: '详情' }, { role: 'button', name: '关闭' }], absent: ['确定'] });

/** 发送测试 with the template's test data. */
export const SendTestFilled: Story = () => <SendTest />;
SendTestFilled.msw = handlers();
shows(SendTestFilled, { text: ['${name}，您有一条待审批的流程：${title}', '{"name":"张三","title":"请假申请"}', '消息类型', '消息接收方'], roles: [{ role: 'dialog', name: '发送测试' }, { role: 'button', name: '发送' }], absent: ['请选择消息类型!'] });

/** 发送 pressed with no channel and receiver: the required messages. */
export const SendTestInvalid: Story = () => <SendTest submit />;
SendTestInvalid.msw = handlers();
shows(SendTestInvalid, { text: ['请选择消息类型!', '请输入消息接收方!'], roles: [{ role: 'dialog', name: '发送测试' }] });

/** sendMsg answers the server's refusal. */
export const SendTestServerFailure: Story = () => <SendTest />;
SendTestServerFailure.msw = handlers('发送消息出错！');
shows(SendTestServerFailure, { text: ['${name}，您有一条待审批的流程：${title}', '{"name":"张三","title":"请假申请"}'], roles: [{ role: 'dialog', name: '发送测试' }, { role: 'button', name: '发送' }], absent: ['请选择消息类型!'] });
