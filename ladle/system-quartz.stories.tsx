import type { Story } from '@ladle/react';
import type { Result } from '@/api/envelope';
import type { QuartzJobRow } from '@/api/sys/quartz';
import type { QuartzServices } from '@/features/system/quartz/quartz-services';
import { QuartzJobFormDialog, type QuartzDialogMode } from '@/features/system/quartz/QuartzJobFormDialog';
import { DialogHarness } from './fixtures/system-dialogs';
import { shows } from './story-shows';

export default { title: 'System / Scheduled job dialog' };

const reply = (success: boolean, message: string): Result<string | null> => ({ success, message, code: success ? 200 : 500, result: success ? message : null, timestamp: Date.now() });
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 400));

/** In-memory services; `failing` answers the duplicate-class error of the unique index, `taken` says the class has a job. */
function fakeServices(failing = false, taken = false): QuartzServices {
  const fail = reply(false, '数据库中已存在该记录');
  return {
    add: () => later(failing ? fail : reply(true, '创建定时任务成功')),
    edit: () => later(failing ? fail : reply(true, '更新定时任务成功!')),
    pause: () => later(reply(true, '停止定时任务成功')),
    resume: () => later(reply(true, '启动定时任务成功')),
    execute: () => later(reply(true, '执行成功!')),
    classTaken: async () => taken,
  };
}

const filled: QuartzJobRow = {
  id: 'j1',
  jobClassName: 'org.jeecg.modules.quartz.job.SampleParamJob',
  cronExpression: '0 30 9 ? * MON-FRI',
  parameter: 'scott',
  description: '工作日上午九点半执行',
  status: -1,
  status_dictText: '停止',
};

function Harness({ mode, record = null, services = fakeServices(), validateOnOpen }: { mode: QuartzDialogMode; record?: QuartzJobRow | null; services?: QuartzServices; validateOnOpen?: boolean }) {
  return <DialogHarness>{(open, close) => <QuartzJobFormDialog mode={open ? mode : null} record={record} services={services} validateOnOpen={validateOnOpen} onClose={close} onSaved={close} />}</DialogHarness>;
}

/** 新增, empty (no schedule until one is chosen): 选择 opens the cron editor. */
export const Empty: Story = () => <Harness mode="add" />;
shows(Empty, { text: ['任务类名', 'Cron表达式', '参数'], roles: [{ role: 'dialog', name: '新增' }, { role: 'button', name: '选择' }], absent: ['请输入任务类名!', 'scott'] });

/** 编辑 of a stopped job with a weekday expression. */
export const Filled: Story = () => <Harness mode="edit" record={filled} />;
shows(Filled, { text: ['scott', '工作日上午九点半执行'], roles: [{ role: 'dialog', name: '编辑' }, { role: 'button', name: '确定' }], absent: ['请输入任务类名!'] });

/** Quartz rejects the hour 25; the class is missing. */
export const Invalid: Story = () => <Harness mode="edit" record={{ ...filled, jobClassName: '', cronExpression: '0 0 25 * * ?' }} validateOnOpen />;
shows(Invalid, { text: ['请输入任务类名!', '时字段无效：取值必须在0到23之间'], roles: [{ role: 'dialog', name: '编辑' }] });

/** The server refuses the save (duplicate class): its message as a warning, the dialog stays open. */
export const ServerFailure: Story = () => <Harness mode="add" services={fakeServices(true)} />;
shows(ServerFailure, { text: ['任务类名', 'Cron表达式'], roles: [{ role: 'dialog', name: '新增' }, { role: 'button', name: '确定' }], absent: ['请输入任务类名!'] });

/** 详情: read-only, only 关闭. */
export const Detail: Story = () => <Harness mode="detail" record={filled} />;
shows(Detail, { text: ['scott', '工作日上午九点半执行'], roles: [{ role: 'dialog', name: '详情' }, { role: 'button', name: '选择', disabled: true }, { role: 'button', name: '关闭' }], absent: ['确定'] });

/** The class already has a job: the field says so before anything is sent (blur the class or press 确定). */
export const ClassTaken: Story = () => <Harness mode="edit" record={filled} services={fakeServices(false, true)} validateOnOpen />;
shows(ClassTaken, { text: ['scott', '工作日上午九点半执行'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['请输入任务类名!'] });
