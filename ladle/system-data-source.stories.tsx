import type { Story } from '@ladle/react';
import { http, HttpResponse } from 'msw';
import type { DataSourceRow } from '@/features/system/data-source/data-source-config';
import { DataSourceFormDialog } from '@/features/system/data-source/DataSourceFormDialog';
import { addEditHandlers, API, dictHandlers, duplicateCheck, envelope, inDialogHarness } from './fixtures/system-dialogs';
import { shows } from './story-shows';

export default { title: 'System / Data source dialog' };

const source: DataSourceRow = {
  id: 'ds1',
  code: 'report_db',
  name: '报表库',
  dbType: '1',
  dbDriver: 'com.mysql.cj.jdbc.Driver',
  dbUrl: 'jdbc:mysql://127.0.0.1:3306/report?characterEncoding=UTF-8&useUnicode=true&useSSL=false&tinyInt1isBit=false',
  dbName: 'report',
  dbUsername: 'report',
  remark: '报表统计用',
};

/** The list never carries the password; queryById answers it decrypted. `local_db` is a taken code. */
const handlers = (failure: string | null = null) => [
  ...dictHandlers({ database_type: [['1', 'MySQL5.7'], ['4', 'MySQL8'], ['2', 'Oracle'], ['3', 'SQLServer']] }),
  duplicateCheck(['local_db']),
  http.get(`${API}/sys/dataSource/queryById`, () => HttpResponse.json(envelope({ ...source, dbPassword: 'report@123' }))),
  ...addEditHandlers('/sys/dataSource', '添加成功！', '编辑成功!', failure),
];

const DataSource = inDialogHarness(DataSourceFormDialog);

/** 新增: choosing a database type fills the driver and URL; code `local_db` is taken. */
export const Empty: Story = () => <DataSource mode="add" />;
Empty.msw = handlers();
shows(Empty, { text: ['数据源编码', '数据库类型', '驱动类', '数据源地址'], roles: [{ role: 'dialog', name: '新增' }], absent: ['请输入数据源编码!', 'MySQL5.7'] });

/** 编辑: read again through queryById, with the decrypted password; the code is fixed. */
export const Filled: Story = () => <DataSource mode="edit" record={source} />;
Filled.msw = handlers();
shows(Filled, { text: ['MySQL5.7', '报表统计用'], roles: [{ role: 'dialog', name: '编辑' }, { role: 'button', name: '确定' }], absent: ['请输入数据源编码!'] });

/** The required messages at once (a blank new data source). */
export const Invalid: Story = () => <DataSource mode="add" invalid />;
Invalid.msw = handlers();
shows(Invalid, { text: ['请输入数据源编码!', '请输入数据源名称!', '请选择数据库类型!', '请输入驱动类!', '请输入数据源地址!', '请输入用户名!', '请输入密码!'], roles: [{ role: 'dialog', name: '新增' }] });

/** 确定 answers the server's refusal. */
export const ServerFailure: Story = () => <DataSource mode="edit" record={source} />;
ServerFailure.msw = handlers('操作失败');
shows(ServerFailure, { text: ['MySQL5.7', '报表统计用'], roles: [{ role: 'dialog', name: '编辑' }, { role: 'button', name: '确定' }] });

/** 详情: read-only, 关闭 only. */
export const Detail: Story = () => <DataSource mode="detail" record={source} />;
Detail.msw = handlers();
shows(Detail, { text: ['MySQL5.7', '报表统计用'], roles: [{ role: 'dialog', name: '详情' }, { role: 'button', name: '关闭' }], absent: ['确定'] });
