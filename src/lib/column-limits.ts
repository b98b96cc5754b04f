/**
 * Backend column lengths (varchar) of the records the console writes, in characters as MySQL
 * counts them. The contract gives no lengths; these are JeecgBoot's schema
 * (jeecgboot-mysql-5.7.sql) where it has the column, and the bureau's content table otherwise.
 * The forms refuse a longer value with 最大长度N位字符 and the fake backend refuses it on save.
 */

/** sys_user: realname and work_no varchar(100); email, phone, telephone varchar(45); username varchar(32) (its 4–18 rule keeps it shorter). */
export const USER_COLUMN_LIMITS = { username: 32, realname: 100, workNo: 100, email: 45, phone: 45, telephone: 45 } as const;

/** sys_depart: depart_name varchar(100), mobile and fax varchar(32), address varchar(100), memo varchar(500). */
export const DEPART_COLUMN_LIMITS = { departName: 100, mobile: 32, fax: 32, address: 100, memo: 500 } as const;

/** The content tables: title varchar(100), source and author varchar(100), link_url varchar(500). */
export const CONTENT_COLUMN_LIMITS = { title: 100, source: 100, author: 100, linkUrl: 500 } as const;

/** The first field of `values` longer than its limit, or undefined. */
export function overLongField(values: Readonly<Record<string, unknown>>, limits: Readonly<Record<string, number>>): string | undefined {
  return Object.keys(limits).find((key) => {
    const v = values[key];
    return typeof v === 'string' && Array.from(v).length > limits[key];
  });
}
