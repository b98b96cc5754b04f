/**
 * Users: the demo accounts of the README plus ~310 generated staff spread
 * over the department tree, with their department and role links.
 */
import { pinyin } from 'pinyin-pro';
import type { SysDepart } from '@/api/sys/depart';
import { DEMO_PASSWORD } from '../config';
import type { SysUserDepartRow, SysUserRoleRow, SysUserAccountRow } from '../db/rows';
import { formatDate } from '../lib/dates';
import { hashPassword, makeSalt } from '../lib/password';
import { intBetween, pick, type SeedContext } from './context';
import { ROLE_IDS } from './roles';

const GENERATED_USERS = 310;

export interface UserSeed {
  users: SysUserAccountRow[];
  userDeparts: SysUserDepartRow[];
  userRoles: SysUserRoleRow[];
}

interface DemoAccount {
  id?: string;
  username: string;
  realname: string;
  phone: string;
  sex: number;
  departs: string[];
  roles: string[];
  status?: number;
  /** 职务 codes (sys_position.code, comma-separated), shown as post_dictText. */
  post?: string;
  /** 上级 of their departments (userIdentity 2), so 我的部门 shows them a tree. */
  head?: boolean;
  delFlag?: number;
  relTenantIds?: string | null;
  /** orgCode stored before the first login (null lets login pick the first depart). */
  orgCode?: string | null;
}

/** Listed in fake-server/README.md: keep both in sync. */
const DEMO_ACCOUNTS: DemoAccount[] = [
  { id: 'e9ca23d68d884d4ebb19d07889727dae', username: 'admin', realname: '管理员', phone: '18611111111', sex: 1, departs: ['A01A05'], roles: [ROLE_IDS.admin], head: true, post: 'ZW001' },
  { username: 'editor', realname: '李文静', phone: '18622222222', sex: 2, departs: ['A01A05A04'], roles: [ROLE_IDS.content_editor], post: 'ZW012,ZW013' },
  { id: 'a75d45a015c44384a04449ee80dc3503', username: 'jeecg', realname: '陈晓明', phone: '18633333333', sex: 1, departs: ['A01A01', 'A01A06'], roles: [ROLE_IDS.province_admin], relTenantIds: '1,2', orgCode: null, post: 'ZW006' },
  { username: 'frozen', realname: '冻结用户', phone: '18644444444', sex: 1, departs: ['A01A02A01'], roles: [ROLE_IDS.test], status: 2 },
  { username: 'retired', realname: '已注销用户', phone: '18655555555', sex: 2, departs: ['A01A03A01'], roles: [ROLE_IDS.test], delFlag: 1 },
  { username: 'tenantless', realname: '冻结租户用户', phone: '18666666666', sex: 1, departs: ['A01A07A01'], roles: [ROLE_IDS.test], relTenantIds: '3' },
];

function toPinyin(text: string, surname = false): string {
  return pinyin(text, { toneType: 'none', type: 'array', surname: surname ? 'head' : 'off' }).join('');
}

export function userRows(ctx: SeedContext, departs: SysDepart[]): UserSeed {
  const { faker, random } = ctx;
  const byCode = new Map(departs.map((d) => [d.orgCode, d]));
  const users: SysUserAccountRow[] = [];
  const userDeparts: SysUserDepartRow[] = [];
  const userRoles: SysUserRoleRow[] = [];
  const usernames = new Set<string>();
  const phones = new Set<string>();

  const addUser = (row: Omit<SysUserAccountRow, 'password' | 'salt'>, departIds: string[], roleIds: string[]) => {
    const salt = makeSalt(random);
    users.push({ ...row, password: hashPassword(row.username, DEMO_PASSWORD, salt), salt });
    usernames.add(row.username);
    if (row.phone) phones.add(row.phone);
    for (const depId of departIds) userDeparts.push({ id: ctx.nextId(), userId: row.id, depId });
    for (const roleId of roleIds) userRoles.push({ id: ctx.nextId(), userId: row.id, roleId });
  };

  const common = (n: number) => ({
    avatar: null,
    telephone: null,
    createBy: 'admin',
    createTime: ctx.at(-60 * 24 * (400 - (n % 300)) + n),
    updateBy: null,
    updateTime: null,
    activitiSync: 1,
    post: null,
    clientId: null,
    homePath: null,
    orgCodeTxt: null,
  });

  DEMO_ACCOUNTS.forEach((a, n) => {
    const deps = a.departs.map((code) => byCode.get(code)!);
    addUser(
      {
        id: a.id ?? ctx.nextId(),
        username: a.username,
        realname: a.realname,
        birthday: `19${80 + n}-0${(n % 9) + 1}-1${n}`,
        sex: a.sex,
        email: `${a.username}@example.com`,
        phone: a.phone,
        orgCode: a.orgCode === undefined ? deps[0].orgCode : a.orgCode,
        status: a.status ?? 1,
        delFlag: a.delFlag ?? 0,
        workNo: `ZW${String(n + 1).padStart(5, '0')}`,
        userIdentity: a.head ? 2 : 1,
        departIds: a.head ? deps.map((d) => d.id).join(',') : null,
        relTenantIds: a.relTenantIds ?? null,
        ...common(n),
        post: a.post ?? null,
      },
      deps.map((d) => d.id),
      a.roles,
    );
  });

  const sections = departs.filter((d) => d.orgType === '3');
  const offices = departs.filter((d) => d.orgType === '2');
  for (let i = 0; i < GENERATED_USERS; i += 1) {
    const sex = random() < 0.52 ? 1 : 2;
    const last = faker.person.lastName();
    const first = faker.person.firstName(sex === 1 ? 'male' : 'female');
    let username = `${toPinyin(last, true)}${toPinyin(first)}`.toLowerCase().replace(/[^a-z]/g, '') || `user${i}`;
    for (let k = 2; usernames.has(username); k += 1) username = `${username.replace(/\d+$/, '')}${k}`;
    let phone = '';
    do phone = `1${pick(random, ['3', '5', '8'])}${String(Math.floor(random() * 1e9)).padStart(9, '0')}`;
    while (phones.has(phone));
    // The first user of every office heads it (userIdentity 2 + departIds).
    const head = i < offices.length;
    const depart = head ? offices[i] : sections[i % sections.length];
    const roll = random();
    const role = head ? ROLE_IDS.province_admin : roll < 0.3 ? ROLE_IDS.content_editor : roll < 0.4 ? ROLE_IDS.hr : ROLE_IDS.test;
    const birth = ctx.epoch - intBetween(random, 23, 58) * 365.25 * 86_400_000 - intBetween(random, 0, 364) * 86_400_000;
    addUser(
      {
        id: ctx.nextId(),
        username,
        realname: `${last}${first}`,
        birthday: formatDate(birth),
        sex,
        email: `${username}@example.com`,
        phone,
        orgCode: depart.orgCode,
        // A few frozen and a few in the recycle bin, for the user screens.
        status: i % 61 === 17 ? 2 : 1,
        delFlag: i % 79 === 31 ? 1 : 0,
        workNo: `ZW${String(DEMO_ACCOUNTS.length + i + 1).padStart(5, '0')}`,
        userIdentity: head ? 2 : 1,
        departIds: head ? depart.id : null,
        relTenantIds: null,
        ...common(DEMO_ACCOUNTS.length + i),
        telephone: random() < 0.4 ? `0551-6${String(Math.floor(random() * 1e7)).padStart(7, '0')}` : null,
      },
      [depart.id],
      [role],
    );
  }
  return { users, userDeparts, userRoles };
}
