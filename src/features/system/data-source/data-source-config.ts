/** 多数据源管理 (`system/SysDataSourceList`, contract §4.19). The password is never a column. */
import type { SysDataSourceRow } from '@/api/sys/data-source';
import type { RecordField, RecordValues as Values } from '@/widgets/form';
import { listUrlsOf, type ListScreenSpec } from '@/widgets/list';
import { DATA_SOURCE_API } from '@/api/sys/data-source';

export type DataSourceRow = SysDataSourceRow;

export const DATA_SOURCE_URLS = listUrlsOf(DATA_SOURCE_API);

export const DB_TYPE_DICT = 'database_type';

/** Driver class and URL template per database_type value, filled in when the type is chosen. */
export const DRIVERS: Record<string, { driver: string; url: string }> = {
  '1': { driver: 'com.mysql.jdbc.Driver', url: 'jdbc:mysql://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useUnicode=true&useSSL=false' },
  '2': { driver: 'oracle.jdbc.OracleDriver', url: 'jdbc:oracle:thin:@127.0.0.1:1521:ORCL' },
  '3': { driver: 'com.microsoft.sqlserver.jdbc.SQLServerDriver', url: 'jdbc:sqlserver://127.0.0.1:1433;SelectMethod=cursor;DatabaseName=jeecgboot' },
  '4': { driver: 'org.postgresql.Driver', url: 'jdbc:postgresql://127.0.0.1:5432/jeecg-boot' },
  '5': { driver: 'com.mysql.cj.jdbc.Driver', url: 'jdbc:mysql://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useUnicode=true&useSSL=false&tinyInt1isBit=false&allowPublicKeyRetrieval=true&serverTimezone=Asia/Shanghai' },
  '6': { driver: 'dm.jdbc.driver.DmDriver', url: 'jdbc:dm://127.0.0.1:5236/?jeecg-boot&zeroDateTimeBehavior=convertToNull&useUnicode=true&characterEncoding=utf-8' },
  '7': { driver: 'com.kingbase8.Driver', url: 'jdbc:kingbase8://127.0.0.1:54321/jeecg-boot' },
};

export const DATA_SOURCE_KEYS = ['code', 'name', 'dbType', 'dbDriver', 'dbUrl', 'dbName', 'dbUsername', 'dbPassword', 'remark'] as const;

export function dataSourceFields(checkCode: (code: string, id?: string) => Promise<string | undefined>): RecordField[] {
  return [
    { name: 'code', label: '数据源编码', required: '请输入数据源编码!', fixedOnEdit: true, check: (v, _all, id) => checkCode(v, id) },
    { name: 'name', label: '数据源名称', required: '请输入数据源名称!' },
    {
      name: 'dbType',
      label: '数据库类型',
      kind: 'select',
      dictCode: DB_TYPE_DICT,
      required: '请选择数据库类型!',
      fill: (v: string): Values => (DRIVERS[v] ? { dbDriver: DRIVERS[v].driver, dbUrl: DRIVERS[v].url } : {}),
    },
    { name: 'dbDriver', label: '驱动类', required: '请输入驱动类!' },
    { name: 'dbUrl', label: '数据源地址', required: '请输入数据源地址!' },
    { name: 'dbName', label: '数据库名称' },
    { name: 'dbUsername', label: '用户名', required: '请输入用户名!' },
    { name: 'dbPassword', label: '密码', kind: 'password', required: '请输入密码!' },
    { name: 'remark', label: '备注', kind: 'multiline', rows: 2 },
  ];
}

export const DATA_SOURCE_SCREEN: ListScreenSpec<DataSourceRow> = {
  url: DATA_SOURCE_URLS,
  columns: [
    { field: 'code', title: '数据源编码', sortable: true },
    { field: 'name', title: '数据源名称', sortable: true },
    { field: 'dbType_dictText', title: '数据库类型', sortable: true },
    { field: 'dbDriver', title: '驱动类', width: 200 },
    { field: 'dbUrl', title: '数据源地址', flex: 1 },
    { field: 'dbName', title: '数据库名称' },
    { field: 'dbUsername', title: '用户名' },
    { field: 'remark', title: '备注' },
  ],
  queryFields: [
    { name: 'name', label: '数据源名称', mode: 'like' },
    { name: 'dbType', label: '数据库类型', type: 'select', dictCode: DB_TYPE_DICT },
  ],
  permissionPrefix: 'data_source',
};
